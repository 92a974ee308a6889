// Reading seasons and waivers: the current season (the one whose dates include today, or else the
// next to start), the current waiver (the highest version), and their answers' shapes.
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database } from '../../../db/schema';
import type { SeasonsTable, WaiverVersionsTable } from '../../../db/schema-season';
import type { RegistrationKind, Season, Waiver } from '../../../../src/contract/membership-season';

type Db = Kysely<Database> | Transaction<Database>;
export type SeasonRow = Selectable<SeasonsTable>;

export const toSeason = (row: SeasonRow): Season => ({
  id: row.id,
  year: row.year,
  startsOn: row.starts_on,
  endsOn: row.ends_on,
  fees: {
    player: row.fee_player_fen,
    coach: row.fee_coach_fen,
    judge: row.fee_judge_fen,
    club: row.fee_club_fen,
  },
  transferOpens: row.transfer_opens,
  transferCloses: row.transfer_closes,
  idNumberRequired: row.id_number_required === 1,
});

type Fees = Pick<SeasonRow, 'fee_player_fen' | 'fee_coach_fen' | 'fee_judge_fen' | 'fee_club_fen'>;

export const feeOf = (season: Fees, kind: RegistrationKind): number =>
  ({
    player: season.fee_player_fen,
    coach: season.fee_coach_fen,
    judge: season.fee_judge_fen,
    club: season.fee_club_fen,
  })[kind];

export const toWaiver = (row: Selectable<WaiverVersionsTable>): Waiver => ({
  id: row.id,
  version: row.version,
  text: row.text,
  publishedAt: row.published_at,
});

export const findSeason = (db: Db, id: number) =>
  db.selectFrom('seasons').selectAll().where('id', '=', id).executeTakeFirst();

export const listSeasons = (db: Db) =>
  db.selectFrom('seasons').selectAll().orderBy('year', 'desc').execute();

/** `today` is `YYYY-MM-DD`. */
export async function currentSeason(db: Db, today: string): Promise<SeasonRow | undefined> {
  const running = await db
    .selectFrom('seasons')
    .selectAll()
    .where('starts_on', '<=', today)
    .where('ends_on', '>=', today)
    .orderBy('starts_on', 'desc')
    .executeTakeFirst();
  if (running) return running;
  return db
    .selectFrom('seasons')
    .selectAll()
    .where('starts_on', '>', today)
    .orderBy('starts_on')
    .executeTakeFirst();
}

export const currentWaiver = (db: Db) =>
  db.selectFrom('waiver_versions').selectAll().orderBy('version', 'desc').executeTakeFirst();

export const listWaivers = (db: Db) =>
  db.selectFrom('waiver_versions').selectAll().orderBy('version', 'desc').execute();
