// Where check codes go. The default provider writes them to the server log; a real SMS gateway
// implements the same interface and is chosen by SMS_PROVIDER.

export type SmsScene = 'login' | 'register' | 'reset';

export interface SmsProvider {
  send(phone: string, code: string, scene: SmsScene): Promise<void>;
}
