// Old tickets, check codes and rate-limit windows are useless after they expire; main.ts calls
// this now and then so the tables stay small.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { TICKET_IDLE_LIFETIME_MS } from './tickets';

const DAY_MS = 24 * 60 * 60 * 1000;

export async function pruneExpired(db: Kysely<Database>, now: number): Promise<void> {
  await db
    .deleteFrom('tickets')
    .where('last_used_at', '<', now - TICKET_IDLE_LIFETIME_MS)
    .execute();
  await db
    .deleteFrom('sms_codes')
    .where('expires_at', '<', now - DAY_MS)
    .execute();
  await db
    .deleteFrom('rate_limits')
    .where('window_start', '<', now - DAY_MS)
    .execute();
}
