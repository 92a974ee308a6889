// Claims a batch of due deliveries for this instance. A row is due while it is waiting, its
// next_attempt_at has come and no live claim holds it; the claim sets claimed_until, and the
// update re-checks that no claim holds the row, so of two instances racing for a row exactly one
// gets it: on PostgreSQL the second update waits for the first's row lock and then sees its claim;
// SQLite runs one writer at a time. A claim that outlives a crashed instance expires.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { DeliveryChannel } from '../db/schema-inbox';

export interface ClaimedDelivery {
  id: number;
  messageId: number;
  channel: DeliveryChannel;
  /** Tries made before this one. */
  attempts: number;
  /** The claim's own claimed_until: settling checks it, so a stale claim changes nothing. */
  claimedUntil: number;
}

export async function claimDueDeliveries(
  db: Kysely<Database>,
  now: number,
  batch: number,
  leaseMs: number,
): Promise<ClaimedDelivery[]> {
  const unclaimed = sql<boolean>`(claimed_until is null or claimed_until < ${now})`;
  // The index message_deliveries_due (status, next_attempt_at) answers this; an idle tick is one
  // indexed read that finds nothing.
  const due = await db
    .selectFrom('message_deliveries')
    .select('id')
    .where('status', '=', 'waiting')
    .where('next_attempt_at', '<=', now)
    .where(unclaimed)
    .orderBy('next_attempt_at')
    .limit(batch)
    .execute();
  if (due.length === 0) return [];
  const claimedUntil = now + leaseMs;
  const rows = await db
    .updateTable('message_deliveries')
    .set({ claimed_until: claimedUntil })
    .where(
      'id',
      'in',
      due.map((row) => row.id),
    )
    .where('status', '=', 'waiting')
    .where(unclaimed)
    .returning(['id', 'message_id', 'channel', 'attempts'])
    .execute();
  return rows.map((row) => ({
    id: row.id,
    messageId: row.message_id,
    channel: row.channel,
    attempts: row.attempts,
    claimedUntil,
  }));
}
