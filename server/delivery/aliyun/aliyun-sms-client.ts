// Alibaba Cloud SMS (阿里云短信服务, dysmsapi SendSms): the gateway most Chinese associations and
// small organisations already use (its console issues the sign name and templates the carriers
// require of every sender in China). Written by hand over fetch rather than with the provider's
// SDK: one signed POST is all we need, while the SDK brings its generic OpenAPI client, XML
// parsing and credential chain (megabytes of dependencies) into a server that sends a few
// messages a day. The request is the documented RPC style: common parameters, SendSms's own,
// signed with aliyun-signature.ts, sent as a form body (so the phone number stays out of URLs).
import { randomUUID } from 'node:crypto';
import { DeliveryError } from '../delivery-error';
import { signRpc } from './aliyun-signature';
import { aliyunRefusal } from './aliyun-errors';

export const ALIYUN_SMS_ENDPOINT = 'https://dysmsapi.aliyuncs.com/';
const DEFAULT_TIMEOUT_MS = 10_000;

export interface AliyunSmsConfig {
  accessKeyId: string;
  accessKeySecret: string;
  signName: string;
  /** Where requests go: the provider's endpoint, or a local server in the tests. */
  endpoint: string;
  timeoutMs?: number;
}

export interface AliyunSmsRequest {
  phone: string;
  templateCode: string;
  /** The template's variables, e.g. { code: '042317' }. */
  params: Record<string, string>;
}

interface SendSmsAnswer {
  Code?: string;
  Message?: string;
  BizId?: string;
}

function signedBody(config: AliyunSmsConfig, request: AliyunSmsRequest, now: Date): string {
  const params: Record<string, string> = {
    AccessKeyId: config.accessKeyId,
    Action: 'SendSms',
    Format: 'JSON',
    PhoneNumbers: request.phone,
    RegionId: 'cn-hangzhou',
    SignName: config.signName,
    SignatureMethod: 'HMAC-SHA1',
    SignatureNonce: randomUUID(),
    SignatureVersion: '1.0',
    TemplateCode: request.templateCode,
    TemplateParam: JSON.stringify(request.params),
    Timestamp: now.toISOString().replace(/\.\d{3}Z$/, 'Z'),
    Version: '2017-05-25',
  };
  const Signature = signRpc('POST', params, config.accessKeySecret);
  return new URLSearchParams({ ...params, Signature }).toString();
}

/** Sends one SMS; resolves with the provider's BizId, or throws a DeliveryError saying why not. */
export async function sendAliyunSms(
  config: AliyunSmsConfig,
  request: AliyunSmsRequest,
  now: Date = new Date(),
): Promise<string> {
  let response: Response;
  try {
    response = await fetch(config.endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: signedBody(config, request, now),
      signal: AbortSignal.timeout(config.timeoutMs ?? DEFAULT_TIMEOUT_MS),
    });
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    throw new DeliveryError(timedOut ? '短信服务商响应超时' : '无法连接短信服务商', false);
  }
  let answer: SendSmsAnswer;
  try {
    answer = (await response.json()) as SendSmsAnswer;
  } catch {
    throw new DeliveryError(`短信服务商的回答无法读取（HTTP ${response.status}）`, false);
  }
  if (response.ok && answer.Code === 'OK') return answer.BizId ?? '';
  throw aliyunRefusal(answer.Code ?? '', response.status);
}
