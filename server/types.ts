// What buildApp adds to Fastify's own types: the database, the SMS provider, the clock, the caller
// set by the ticket hook, the live scores, the backups, readiness, and the routes' declaration of who may call them.
import type { Kysely } from 'kysely';
import type { Database } from './db/schema';
import type { AuthUser } from './auth/auth-user';
import type { SmsProvider } from './auth/sms/sms-provider';
import type { RouteAuth } from './auth/route-auth';
import type { LiveService } from './live/live-service';
import type { BackupService } from './backup/backup-schedule';
import type { Readiness } from './http/readiness';
import type { Metrics } from './metrics/metrics';
import type { DeliveryChannels } from './domain/inbox/tell';
import type { IdNumberCipher } from './domain/membership/identity/id-number-cipher';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    sms: SmsProvider;
    /** Epoch ms; tests inject their own to move time without sleeping. */
    now: () => number;
    /** The live scores' feed and this instance's open streams (docs/live-scores.md). */
    live: LiveService;
    /** The backups' settings, this instance's last scheduled one, the files kept. */
    backups: BackupService;
    /** Set draining when the instance begins to stop: /api/ready answers 503. */
    readiness: Readiness;
    /** What /metrics reports (metrics/metrics.ts). */
    metrics: Metrics;
    /** Whether messages also go out by email and urgent ones by SMS (docs/messages.md). */
    deliveryChannels: DeliveryChannels;
    /** Seals and opens the ID numbers (ID_NUMBER_KEY); null when the server has no key. */
    idNumbers: IdNumberCipher | null;
  }
  interface FastifyRequest {
    user: AuthUser | null;
  }
  interface FastifyContextConfig {
    /** Who may call the route (see auth/route-auth.ts); absent for a public route. */
    auth?: RouteAuth;
  }
}
