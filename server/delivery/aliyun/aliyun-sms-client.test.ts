// The real client against a local gateway that verifies every signature and answers as the
// provider documents: a send, its refusals (permanent), its own faults and a timeout (temporary).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DeliveryError } from '../delivery-error';
import { sendAliyunSms, type AliyunSmsConfig } from './aliyun-sms-client';
import {
  gatewayOk,
  gatewayRefusal,
  startFakeGateway,
  type FakeGateway,
  type GatewayAnswer,
} from '../../test-support/fake-aliyun-gateway';

const SECRET = 'testSecret';
const answers: Record<string, GatewayAnswer> = {
  '13800000001': gatewayOk(),
  '13800000002': gatewayRefusal('isv.MOBILE_NUMBER_ILLEGAL', '非法手机号'),
  '13800000003': gatewayRefusal('isv.AMOUNT_NOT_ENOUGH', '账户余额不足'),
  '13800000004': gatewayRefusal('isp.SYSTEM_ERROR', 'isp.SYSTEM_ERROR', 500),
  '13800000005': 'hang',
};

let gateway: FakeGateway;
let config: AliyunSmsConfig;

beforeAll(async () => {
  gateway = await startFakeGateway(SECRET, ({ params }) =>
    params.TemplateCode === 'SMS_BAD'
      ? gatewayRefusal('isv.SMS_TEMPLATE_ILLEGAL', '模板不合法')
      : (answers[params.PhoneNumbers!] ?? gatewayOk()),
  );
  config = {
    accessKeyId: 'testId',
    accessKeySecret: SECRET,
    signName: '飞盘协会',
    endpoint: gateway.endpoint,
    timeoutMs: 5_000,
  };
});
afterAll(() => gateway.close());

async function refusal(promise: Promise<unknown>): Promise<DeliveryError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(DeliveryError);
  return error as DeliveryError;
}

describe('the Alibaba Cloud SMS client', () => {
  it('sends a signed SendSms with the sign name, template and its variables', async () => {
    const before = gateway.received.length;
    const bizId = await sendAliyunSms(
      config,
      { phone: '13800000001', templateCode: 'SMS_LOGIN', params: { code: '042317' } },
      new Date('2026-11-29T03:04:05.678Z'),
    );
    expect(bizId).toBe('900619746936498440^0');
    expect(gateway.received.slice(before)).toHaveLength(1);
    const { params } = gateway.received.at(-1)!;
    expect(params).toMatchObject({
      Action: 'SendSms',
      Version: '2017-05-25',
      AccessKeyId: 'testId',
      SignatureMethod: 'HMAC-SHA1',
      SignatureVersion: '1.0',
      PhoneNumbers: '13800000001',
      SignName: '飞盘协会',
      TemplateCode: 'SMS_LOGIN',
      TemplateParam: '{"code":"042317"}',
      Timestamp: '2026-11-29T03:04:05Z',
    });
  });

  it('makes each request unique (a fresh SignatureNonce), as the gateway refuses a reused one', async () => {
    const request = { phone: '13800000001', templateCode: 'SMS_LOGIN', params: { code: '1' } };
    await sendAliyunSms(config, request);
    await sendAliyunSms(config, request);
    const [a, b] = gateway.received.slice(-2).map(({ params }) => params.SignatureNonce);
    expect(a).not.toBe(b);
  });

  it('takes the provider’s refusals as permanent, with a Chinese reason', async () => {
    const badNumber = await refusal(
      sendAliyunSms(config, { phone: '13800000002', templateCode: 'SMS_X', params: {} }),
    );
    expect(badNumber).toMatchObject({ permanent: true });
    expect(badNumber.message).toBe('手机号码无效（isv.MOBILE_NUMBER_ILLEGAL）');
    const noBalance = await refusal(
      sendAliyunSms(config, { phone: '13800000003', templateCode: 'SMS_X', params: {} }),
    );
    expect(noBalance).toMatchObject({
      permanent: true,
      message: '短信账户余额不足（isv.AMOUNT_NOT_ENOUGH）',
    });
    const badTemplate = await refusal(
      sendAliyunSms(config, { phone: '13800000001', templateCode: 'SMS_BAD', params: {} }),
    );
    expect(badTemplate).toMatchObject({ permanent: true });
    expect(badTemplate.message).toContain('短信模板无效');
  });

  it('is refused by the gateway when signed with the wrong secret, permanently', async () => {
    const wrong = await refusal(
      sendAliyunSms(
        { ...config, accessKeySecret: 'not-the-secret' },
        { phone: '13800000001', templateCode: 'SMS_X', params: {} },
      ),
    );
    expect(wrong).toMatchObject({ permanent: true });
    expect(wrong.message).toContain('SignatureDoesNotMatch');
  });

  it('retries the provider’s own fault, a timeout and an unreachable gateway', async () => {
    const fault = await refusal(
      sendAliyunSms(config, { phone: '13800000004', templateCode: 'SMS_X', params: {} }),
    );
    expect(fault).toMatchObject({
      permanent: false,
      message: '短信服务商暂时无法发送（isp.SYSTEM_ERROR）',
    });
    const timeout = await refusal(
      sendAliyunSms(
        { ...config, timeoutMs: 300 },
        { phone: '13800000005', templateCode: 'SMS_X', params: {} },
      ),
    );
    expect(timeout).toMatchObject({ permanent: false, message: '短信服务商响应超时' });
    const unreachable = await refusal(
      sendAliyunSms(
        { ...config, endpoint: 'http://127.0.0.1:9/' },
        { phone: '13800000001', templateCode: 'SMS_X', params: {} },
      ),
    );
    expect(unreachable).toMatchObject({ permanent: false, message: '无法连接短信服务商' });
  });
});
