// The delivery variables (docs/messages.md, "Deliveries"): the SMS provider's account and
// templates, and the mail server. Read by env.ts's readEnv, apart so that file stays one screen.
import { EnvError } from '../env-error';

export const SMS_PROVIDERS = ['log', 'aliyun'] as const;
export type SmsProviderName = (typeof SMS_PROVIDERS)[number];

export interface AliyunSmsSettings {
  accessKeyId: string;
  accessKeySecret: string;
  signName: string;
  /** The 验证码 template, with one variable `code`. */
  loginTemplate: string;
  /** The template of urgent messages, with one variable `title`. */
  urgentTemplate: string;
  endpoint: string;
}

export interface SmtpSettings {
  /** smtp://user:password@host:port or smtps://… (nodemailer's connection URL). */
  url: string;
  /** The sender, e.g. 飞盘协会 <noreply@example.org>. */
  from: string;
}

export const DEFAULT_ALIYUN_SMS_ENDPOINT = 'https://dysmsapi.aliyuncs.com/';

type Source = Record<string, string | undefined>;

function read(source: Source, name: string): string | undefined {
  const value = source[name];
  return value === undefined || value.trim() === '' ? undefined : value.trim();
}

function required(source: Source, name: string, provider: string): string {
  const value = read(source, name);
  if (value === undefined) throw new EnvError(name, '', `SMS_PROVIDER=${provider} 时必须设置`);
  return value;
}

function readHttpUrl(source: Source, name: string, fallback: string): string {
  const raw = read(source, name);
  if (raw === undefined) return fallback;
  if (!/^https?:\/\/[^\s/]+(\/\S*)?$/.test(raw)) {
    throw new EnvError(name, raw, '应为 http:// 或 https:// 开头的地址');
  }
  return raw;
}

function readTemplate(source: Source, name: string): string {
  const value = required(source, name, 'aliyun');
  if (!/^SMS_\d+$/.test(value)) throw new EnvError(name, value, '应为模板代码，例如 SMS_154950909');
  return value;
}

export function readAliyunSms(source: Source, provider: SmsProviderName): AliyunSmsSettings | null {
  if (provider !== 'aliyun') return null;
  const secret = required(source, 'SMS_ACCESS_KEY_SECRET', 'aliyun');
  return {
    accessKeyId: required(source, 'SMS_ACCESS_KEY_ID', 'aliyun'),
    accessKeySecret: secret,
    signName: required(source, 'SMS_SIGN_NAME', 'aliyun'),
    loginTemplate: readTemplate(source, 'SMS_TEMPLATE_LOGIN'),
    urgentTemplate: readTemplate(source, 'SMS_TEMPLATE_URGENT'),
    endpoint: readHttpUrl(source, 'SMS_ENDPOINT', DEFAULT_ALIYUN_SMS_ENDPOINT),
  };
}

export function readSmtp(source: Source): SmtpSettings | null {
  const url = read(source, 'SMTP_URL');
  if (url === undefined) return null;
  // Never repeat the URL in a refusal: it may carry the mail account's password.
  if (!/^smtps?:\/\/[^\s/]+\/?(\?\S*)?$/.test(url)) {
    throw new EnvError('SMTP_URL', '…', '应为 smtp://用户:密码@主机:端口 或 smtps://…');
  }
  const from = read(source, 'SMTP_FROM');
  if (from === undefined) {
    throw new EnvError(
      'SMTP_FROM',
      '',
      '设置 SMTP_URL 时必须设置发件人，例如 飞盘协会 <noreply@example.org>',
    );
  }
  if (!/@[^\s@>]+\.[^\s@>]+>?$/.test(from)) {
    throw new EnvError('SMTP_FROM', from, '应为邮箱地址，例如 飞盘协会 <noreply@example.org>');
  }
  return { url, from };
}
