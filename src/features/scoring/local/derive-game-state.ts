// The game as the phone knows it, derived only from the rules and the ordered local log, never
// from counters: the server derives its own view the same way (docs/scoring-model.md, "Deriving
// the game"). Pure, so the screen can recompute it on every change and tests can pin every rule.
import type { GameRules, GameStatus, Team } from '../../../contract/volunteer';
import type { SaveNameAction, ScoreAction, ScoringAction } from './scoring-action';

export type CapState = 'none' | 'soft' | 'hard';

export interface TimelinePoint {
  scoreId: string;
  team: Team;
  scorerId: number | null;
  assistId: number | null;
  at: number;
  /** The running score after this point. */
  homeScore: number;
  awayScore: number;
}

export interface Halftime {
  team: Team;
  scoreId: string;
  at: number;
  homeScore: number;
  awayScore: number;
}

export interface TimeoutsUsed {
  firstHalf: number;
  secondHalf: number;
}

export interface GameState {
  status: GameStatus;
  homeScore: number;
  awayScore: number;
  beganAt: number | null;
  finishedAt: number | null;
  /** Reached when a team first gets to the halftime score. */
  halftime: Halftime | null;
  /** The score that wins the game now: pointsToWin, lowered once a cap takes effect. */
  target: number;
  cap: CapState;
  /** When the soft and hard caps fall due (ms since epoch), once the game has begun. */
  capTimes: { soft: number | null; hard: number | null };
  /** The team that has reached the target score (the volunteer may now finish the game). */
  targetReachedBy: Team | null;
  /** As on the server: the leader once the game is finished; null before, or if tied. */
  winner: Team | null;
  /** Counted points in order; voided ones are left out. */
  timeline: TimelinePoint[];
  /** The point 撤销 voids, or null when there is none. */
  lastScoreId: string | null;
  /** Timeouts taken per team, counted in the half they were taken in (as on the server). */
  timeoutsUsed: Record<Team, TimeoutsUsed>;
  /** Name and number fixes in log order; playerId null adds a player to that team. */
  rosterEdits: SaveNameAction[];
}

const MINUTE = 60_000;

function capTimeOf(beganAt: number | null, minutes: number | null): number | null {
  return beganAt === null || minutes === null ? null : beganAt + minutes * MINUTE;
}

/**
 * The actions the server would count: it refuses a score before the game began, and a score or
 * a void after it finished. `began` says the game was already under way (begun on another phone).
 */
function countedActions(log: readonly ScoringAction[], began: boolean): ScoringAction[] {
  const beginIndex = began ? -1 : log.findIndex((action) => action.type === 'begin');
  const finishIndex = log.findIndex((action) => action.type === 'finish');
  return log.filter((action, index) => {
    const inPlay = action.type === 'score' || action.type === 'timeout';
    if (inPlay && !began && (beginIndex < 0 || index < beginIndex)) return false;
    if (!inPlay && action.type !== 'deleteScore') return true;
    return finishIndex < 0 || index < finishIndex;
  });
}

export interface DeriveOptions {
  /** The game's status as last read from the server, which may know a begin made on another phone. */
  serverStatus?: GameStatus;
}

export function deriveGameState(
  rules: GameRules,
  log: readonly ScoringAction[],
  { serverStatus = 'scheduled' }: DeriveOptions = {},
): GameState {
  const actions = countedActions(log, serverStatus !== 'scheduled');
  const beganAt = actions.find((action) => action.type === 'begin')?.at ?? null;
  const finishedAt = actions.find((action) => action.type === 'finish')?.at ?? null;
  const voided = new Set(
    actions.flatMap((action) => (action.type === 'deleteScore' ? [action.scoreId] : [])),
  );
  const scores = actions.filter(
    (action): action is ScoreAction => action.type === 'score' && !voided.has(action.id),
  );
  const timeouts = actions.filter((action) => action.type === 'timeout');
  const capTimes = {
    soft: capTimeOf(beganAt, rules.softCapMinutes),
    hard: capTimeOf(beganAt, rules.hardCapMinutes),
  };

  let homeScore = 0;
  let awayScore = 0;
  let target = rules.pointsToWin;
  let cap: CapState = 'none';
  let halftime: Halftime | null = null;
  const timeline: TimelinePoint[] = [];
  for (const score of scores) {
    if (score.team === 'home') homeScore += 1;
    else awayScore += 1;
    const point = { ...pointOf(score), homeScore, awayScore };
    timeline.push(point);
    const leading = Math.max(homeScore, awayScore);
    if (halftime === null && leading >= rules.halftimeAt) {
      halftime = { team: score.team, scoreId: score.id, at: score.at, homeScore, awayScore };
    }
    // A cap takes effect when the point in play at the cap time ends, i.e. with this score.
    if (cap === 'none' && capTimes.soft !== null && score.at >= capTimes.soft) {
      cap = 'soft';
      target = Math.min(target, leading + 1);
    }
    if (cap !== 'hard' && capTimes.hard !== null && score.at >= capTimes.hard) {
      cap = 'hard';
      target = Math.min(target, homeScore === awayScore ? leading + 1 : leading);
    }
  }

  const timeoutsUsed: Record<Team, TimeoutsUsed> = {
    home: { firstHalf: 0, secondHalf: 0 },
    away: { firstHalf: 0, secondHalf: 0 },
  };
  for (const timeout of timeouts) {
    const secondHalf = halftime !== null && timeout.at >= halftime.at;
    timeoutsUsed[timeout.team][secondHalf ? 'secondHalf' : 'firstHalf'] += 1;
  }

  return {
    status:
      finishedAt !== null || serverStatus === 'finished'
        ? 'finished'
        : beganAt !== null || serverStatus !== 'scheduled'
          ? 'live'
          : 'scheduled',
    homeScore,
    awayScore,
    beganAt,
    finishedAt,
    halftime,
    target,
    cap,
    capTimes,
    targetReachedBy:
      Math.max(homeScore, awayScore) >= target ? leaderOf(homeScore, awayScore) : null,
    winner: finishedAt !== null ? leaderOf(homeScore, awayScore) : null,
    timeline,
    lastScoreId: timeline.at(-1)?.scoreId ?? null,
    timeoutsUsed,
    rosterEdits: actions.filter((action): action is SaveNameAction => action.type === 'saveName'),
  };
}

function pointOf(score: ScoreAction) {
  return {
    scoreId: score.id,
    team: score.team,
    scorerId: score.scorerId,
    assistId: score.assistId,
    at: score.at,
  };
}

function leaderOf(home: number, away: number): Team | null {
  return home > away ? 'home' : away > home ? 'away' : null;
}
