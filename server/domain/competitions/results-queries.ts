// What the console's results pages read: a competition's standings per pool and its games with
// their results, and one game's rosters, counted points and staff corrections. The standings are
// the public page's (competition-stats.ts), so both show the same table.
import type { Kysely } from 'kysely';
import type { Database, Game } from '../../db/schema';
import type {
  CompetitionResults,
  Correction,
  GameResult,
  ResultGame,
} from '../../../src/contract/admin-results';
import { poolStandingsOf, timelineOf } from './competition-stats';
import { poolDecisionsOf } from './stages/public-championship';
import {
  competitionGamesOf,
  gamePlayersOf,
  scoringEventsOf,
  toStatsPlayer,
} from '../games-and-scoring/game-queries';
import { CONSOLE_DEVICE } from '../games-and-scoring/record-correction';

type Db = Kysely<Database>;

/** How many corrections each game's log holds. */
async function correctionCounts(db: Db, gameIds: readonly number[]) {
  if (gameIds.length === 0) return new Map<number, number>();
  const rows = await db
    .selectFrom('game_events')
    .select(['game_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('game_id', 'in', gameIds)
    .where('device_id', '=', CONSOLE_DEVICE)
    .groupBy('game_id')
    .execute();
  return new Map(rows.map((row) => [row.game_id, Number(row.n)]));
}

export const toResultGame = (row: Game, corrections: number): ResultGame => ({
  id: row.id,
  date: row.date,
  time: row.time,
  field: row.field,
  pool: row.pool,
  round: row.round,
  homeName: row.home_name,
  awayName: row.away_name,
  status: row.status,
  homeScore: row.home_score,
  awayScore: row.away_score,
  cancelled: row.cancelled_at !== null,
  cancelReason: row.cancel_reason,
  forfeitTeam: row.forfeit_team,
  corrections,
});

/** A competition's games in playing order, as results. */
export async function resultGamesOf(db: Db, competitionId: number): Promise<ResultGame[]> {
  const rows = await db
    .selectFrom('games')
    .selectAll()
    .where('competition_id', '=', competitionId)
    .orderBy('date')
    .orderBy('time')
    .orderBy('id')
    .execute();
  const counts = await correctionCounts(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toResultGame(row, counts.get(row.id) ?? 0));
}

export async function findCompetitionResults(
  db: Db,
  id: number,
): Promise<CompetitionResults | undefined> {
  const competition = await db
    .selectFrom('competitions')
    .select(['id', 'name', 'forfeit_points', 'tie_break_rules'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!competition) return undefined;
  const [{ statsGames }, games, approved, decisions] = await Promise.all([
    competitionGamesOf(db, id),
    resultGamesOf(db, id),
    db
      .selectFrom('registrations as r')
      .innerJoin('clubs as c', 'c.id', 'r.club_id')
      .select(['c.id as clubId', 'c.name'])
      .where('r.competition_id', '=', id)
      .where('r.status', '=', 'approved')
      .orderBy('r.id')
      .execute(),
    poolDecisionsOf(db, id),
  ]);
  const events = await scoringEventsOf(
    db,
    games.map((game) => game.id),
  );
  return {
    competition: {
      id: competition.id,
      name: competition.name,
      forfeitPoints: competition.forfeit_points,
    },
    pools: poolStandingsOf(statsGames, events, approved, {
      rules: competition.tie_break_rules,
      decisions,
    }),
    games,
  };
}

/** The corrections of one game, oldest first, with the staff member who made each. */
async function correctionsOf(db: Db, gameId: number): Promise<Correction[]> {
  const rows = await db
    .selectFrom('game_events as e')
    .innerJoin('users as u', 'u.id', 'e.user_id')
    .select(['e.id', 'e.kind', 'e.team', 'e.payload', 'e.received_at', 'u.name'])
    .where('e.game_id', '=', gameId)
    .where('e.device_id', '=', CONSOLE_DEVICE)
    .orderBy('e.received_at')
    .execute();
  return rows.flatMap((row) =>
    row.kind === 'score' || row.kind === 'delete_score'
      ? [
          {
            id: row.id,
            kind: row.kind,
            team: row.team,
            staffName: row.name,
            at: new Date(Number(row.received_at)).toISOString(),
            reason: reasonOf(row.payload),
          },
        ]
      : [],
  );
}

function reasonOf(payload: string | null): string {
  if (payload === null) return '';
  const parsed = JSON.parse(payload) as { reason?: unknown };
  return typeof parsed.reason === 'string' ? parsed.reason : '';
}

export async function findGameResult(db: Db, id: number): Promise<GameResult | undefined> {
  const row = await db
    .selectFrom('games as g')
    .innerJoin('competitions as c', 'c.id', 'g.competition_id')
    .selectAll('g')
    .select(['c.name as competition_name', 'c.forfeit_points'])
    .where('g.id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  const [players, events, corrections] = await Promise.all([
    gamePlayersOf(db, [id]),
    scoringEventsOf(db, [id]),
    correctionsOf(db, id),
  ]);
  const corrected = new Set(corrections.map((c) => c.id));
  const roster = (team: 'home' | 'away') =>
    players
      .filter((p) => p.team === team)
      .map((p) => ({ id: p.id, userId: p.user_id, name: p.name, number: p.number }));
  const { competition_name: competitionName, forfeit_points: forfeitPoints, ...game } = row;
  return {
    game: {
      ...toResultGame(game, corrections.length),
      competitionId: game.competition_id,
      competitionName,
      forfeitPoints,
    },
    homeRoster: roster('home'),
    awayRoster: roster('away'),
    points: timelineOf(events, players.map(toStatsPlayer)).map((point) => ({
      id: point.id,
      team: point.team,
      scorer: point.scorer,
      assist: point.assist,
      homeScore: point.homeScore,
      awayScore: point.awayScore,
      corrected: corrected.has(point.id),
    })),
    corrections,
  };
}

/** The competition's id when there is one under `id`. */
export const findCompetitionId = (db: Kysely<Database>, id: number) =>
  db.selectFrom('competitions').select('id').where('id', '=', id).executeTakeFirst();
