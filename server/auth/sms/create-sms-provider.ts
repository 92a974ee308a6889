import type { FastifyBaseLogger } from 'fastify';
import type { SmsProviderName } from '../../env';
import type { AliyunSmsSettings } from '../../delivery/delivery-env';
import { createAliyunSmsProvider } from '../../delivery/aliyun/aliyun-sms-provider';
import { createLogSmsProvider } from './log-sms-provider';
import type { SmsProvider } from './sms-provider';

/** The provider SMS_PROVIDER names, with its settings (env.ts requires them for aliyun). */
export function createSmsProvider(
  name: SmsProviderName,
  log: FastifyBaseLogger,
  aliyun: AliyunSmsSettings | null,
): SmsProvider {
  switch (name) {
    case 'log':
      return createLogSmsProvider(log);
    case 'aliyun':
      if (!aliyun) throw new Error('SMS_PROVIDER=aliyun 需要 SMS_ACCESS_KEY_ID 等设置');
      return createAliyunSmsProvider(aliyun);
  }
}
