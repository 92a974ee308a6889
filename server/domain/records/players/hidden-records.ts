// Who among some members hid their record from the public (users.records_hidden): the public
// pages that name players leave them off (docs/records.md, "Players").
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';

export async function hiddenRecordsAmong(
  db: Kysely<Database>,
  userIds: readonly number[],
): Promise<Set<number>> {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('users')
    .select('id')
    .where('id', 'in', ids)
    .where('records_hidden', '=', 1)
    .execute();
  return new Set(rows.map((row) => row.id));
}

/** `players` without the rows of members who hid their record. */
export async function withoutHiddenRecords<P extends { userId: number | null }>(
  db: Kysely<Database>,
  players: readonly P[],
): Promise<P[]> {
  const hidden = await hiddenRecordsAmong(
    db,
    players.flatMap((p) => (p.userId === null ? [] : [p.userId])),
  );
  return hidden.size === 0
    ? [...players]
    : players.filter((p) => p.userId === null || !hidden.has(p.userId));
}
