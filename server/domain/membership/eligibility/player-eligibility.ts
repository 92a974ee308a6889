// Whether players may play a competition (docs/membership.md, "Eligibility"): a player
// registration of the competition's season that reads 有效, and, where the competition asks for
// it, an ID number on file or a certificate valid on its first day, unless staff granted the
// player an exception for it. One query answers for a whole roster, whatever its size.
//
// 已过期 is read, not stored: an active registration whose season has ended (37A's
// registration-status.ts says the same for every screen; this is the one rule it needs).
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../../db/schema';
import type { SeasonRow } from './season-of-date';
import { MSG } from './eligibility-messages';

type Db = Kysely<Database> | Transaction<Database>;

export interface EligibilityCompetition {
  id: number;
  start_date: string;
  requires_identity: number;
}

export interface PlayerEligibility {
  userId: number;
  name: string;
  /** Why the player may not play, in Chinese naming them; null: eligible (or excepted). */
  problem: string | null;
}

export async function playersEligibility(
  db: Db,
  competition: EligibilityCompetition,
  season: SeasonRow,
  userIds: readonly number[],
  today: string,
): Promise<PlayerEligibility[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .selectFrom('users as u')
    .leftJoin('season_registrations as sr', (join) =>
      join
        .onRef('sr.user_id', '=', 'u.id')
        .on('sr.season_id', '=', season.id)
        .on('sr.kind', '=', 'player'),
    )
    .leftJoin('eligibility_exceptions as ex', (join) =>
      join.onRef('ex.user_id', '=', 'u.id').on('ex.competition_id', '=', competition.id),
    )
    .select(['u.id', 'u.name', 'u.id_number_masked', 'sr.status', 'ex.id as exception_id'])
    .select((eb) =>
      eb
        .exists(
          eb
            .selectFrom('certificates as c')
            .select(sql.lit(1).as('one'))
            .whereRef('c.user_id', '=', 'u.id')
            .where((w) =>
              w.or([
                w('c.valid_until', 'is', null),
                w('c.valid_until', '>=', competition.start_date),
              ]),
            ),
        )
        .as('has_certificate'),
    )
    .where('u.id', 'in', [...userIds])
    .execute();
  const seasonOver = season.ends_on < today;
  // In the roster's order, so a refusal names the players as the club listed them.
  const byId = new Map(rows.map((row) => [row.id, row]));
  return userIds.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const problemOf = () => {
      if (row.exception_id !== null) return null;
      if (row.status === 'rejected') return MSG.rejected(row.name, season.year);
      if (row.status !== 'active') return MSG.notActive(row.name, season.year);
      if (seasonOver) return MSG.expired(row.name, season.year);
      // SQLite answers exists() with 1 or 0, PostgreSQL with true or false.
      const certified = Boolean(Number(row.has_certificate));
      if (competition.requires_identity && row.id_number_masked === null && !certified) {
        return MSG.noIdentity(row.name);
      }
      return null;
    };
    return [{ userId: row.id, name: row.name, problem: problemOf() }];
  });
}
