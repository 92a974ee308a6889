import type { FastifyBaseLogger } from 'fastify';
import { maskPhone } from '../../domain/clubs-and-people/mask-phone';
import type { SmsProvider } from './sms-provider';

/**
 * Development provider: the server log is the only place a check code ever appears, so the phone
 * is written whole beside it. A notice needs no such thing: its phone is masked as everywhere.
 */
export function createLogSmsProvider(log: Pick<FastifyBaseLogger, 'info'>): SmsProvider {
  return {
    async send(phone, code, scene) {
      log.info({ phone, scene }, `短信验证码 / SMS check code for ${phone}: ${code}`);
    },
    async sendNotice(phone, text) {
      log.info({ phone: maskPhone(phone) }, `短信通知 / SMS notice: ${text}`);
    },
  };
}
