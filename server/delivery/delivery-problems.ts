// What the console's 系统 page shows of the queue: how many deliveries failed (given up) and how
// many wait to be tried again after a failure, and the newest of them with the message's title,
// the recipient masked, and the reason. Sent rows and first tries not yet made are not problems.
import { sql, type Kysely } from 'kysely';
import { DELIVERY_PROBLEMS_SHOWN, type DeliveryProblem } from '../../src/contract/system';
import type { Database } from '../db/schema';
import { maskAddress } from './mask-address';

export interface DeliveryProblems {
  failed: number;
  retrying: number;
  shown: DeliveryProblem[];
}

export async function listDeliveryProblems(db: Kysely<Database>): Promise<DeliveryProblems> {
  const problems = () =>
    db
      .selectFrom('message_deliveries as d')
      .where((eb) =>
        eb.or([
          eb('d.status', '=', 'failed'),
          eb.and([eb('d.status', '=', 'waiting'), eb('d.attempts', '>', 0)]),
        ]),
      );
  const counts = await problems()
    .select([
      sql<number>`sum(case when d.status = 'failed' then 1 else 0 end)`.as('failed'),
      sql<number>`sum(case when d.status = 'waiting' then 1 else 0 end)`.as('retrying'),
    ])
    .executeTakeFirst();
  const rows = await problems()
    .innerJoin('inbox_messages as m', 'm.id', 'd.message_id')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select([
      'd.id',
      'd.channel',
      'd.status',
      'd.attempts',
      'd.last_error',
      'd.next_attempt_at',
      'm.title',
      'm.created_at',
      'u.name',
      'u.phone',
      'u.email',
    ])
    .orderBy('d.id', 'desc')
    .limit(DELIVERY_PROBLEMS_SHOWN)
    .execute();
  return {
    failed: Number(counts?.failed ?? 0),
    retrying: Number(counts?.retrying ?? 0),
    shown: rows.map((row) => ({
      id: row.id,
      channel: row.channel,
      state: row.status === 'failed' ? 'failed' : 'retrying',
      attempts: row.attempts,
      title: row.title,
      toName: row.name,
      toAddress: maskAddress(row.channel, row.channel === 'sms' ? row.phone : row.email),
      reason: row.last_error,
      nextAttemptAt:
        row.status === 'failed' ? null : new Date(Number(row.next_attempt_at)).toISOString(),
      createdAt: row.created_at,
    })),
  };
}
