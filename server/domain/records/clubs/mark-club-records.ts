// Called in the transaction of every change to a competition's results (a game finishing, a
// correction, a forfeit, a cancellation, a progression, a spirit score): the competition's club
// records are rebuilt before they are next read (refresh-club-records.ts). One upsert, so a
// change costs a row write, not a rebuild, and a point that finishes nothing costs nothing.
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';

export async function markClubRecords(trx: Kysely<Database>, competitionId: number): Promise<void> {
  await trx
    .insertInto('club_record_marks')
    .values({ competition_id: competitionId, changed: 1, counted: 0 })
    .onConflict((oc) =>
      oc.column('competition_id').doUpdateSet((eb) => ({
        changed: eb(eb.ref('club_record_marks.changed'), '+', 1),
      })),
    )
    .execute();
}

/** The same for the competition of a game. */
export async function markClubRecordsOfGame(trx: Kysely<Database>, gameId: number): Promise<void> {
  const game = await trx
    .selectFrom('games')
    .select('competition_id')
    .where('id', '=', gameId)
    .executeTakeFirst();
  if (game) await markClubRecords(trx, game.competition_id);
}
