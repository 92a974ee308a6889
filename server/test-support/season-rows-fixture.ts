// A season and its registrations written straight into the database, for the tests of what reads
// them (eligibility, transfers) while the season's own screens and calls are built beside them.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { SeasonRegistrationStatus } from '../db/schema-season';

export interface TestSeason {
  year: number;
  startsOn: string;
  endsOn: string;
  transferOpens?: string | null;
  transferCloses?: string | null;
}

export async function insertSeason(db: Kysely<Database>, season: TestSeason): Promise<number> {
  const now = new Date().toISOString();
  const row = await db
    .insertInto('seasons')
    .values({
      year: season.year,
      starts_on: season.startsOn,
      ends_on: season.endsOn,
      transfer_opens: season.transferOpens ?? null,
      transfer_closes: season.transferCloses ?? null,
      created_at: now,
      updated_at: now,
      updated_by: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Player registrations of the season in `status`, one per user. */
export async function registerPlayers(
  db: Kysely<Database>,
  seasonId: number,
  userIds: readonly number[],
  status: SeasonRegistrationStatus = 'active',
): Promise<void> {
  const now = new Date().toISOString();
  await db
    .insertInto('season_registrations')
    .values(
      userIds.map((userId) => ({
        season_id: seasonId,
        user_id: userId,
        club_id: null,
        kind: 'player' as const,
        status,
        created_at: now,
        updated_at: now,
      })),
    )
    .execute();
}
