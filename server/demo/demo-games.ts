// Inserts one demo game with both rosters (copied from the clubs' registrations), its volunteer
// assignment and, for live and finished games, the scoring log its scores come from.
import { GAME_RULE_DEFAULTS } from '../../src/contract/game-rule-defaults';
import { refreshPlayerGameById } from '../domain/records/players/refresh-player-game';
import type { GameStatus, Team } from '../db/schema';
import type { DemoContext } from './demo-context';
import { msAt } from './demo-dates';
import { planGameLog, pointOrder, type PlannedLog } from './demo-game-log';

export interface GameSide {
  clubId: number | null;
  name: string;
  roster: { userId: number | null; name: string; number: number | null }[];
}

export interface PlannedGame {
  competitionId: number;
  date: string;
  time: string;
  field: string;
  round: string;
  pool?: string | null;
  home: GameSide;
  away: GameSide;
  volunteerId: number | null;
  /** Whether the volunteer records each team's line (上场名单); a mixed game plays rule A. */
  trackLines?: boolean;
  /** A finished game's final score, or the points played so far of a live one. */
  result:
    | { status: 'finished'; homeScore: number; awayScore: number }
    | { status: 'live'; points: Team[] }
    | { status: 'scheduled' };
}

/**
 * The demo's game rules: every new game's defaults, with caps at 75 and 90 minutes so the demo's
 * logs and pages show a capped game's clock.
 */
export const DEMO_GAME_RULES = {
  points_to_win: GAME_RULE_DEFAULTS.pointsToWin,
  halftime_at: GAME_RULE_DEFAULTS.halftimeAt,
  soft_cap_minutes: 75,
  hard_cap_minutes: 90,
  timeouts_per_half: GAME_RULE_DEFAULTS.timeoutsPerHalf,
} as const;

export async function insertGame(ctx: DemoContext, plan: PlannedGame): Promise<number> {
  const { trx } = ctx;
  const { division } = await trx
    .selectFrom('competitions')
    .select('division')
    .where('id', '=', plan.competitionId)
    .executeTakeFirstOrThrow();
  const game = await trx
    .insertInto('games')
    .values({
      competition_id: plan.competitionId,
      date: plan.date,
      time: plan.time,
      field: plan.field,
      round: plan.round,
      pool: plan.pool ?? null,
      home_club_id: plan.home.clubId,
      away_club_id: plan.away.clubId,
      home_name: plan.home.name,
      away_name: plan.away.name,
      status: 'scheduled',
      ...DEMO_GAME_RULES,
      ratio_rule: division === 'MIX' ? 'A' : null,
      track_lines: plan.trackLines ? 1 : 0,
      home_score: 0,
      away_score: 0,
      began_at: null,
      finished_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();

  const players = (['home', 'away'] as const).flatMap((team) =>
    plan[team].roster.map((p) => ({
      game_id: game.id,
      team,
      user_id: p.userId,
      name: p.name,
      number: p.number,
    })),
  );
  if (players.length > 0) await trx.insertInto('game_players').values(players).execute();
  if (plan.volunteerId !== null) {
    await trx
      .insertInto('volunteer_assignments')
      .values({ game_id: game.id, user_id: plan.volunteerId })
      .execute();
  }
  if (plan.result.status === 'scheduled' || plan.volunteerId === null) return game.id;
  await playGame(ctx, game.id, {
    date: plan.date,
    time: plan.time,
    volunteerId: plan.volunteerId,
    result: plan.result,
  });
  return game.id;
}

/**
 * Plays a game already on the schedule, with both rosters and its volunteer: the scoring log its
 * volunteer's phone would have recorded, and the scores and state that log gives.
 */
export async function playGame(
  ctx: DemoContext,
  gameId: number,
  plan: {
    date: string;
    time: string;
    volunteerId: number;
    result: Exclude<PlannedGame['result'], { status: 'scheduled' }>;
  },
): Promise<void> {
  const { trx, random } = ctx;
  const status: GameStatus = plan.result.status;
  const saved = await trx
    .selectFrom('game_players')
    .select(['id', 'team'])
    .where('game_id', '=', gameId)
    .execute();
  const points =
    plan.result.status === 'live'
      ? plan.result.points
      : pointOrder(random, plan.result.homeScore, plan.result.awayScore);
  const log: PlannedLog = planGameLog(
    random,
    msAt(plan.date, plan.time),
    points,
    saved,
    status === 'finished',
    {
      pointsToWin: DEMO_GAME_RULES.points_to_win,
      softCapMinutes: DEMO_GAME_RULES.soft_cap_minutes,
      hardCapMinutes: DEMO_GAME_RULES.hard_cap_minutes,
    },
  );
  const deviceId = `demo-phone-${plan.volunteerId}`;
  await trx
    .insertInto('game_events')
    .values(
      log.events.map((event, seq) => ({
        ...event,
        game_id: gameId,
        payload: null,
        device_id: deviceId,
        seq: seq + 1,
        received_at: event.at + random.int(300, 4000),
        user_id: plan.volunteerId,
      })),
    )
    .execute();
  await trx
    .updateTable('games')
    .set({
      status,
      home_score: log.homeScore,
      away_score: log.awayScore,
      began_at: log.beganAt,
      finished_at: log.finishedAt,
    })
    .where('id', '=', gameId)
    .execute();
  // The log was written straight, not through the scoring calls: its players' summaries too.
  await refreshPlayerGameById(trx, gameId);
}
