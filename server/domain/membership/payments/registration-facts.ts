// What the payments read of a registration: its season, its fee (the season's fee for its kind),
// who or which club it is, and what its guardian consent needs.
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../../db/schema';
import type { SeasonRegistrationKind } from '../../../db/schema-season';

type Db = Kysely<Database> | Transaction<Database>;

export interface RegistrationFacts {
  id: number;
  season_id: number;
  year: number;
  starts_on: string;
  ends_on: string;
  kind: SeasonRegistrationKind;
  status: Database['season_registrations']['status'];
  user_id: number | null;
  club_id: number | null;
  name: string;
  birth_date: string | null;
  guardian_consented_at: string | null;
  fee_fen: number;
}

const FEE_COLUMN = {
  player: 'fee_player_fen',
  coach: 'fee_coach_fen',
  judge: 'fee_judge_fen',
  club: 'fee_club_fen',
} as const;

export async function readRegistrationFacts(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('season_registrations as r')
    .innerJoin('seasons as s', 's.id', 'r.season_id')
    .leftJoin('users as u', 'u.id', 'r.user_id')
    .leftJoin('clubs as c', 'c.id', 'r.club_id')
    .select([
      'r.id',
      'r.season_id',
      's.year',
      's.starts_on',
      's.ends_on',
      'r.kind',
      'r.status',
      'r.user_id',
      'r.club_id',
      'u.name as user_name',
      'c.name as club_name',
      'u.birth_date',
      'r.guardian_consented_at',
      's.fee_player_fen',
      's.fee_coach_fen',
      's.fee_judge_fen',
      's.fee_club_fen',
    ])
    .where('r.id', 'in', [...ids])
    .orderBy('r.id')
    .execute();
  return rows.map((row): RegistrationFacts => ({
    id: row.id,
    season_id: row.season_id,
    year: row.year,
    starts_on: row.starts_on,
    ends_on: row.ends_on,
    kind: row.kind,
    status: row.status,
    user_id: row.user_id,
    club_id: row.club_id,
    name: (row.kind === 'club' ? row.club_name : row.user_name) ?? '',
    birth_date: row.birth_date,
    guardian_consented_at: row.guardian_consented_at,
    fee_fen: row[FEE_COLUMN[row.kind]],
  }));
}

/** The clubs `userId` is the contact of. */
export async function clubsOfContact(db: Db, userId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('clubs')
    .select('id')
    .where('contact_user_id', '=', userId)
    .execute();
  return rows.map((row) => row.id);
}

/**
 * The registrations `userId` may pay for: their own, and for a club's contact the club's own and
 * those of the club's active members.
 */
export async function payableIdsOf(
  db: Db,
  userId: number,
  status?: Database['season_registrations']['status'],
): Promise<number[]> {
  const clubs = await clubsOfContact(db, userId);
  let query = db.selectFrom('season_registrations as r').select('r.id');
  if (status) query = query.where('r.status', '=', status);
  const rows = await query
    .where((eb) =>
      eb.or([
        eb('r.user_id', '=', userId),
        ...(clubs.length === 0
          ? []
          : [
              eb.and([eb('r.kind', '=', 'club'), eb('r.club_id', 'in', clubs)]),
              eb(
                'r.user_id',
                'in',
                eb
                  .selectFrom('memberships')
                  .select('memberships.user_id')
                  .where('memberships.status', '=', 'active')
                  .where('memberships.club_id', 'in', clubs),
              ),
            ]),
      ]),
    )
    .orderBy('r.id')
    .execute();
  return rows.map((row) => row.id);
}
