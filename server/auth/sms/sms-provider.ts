// Where SMS go. The default provider writes them to the server log; SMS_PROVIDER=aliyun sends them
// through Alibaba Cloud SMS (server/delivery/aliyun). A provider's refusal or fault is thrown as a
// DeliveryError (server/delivery/delivery-error.ts) saying in Chinese why, and whether to retry.

export type SmsScene = 'login' | 'register' | 'reset';

export interface SmsProvider {
  /** A check code, at once, in the request that asked for it. */
  send(phone: string, code: string, scene: SmsScene): Promise<void>;
  /** An urgent message's title, from the delivery queue (server/delivery). */
  sendNotice(phone: string, text: string): Promise<void>;
}
