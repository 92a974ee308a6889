import type { FastifyBaseLogger } from 'fastify';
import type { SmsProvider } from './sms-provider';

/** Development provider: the server log is the only place a check code ever appears. */
export function createLogSmsProvider(log: Pick<FastifyBaseLogger, 'info'>): SmsProvider {
  return {
    async send(phone, code, scene) {
      log.info({ phone, scene }, `短信验证码 / SMS check code for ${phone}: ${code}`);
    },
  };
}
