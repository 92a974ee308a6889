import type { FastifyBaseLogger } from 'fastify';
import type { SmsProviderName } from '../../env';
import { createLogSmsProvider } from './log-sms-provider';
import type { SmsProvider } from './sms-provider';

/** The provider SMS_PROVIDER names; a real gateway is added here as a new case. */
export function createSmsProvider(name: SmsProviderName, log: FastifyBaseLogger): SmsProvider {
  switch (name) {
    case 'log':
      return createLogSmsProvider(log);
  }
}
