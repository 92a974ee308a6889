// Games with their teams' logos, and the rows competition statistics are derived from.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { visibleAt } from '../../db/query-helpers';
import type { GameDetail, GameSummary } from '../../../src/contract/content-competition';
import { contentVersion, gameVersionOf } from '../../answers/answer-versions';
import { lineStatsOf } from '../../../src/contract/scoring/line-stats';
import { pointDetailsOf, type PointDetails } from '../../../src/contract/scoring/scoring-event';
import {
  countedScores,
  timelineOf,
  type StatsEvent,
  type StatsGame,
  type StatsPlayer,
} from '../competitions/competition-stats';
import { placeholdersOf } from '../competitions/stages/game-progress';

function gameRows(db: Kysely<Database>) {
  return db
    .selectFrom('games as g')
    .leftJoin('clubs as hc', 'hc.id', 'g.home_club_id')
    .leftJoin('clubs as ac', 'ac.id', 'g.away_club_id')
    .selectAll('g')
    .select(['hc.logo as home_logo', 'ac.logo as away_logo']);
}
type GameRow = Awaited<ReturnType<ReturnType<typeof gameRows>['executeTakeFirstOrThrow']>>;

const toSummary = (row: GameRow): GameSummary => summaryOf(row, placeholdersOf(row));

const summaryOf = (row: GameRow, open: ReturnType<typeof placeholdersOf>): GameSummary => ({
  id: row.id,
  competitionId: row.competition_id,
  date: row.date,
  time: row.time,
  field: row.field,
  round: row.round,
  status: row.status,
  home: { clubId: row.home_club_id, name: row.home_name, logo: row.home_logo },
  away: { clubId: row.away_club_id, name: row.away_name, logo: row.away_logo },
  homeScore: row.home_score,
  awayScore: row.away_score,
  cancelled: row.cancelled_at !== null,
  forfeitTeam: row.forfeit_team,
  ...(row.format_game === null ? {} : { homePlaceholder: open.home, awayPlaceholder: open.away }),
});

function gamesInPlayOrder(
  db: Kysely<Database>,
  competitionIds: readonly number[],
  fromDate?: string,
) {
  return gameRows(db)
    .where('g.competition_id', 'in', competitionIds)
    .$if(fromDate !== undefined, (qb) => qb.where('g.date', '>=', fromDate as string))
    .orderBy('g.date')
    .orderBy('g.time')
    .orderBy('g.id');
}

/** Games of these competitions in playing order, optionally only from a date on. */
export async function gamesOf(
  db: Kysely<Database>,
  competitionIds: readonly number[],
  fromDate?: string,
): Promise<GameSummary[]> {
  if (competitionIds.length === 0) return [];
  return (await gamesInPlayOrder(db, competitionIds, fromDate).execute()).map(toSummary);
}

/**
 * The content counter and each game's, in playing order. Staff corrections, cancellations and
 * roster edits raise the content counter, points and renames the game's: a game's rows are read
 * again when either moved since they were kept.
 */
export interface GameVersions {
  content: number;
  games: ReadonlyMap<number, number>;
}

/**
 * One competition's games in playing order, as the page lists them and as statistics count them,
 * with the counters their logs are kept under (game-rows-cache.ts), read in the same statement.
 */
export async function competitionGamesOf(db: Kysely<Database>, competitionId: number) {
  const [rows, competition] = await Promise.all([
    gamesInPlayOrder(db, [competitionId])
      .select((eb) => [
        gameVersionOf(eb.ref('g.id')).as('version'),
        contentVersion().as('content_version'),
      ])
      .execute(),
    db
      .selectFrom('competitions')
      .select('forfeit_points')
      .where('id', '=', competitionId)
      .executeTakeFirst(),
  ]);
  const forfeitPoints = competition?.forfeit_points ?? 0;
  const versions: GameVersions = {
    content: rows[0]?.content_version ?? 0,
    games: new Map(rows.map((row) => [row.id, row.version ?? 0])),
  };
  return {
    versions,
    games: rows.map(toSummary),
    statsGames: rows.map((row): StatsGame => ({
      id: row.id,
      status: row.status,
      homeClubId: row.home_club_id,
      awayClubId: row.away_club_id,
      homeName: row.home_name,
      awayName: row.away_name,
      pool: row.pool,
      cancelled: row.cancelled_at !== null,
      forfeitTeam: row.forfeit_team,
      forfeitPoints,
    })),
  };
}

