// What the schedule page reads: a competition's games with their current volunteers (up to two),
// the approved entries 主队 and 客队 choose from, and the volunteer accounts 记分员 chooses from.
import type { Kysely, Transaction } from 'kysely';
import type {
  AdminGame,
  CompetitionSchedule,
  ScheduleEntry,
} from '../../../src/contract/admin-schedule';
import type { Database } from '../../db/schema';
import { notFound } from '../../http/business-error';
import { gameSummaryFields } from './game-summary-fields';
import { rulesOf } from './game-view';
import { SCHEDULE_MESSAGES as M } from './schedule-messages';

type Db = Kysely<Database> | Transaction<Database>;

const selectGames = (db: Db) => db.selectFrom('games').selectAll('games');

type GameRow = Awaited<ReturnType<ReturnType<typeof selectGames>['executeTakeFirstOrThrow']>>;
type Person = AdminGame['volunteers'][number];

/** Each game's current volunteers, in the order of their ids (a game has at most two). */
export async function volunteersOf(db: Db, gameIds: number[]): Promise<Map<number, Person[]>> {
  const found = new Map<number, Person[]>();
  if (gameIds.length === 0) return found;
  const rows = await db
    .selectFrom('volunteer_assignments as va')
    .innerJoin('users as v', 'v.id', 'va.user_id')
    .select(['va.game_id', 'v.id', 'v.name'])
    .where('va.game_id', 'in', gameIds)
    .where('va.removed_at', 'is', null)
    .orderBy('v.id')
    .execute();
  for (const { game_id, id, name } of rows) {
    found.set(game_id, [...(found.get(game_id) ?? []), { id, name }]);
  }
  return found;
}

const toAdminGame = (row: GameRow, volunteers: Person[]): AdminGame => ({
  id: row.id,
  ...gameSummaryFields(row),
  pool: row.pool,
  status: row.status,
  cancelledAt: row.cancelled_at,
  cancelReason: row.cancel_reason,
  forfeitTeam: row.forfeit_team,
  volunteer: volunteers[0] ?? null,
  volunteers,
  rules: rulesOf(row),
});

const withVolunteers = async (db: Db, rows: GameRow[]) => {
  const volunteers = await volunteersOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toAdminGame(row, volunteers.get(row.id) ?? []));
};

export async function findAdminGame(db: Db, id: number): Promise<AdminGame> {
  const row = await selectGames(db).where('games.id', '=', id).executeTakeFirst();
  if (!row) throw notFound(M.game);
  const [game] = await withVolunteers(db, [row]);
  if (!game) throw notFound(M.game);
  return game;
}

/** The game row itself, for a write to compare against and to record as `before`. */
export async function findGameRow(db: Db, id: number) {
  const row = await db.selectFrom('games').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound(M.game);
  return row;
}

export async function findCompetition(db: Db, id: number) {
  const row = await db
    .selectFrom('competitions')
    .select(['id', 'name', 'start_date', 'end_date', 'division'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound(M.competition);
  return row;
}

export const approvedEntries = (db: Db, competitionId: number): Promise<ScheduleEntry[]> =>
  db
    .selectFrom('registrations')
    .innerJoin('clubs', 'clubs.id', 'registrations.club_id')
    .select(['registrations.id', 'clubs.id as clubId', 'clubs.name'])
    .where('registrations.competition_id', '=', competitionId)
    .where('registrations.status', '=', 'approved')
    .orderBy('clubs.name')
    .execute();

const activeVolunteers = (db: Db) =>
  db
    .selectFrom('users')
    .select(['id', 'name'])
    .where('type', '=', 'volunteer')
    .where('disabled', '=', 0)
    .orderBy('name')
    .orderBy('id')
    .execute();

export async function readSchedule(db: Db, competitionId: number): Promise<CompetitionSchedule> {
  const competition = await findCompetition(db, competitionId);
  const rows = await selectGames(db)
    .where('games.competition_id', '=', competitionId)
    .orderBy('games.date')
    .orderBy('games.time')
    .orderBy('games.field')
    .orderBy('games.id')
    .execute();
  return {
    competition: {
      id: competition.id,
      name: competition.name,
      startDate: competition.start_date,
      endDate: competition.end_date,
      division: competition.division,
    },
    list: await withVolunteers(db, rows),
    entries: await approvedEntries(db, competitionId),
    volunteers: await activeVolunteers(db),
  };
}
