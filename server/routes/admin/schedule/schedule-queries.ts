// What the schedule page reads: a competition's games with their current volunteer, the approved
// entries 主队 and 客队 choose from, and the volunteer accounts 记分员 chooses from.
import type { Kysely, Transaction } from 'kysely';
import type {
  AdminGame,
  CompetitionSchedule,
  ScheduleEntry,
} from '../../../../src/contract/admin-schedule';
import type { Database } from '../../../db/schema';
import { notFound } from '../../../http/business-error';
import { rulesOf } from '../../scoring/game-view';
import { SCHEDULE_MESSAGES as M } from './schedule-messages';

type Db = Kysely<Database> | Transaction<Database>;

const selectGames = (db: Db) =>
  db
    .selectFrom('games')
    .leftJoin('volunteer_assignments as va', (join) =>
      join.onRef('va.game_id', '=', 'games.id').on('va.removed_at', 'is', null),
    )
    .leftJoin('users as v', 'v.id', 'va.user_id')
    .selectAll('games')
    .select(['v.id as volunteer_id', 'v.name as volunteer_name']);

type GameRow = Awaited<ReturnType<ReturnType<typeof selectGames>['executeTakeFirstOrThrow']>>;

const toAdminGame = (row: GameRow): AdminGame => ({
  id: row.id,
  date: row.date,
  time: row.time,
  field: row.field,
  pool: row.pool,
  round: row.round,
  home: { clubId: row.home_club_id, name: row.home_name },
  away: { clubId: row.away_club_id, name: row.away_name },
  status: row.status,
  cancelledAt: row.cancelled_at,
  cancelReason: row.cancel_reason,
  forfeitTeam: row.forfeit_team,
  homeScore: row.home_score,
  awayScore: row.away_score,
  volunteer:
    row.volunteer_id === null ? null : { id: row.volunteer_id, name: row.volunteer_name ?? '' },
  rules: rulesOf(row),
});

export async function findAdminGame(db: Db, id: number): Promise<AdminGame> {
  const row = await selectGames(db).where('games.id', '=', id).executeTakeFirst();
  if (!row) throw notFound(M.game);
  return toAdminGame(row);
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
    .select(['id', 'name', 'start_date', 'end_date'])
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
    },
    list: rows.map(toAdminGame),
    entries: await approvedEntries(db, competitionId),
    volunteers: await activeVolunteers(db),
  };
}
