// Messages older than a year are removed (docs/messages.md, "Retention"), with their deliveries,
// which the foreign key would otherwise keep them for. Run by the daily inbox job.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

const YEAR_MS = 365 * 24 * 60 * 60_000;

export async function pruneOldMessages(db: Kysely<Database>, nowMs: number): Promise<number> {
  const before = new Date(nowMs - YEAR_MS).toISOString();
  return db.transaction().execute(async (trx) => {
    const old = trx.selectFrom('inbox_messages').select('id').where('created_at', '<', before);
    await trx.deleteFrom('message_deliveries').where('message_id', 'in', old).execute();
    const removed = await trx
      .deleteFrom('inbox_messages')
      .where('created_at', '<', before)
      .executeTakeFirst();
    return Number(removed.numDeletedRows);
  });
}
