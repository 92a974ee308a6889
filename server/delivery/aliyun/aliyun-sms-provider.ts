// SMS_PROVIDER=aliyun: check codes through the 验证码 template (variable `code`), urgent messages
// through the notice template (variable `title`), both under the sign name SMS_SIGN_NAME.
import type { SmsProvider } from '../../auth/sms/sms-provider';
import type { AliyunSmsSettings } from '../delivery-env';
import { sendAliyunSms } from './aliyun-sms-client';

/** The provider refuses a notice template's variable longer than this (isv.PARAM_LENGTH_LIMIT). */
export const NOTICE_VARIABLE_MAX = 35;

export function shortenForTemplate(text: string): string {
  const chars = [...text];
  return chars.length <= NOTICE_VARIABLE_MAX
    ? text
    : `${chars.slice(0, NOTICE_VARIABLE_MAX - 1).join('')}…`;
}

export function createAliyunSmsProvider(
  settings: AliyunSmsSettings,
  now: () => number = Date.now,
): SmsProvider {
  return {
    async send(phone, code) {
      await sendAliyunSms(
        settings,
        { phone, templateCode: settings.loginTemplate, params: { code } },
        new Date(now()),
      );
    },
    async sendNotice(phone, text) {
      await sendAliyunSms(
        settings,
        {
          phone,
          templateCode: settings.urgentTemplate,
          params: { title: shortenForTemplate(text) },
        },
        new Date(now()),
      );
    },
  };
}
