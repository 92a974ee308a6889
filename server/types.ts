// What buildApp adds to Fastify's own types: the database, the SMS provider, the clock, and the
// caller set by the ticket hook.
import type { Kysely } from 'kysely';
import type { Database } from './db/schema';
import type { AuthUser } from './auth/auth-user';
import type { SmsProvider } from './auth/sms/sms-provider';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    sms: SmsProvider;
    /** Epoch ms; tests inject their own to move time without sleeping. */
    now: () => number;
  }
  interface FastifyRequest {
    user: AuthUser | null;
  }
}
