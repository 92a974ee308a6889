// SendSms's answer codes (the SMS documentation's API错误码 list) read as: a refusal that sending
// again cannot change (permanent: the delivery fails at once and staff see why), or a fault of the
// moment (retried on the schedule). The isv.* codes are the provider's refusals of this account,
// template, signature or number; the gateway's key and signature errors are our configuration's.
// Unknown codes are retried: the schedule gives up after a few tries anyway.
import { DeliveryError } from '../delivery-error';

const REFUSALS: Record<string, string> = {
  'isv.MOBILE_NUMBER_ILLEGAL': '手机号码无效',
  'isv.MOBILE_COUNT_OVER_LIMIT': '手机号码数量超过上限',
  'isv.BUSINESS_LIMIT_CONTROL': '短信服务商限流：该号码发送过于频繁',
  'isv.DAY_LIMIT_CONTROL': '已达到短信服务商设置的日发送限额',
  'isv.MONTH_LIMIT_CONTROL': '已达到短信服务商设置的月发送限额',
  'isv.AMOUNT_NOT_ENOUGH': '短信账户余额不足',
  'isv.OUT_OF_SERVICE': '短信服务已停机（余额不足）',
  'isv.SMS_TEMPLATE_ILLEGAL': '短信模板无效（SMS_TEMPLATE_* 配置有误或模板未审核通过）',
  'isv.TEMPLATE_MISSING_PARAMETERS': '短信模板缺少变量',
  'isv.TEMPLATE_PARAMS_ILLEGAL': '短信模板变量不合规',
  'isv.PARAM_LENGTH_LIMIT': '短信模板变量超过长度限制',
  'isv.INVALID_JSON_PARAM': '短信模板变量格式错误',
  'isv.INVALID_PARAMETERS': '短信请求参数无效',
  'isv.SMS_SIGNATURE_ILLEGAL': '短信签名无效（SMS_SIGN_NAME 配置有误或签名未审核通过）',
  'isv.SMS_SIGN_ILLEGAL': '短信签名禁止使用',
  'isv.SIGN_STATE_ILLEGAL': '短信签名不可用',
  'isv.SMS_SIGNATURE_SCENE_ILLEGAL': '短信签名与模板类型不一致',
  'isv.SMS_CONTENT_ILLEGAL': '短信内容包含禁止发送的内容',
  'isv.BLACK_KEY_CONTROL_LIMIT': '短信内容含有禁止的关键字',
  'isv.DENY_IP_RANGE': '服务器所在地区不能发送短信',
  'isv.PRODUCT_UN_SUBSCRIPT': '该阿里云账号未开通短信服务',
  'isv.PRODUCT_UNSUBSCRIBE': '该阿里云账号未开通短信服务',
  'isv.ACCOUNT_NOT_EXISTS': '短信服务账号不存在',
  'isv.ACCOUNT_ABNORMAL': '短信服务账号异常',
  'isp.RAM_PERMISSION_DENY': '短信服务的访问密钥没有发送权限',
  'InvalidAccessKeyId.NotFound': '短信服务的访问密钥不存在（SMS_ACCESS_KEY_ID）',
  'InvalidAccessKeyId.Inactive': '短信服务的访问密钥已停用',
  SignatureDoesNotMatch: '短信服务的请求签名不符（SMS_ACCESS_KEY_SECRET 配置有误）',
};

/** The error an answer other than OK stands for. */
export function aliyunRefusal(code: string, status: number): DeliveryError {
  const refusal = REFUSALS[code];
  if (refusal) return new DeliveryError(`${refusal}（${code}）`, true);
  return new DeliveryError(`短信服务商暂时无法发送（${code || `HTTP ${status}`}）`, false);
}