/** The log rows statistics need: scores, the deletions that void them, and renames. */
export async function scoringEventsOf(
  db: Kysely<Database>,
  gameIds: readonly number[],
): Promise<StatsEvent[]> {
  if (gameIds.length === 0) return [];
  const rows = await db
    .selectFrom('game_events')
    .select([
      'id',
      'game_id',
      'kind',
      'team',
      'scorer_id',
      'assist_id',
      'target_id',
      'at',
      'received_at',
      'payload',
    ])
    .where('game_id', 'in', gameIds)
    .where('kind', 'in', ['score', 'delete_score', 'save_name'])
    .execute();
  return rows.map((row) => ({
    id: row.id,
    gameId: row.game_id,
    kind: row.kind,
    team: row.team,
    scorerId: row.scorer_id,
    assistId: row.assist_id,
    targetId: row.target_id,
    at: Number(row.at),
    receivedAt: Number(row.received_at),
    ...linesOf(row),
  }));
}

/** A score's recorded lines, from its payload (server/domain/games-and-scoring/record-action.ts writes it). */
function linesOf(row: { kind: string; payload: string | null }) {
  if (row.kind !== 'score' || row.payload === null) return {};
  const { homeLine, awayLine } = pointDetailsOf(JSON.parse(row.payload) as PointDetails);
  return { homeLine, awayLine };
}

export async function gamePlayersOf(db: Kysely<Database>, gameIds: readonly number[]) {
  if (gameIds.length === 0) return [];
  return db
    .selectFrom('game_players')
    .select(['id', 'game_id', 'team', 'user_id', 'name', 'number'])
    .where('game_id', 'in', gameIds)
    .orderBy('number')
    .orderBy('id')
    .execute();
}

export const toStatsPlayer = (row: {
  id: number;
  game_id: number;
  team: StatsPlayer['team'];
  user_id: number | null;
  name: string;
}): StatsPlayer => ({
  id: row.id,
  gameId: row.game_id,
  team: row.team,
  userId: row.user_id,
  name: row.name,
});

/** A game of a competition visitors may see at `now` (a draft's games answer as missing). */
export async function findGameDetail(
  db: Kysely<Database>,
  id: number,
  now: string,
): Promise<GameDetail | undefined> {
  // The log is read beside the game, not after it: a rebuild after every point costs one round
  // trip, and the log of a game no visitor may see is read and dropped.
  const [row, players, events] = await Promise.all([
    gameRows(db)
      .innerJoin('competitions', 'competitions.id', 'g.competition_id')
      .select('competitions.name as competition_name')
      .where('g.id', '=', id)
      .where(visibleAt(now, 'competitions'))
      .executeTakeFirst(),
    gamePlayersOf(db, [id]),
    scoringEventsOf(db, [id]),
  ]);
  if (!row) return undefined;
  const lines = lineStatsOf(
    countedScores(events).map((e) => ({
      team: e.team ?? 'home',
      homeLine: e.homeLine ?? null,
      awayLine: e.awayLine ?? null,
    })),
  );
  const roster = (team: 'home' | 'away') =>
    players
      .filter((p) => p.team === team)
      .map((p) => ({
        id: p.id,
        userId: p.user_id,
        name: p.name,
        number: p.number,
        ...(lines[p.id] ? { line: lines[p.id] } : {}),
      }));
  return {
    ...toSummary(row),
    competitionName: row.competition_name,
    pointsToWin: row.points_to_win,
    halftimeAt: row.halftime_at,
    softCapMinutes: row.soft_cap_minutes,
    hardCapMinutes: row.hard_cap_minutes,
    timeoutsPerHalf: row.timeouts_per_half,
    beganAt: row.began_at === null ? null : Number(row.began_at),
    finishedAt: row.finished_at === null ? null : Number(row.finished_at),
    homeRoster: roster('home'),
    awayRoster: roster('away'),
    timeline: timelineOf(events, players.map(toStatsPlayer)),
  };
}
