// Records how a claimed delivery's try went: sent, or failed with the reason in Chinese and either
// a next try (waiting, next_attempt_at) or none (failed). Conditional on the claim, so a try that
// outlived its lease (another instance has the row now) records nothing.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { ClaimedDelivery } from './claim-deliveries';
import { nextAttemptAt } from './retry-schedule';

export type DeliveryOutcome = { sent: true } | { sent: false; reason: string; permanent: boolean };

export async function settleDelivery(
  db: Kysely<Database>,
  delivery: ClaimedDelivery,
  outcome: DeliveryOutcome,
  now: number,
): Promise<'sent' | 'retry' | 'failed'> {
  const attempts = delivery.attempts + 1;
  const next = outcome.sent ? null : nextAttemptAt(attempts, now, outcome.permanent);
  const status = outcome.sent ? 'sent' : next === null ? 'failed' : 'waiting';
  await db
    .updateTable('message_deliveries')
    .set({
      status,
      attempts: sql<number>`attempts + 1`,
      claimed_until: null,
      last_error: outcome.sent ? null : outcome.reason,
      sent_at: outcome.sent ? new Date(now).toISOString() : null,
      ...(next === null ? {} : { next_attempt_at: next }),
    })
    .where('id', '=', delivery.id)
    .where('claimed_until', '=', delivery.claimedUntil)
    .execute();
  return status === 'waiting' ? 'retry' : status;
}
