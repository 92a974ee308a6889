// The game is a pure function of its rules and its log in play order, never a counter: the server
// derives what it answers from its stored events, the phone what it shows from the server's
// events and its own (docs/scoring-model.md, "Deriving the game"). The log holds only what was
// accepted: what would be refused is left out before (decide, keep-accepted).
import type { GameRules, GameStatus, Ratio, Team } from '../scoring';
import type { ScoringEvent } from './scoring-event';
import { lastLinesOf, lineStatsOf, type PlayerLineStats } from './line-stats';
import { expectedRatiosOf, nextRatioOf, type NextRatio } from './mixed-ratio';
import {
  confirmedScoreIdsOf,
  possibleDuplicatesOf,
  type PossibleDuplicate,
} from './possible-duplicates';

export type CapState = 'none' | 'soft' | 'hard';

export interface TimelinePoint {
  scoreId: string;
  team: Team;
  /** Who recorded it, where known (possible-duplicates.ts). */
  deviceId: string | null;
  recorderId: number | null;
  scorerId: number | null;
  assistId: number | null;
  at: number;
  /** The running score after this point. */
  homeScore: number;
  awayScore: number;
  /** The gender ratio recorded with the point, where recorded (mixed-ratio.ts). */
  ratio: Ratio | null;
  /** Rule A gives this point another ratio than the one recorded: shown, never dropped. */
  ratioMismatch: boolean;
  /** Each team's line, where recorded (line-stats.ts). */
  homeLine: readonly number[] | null;
  awayLine: readonly number[] | null;
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

/** A name or number fix; playerId null adds a player to that team. */
export interface RosterEdit {
  id: string;
  team: Team;
  playerId: number | null;
  name: string;
  number: number | null;
}

export interface GameState {
  status: GameStatus;
  homeScore: number;
  awayScore: number;
  beganAt: number | null;
  finishedAt: number | null;
  /** Reached when a team first gets to the halftime score, counting only scores not voided. */
  halftime: Halftime | null;
  /** The score that wins the game now: pointsToWin, lowered once a cap takes effect. */
  target: number;
  cap: CapState;
  /** When the soft and hard caps fall due (ms since epoch), once the game has begun. */
  capTimes: { soft: number | null; hard: number | null };
  /** The team that has reached the target score (the volunteer may now finish the game). */
  targetReachedBy: Team | null;
  /** The leader once the game is finished; null before, or if tied. */
  winner: Team | null;
  /** Counted points in order; voided ones are left out. */
  timeline: TimelinePoint[];
  /** The point 撤销 voids, or null when there is none. */
  lastScoreId: string | null;
  /** Timeouts per team, counted in the half the game was in when each was taken. */
  timeoutsUsed: Record<Team, TimeoutsUsed>;
  /** Name and number fixes that carry their naming, in log order. */
  rosterEdits: RosterEdit[];
  /** The scores some delete_score voids, whether or not they are in the log. */
  voidedScoreIds: ReadonlySet<string>;
  /** Counted scores that may be one point recorded on two phones, to confirm or undo. */
  possibleDuplicates: PossibleDuplicate[];
  /** A mixed game's next point: its ratio by the game's rule; null for other games. */
  nextRatio: NextRatio | null;
  /** Points played and plus-minus per game-roster id, from the recorded lines. */
  lineStats: Record<number, PlayerLineStats>;
  /** Each team's last recorded line, offered again for the next point. */
  lastLines: Record<Team, readonly number[] | null>;
}

export interface DeriveOptions {
  /** The status the server last gave: it may know a begin or finish this log does not hold. */
  status?: GameStatus;
}

const MINUTE = 60_000;

export const leaderOf = (home: number, away: number): Team | null =>
  home > away ? 'home' : away > home ? 'away' : null;

/** The order of play of stored events: phone time, then the order the server received them, then id. */
export function inPlayOrder<E extends { id: string; at: number; receivedAt: number }>(
  events: readonly E[],
): E[] {
  return [...events].sort(
    (a, b) =>
      a.at - b.at || a.receivedAt - b.receivedAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
}

export function voidedScoreIdsOf(events: readonly ScoringEvent[]): Set<string> {
  return new Set(
    events.flatMap((e) => (e.kind === 'delete_score' && e.targetId !== null ? [e.targetId] : [])),
  );
}

/** The scores that count: every score of the log no delete_score voids, in the log's order. */
export function countedScores<E extends ScoringEvent>(
  events: readonly E[],
): (E & { team: Team })[] {
  const voided = voidedScoreIdsOf(events);
  return events.filter(
    (e): e is E & { team: Team } => e.kind === 'score' && e.team !== null && !voided.has(e.id),
  );
}

const capTimeOf = (beganAt: number | null, minutes: number | null) =>
  beganAt === null || minutes === null ? null : beganAt + minutes * MINUTE;

function statusOf(known: GameStatus, beganAt: number | null, finishedAt: number | null) {
  if (finishedAt !== null || known === 'finished') return 'finished';
  return beganAt !== null || known === 'live' ? 'live' : 'scheduled';
}

/** `events` in play order, holding only what was accepted. */
export function derive(
  rules: GameRules,
  events: readonly ScoringEvent[],
  { status = 'scheduled' }: DeriveOptions = {},
): GameState {
  const beganAt = events.find((e) => e.kind === 'begin')?.at ?? null;
  const finishedAt = events.find((e) => e.kind === 'finish')?.at ?? null;
  const voidedScoreIds = voidedScoreIdsOf(events);
  const capTimes = {
    soft: capTimeOf(beganAt, rules.softCapMinutes),
    hard: capTimeOf(beganAt, rules.hardCapMinutes),
  };
  const score: Record<Team, number> = { home: 0, away: 0 };
  let target = rules.pointsToWin;
  let cap: CapState = 'none';
  let halftime: Halftime | null = null;
  const timeline: TimelinePoint[] = [];
  const timeoutsUsed: Record<Team, TimeoutsUsed> = {
    home: { firstHalf: 0, secondHalf: 0 },
    away: { firstHalf: 0, secondHalf: 0 },
  };
  const rosterEdits: RosterEdit[] = [];

  for (const event of events) {
    const { team } = event;
    if (team === null) continue;
    if (event.kind === 'timeout') {
      timeoutsUsed[team][halftime ? 'secondHalf' : 'firstHalf'] += 1;
    } else if (event.kind === 'save_name' && event.naming) {
      const playerId = event.targetId === null ? null : Number(event.targetId);
      rosterEdits.push({ id: event.id, team, playerId, ...event.naming });
    } else if (event.kind === 'score' && !voidedScoreIds.has(event.id)) {
      score[team] += 1;
      const { home: homeScore, away: awayScore } = score;
      const { id: scoreId, scorerId, assistId, at } = event;
      const source = { deviceId: event.deviceId ?? null, recorderId: event.recorderId ?? null };
      const details = {
        ratio: event.ratio ?? null,
        ratioMismatch: false,
        homeLine: event.homeLine ?? null,
        awayLine: event.awayLine ?? null,
      };
      timeline.push({
        scoreId,
        team,
        scorerId,
        assistId,
        at,
        homeScore,
        awayScore,
        ...source,
        ...details,
      });
      const leading = Math.max(homeScore, awayScore);
      if (halftime === null && leading >= rules.halftimeAt) {
        halftime = { team, scoreId, at, homeScore, awayScore };
      }
      // A cap takes effect when the point in play at the cap time ends, i.e. with this score.
      if (cap === 'none' && capTimes.soft !== null && at >= capTimes.soft) {
        cap = 'soft';
        target = Math.min(target, leading + 1);
      }
      if (cap !== 'hard' && capTimes.hard !== null && at >= capTimes.hard) {
        cap = 'hard';
        target = Math.min(target, homeScore === awayScore ? leading + 1 : leading);
      }
    }
  }

  const ratioRule = rules.ratioRule ?? null;
  expectedRatiosOf(ratioRule, timeline).forEach((expected, index) => {
    const point = timeline[index]!;
    point.ratioMismatch = expected !== null && point.ratio !== null && point.ratio !== expected;
  });
  const shownStatus = statusOf(status, beganAt, finishedAt);
  const leader = leaderOf(score.home, score.away);
  return {
    status: shownStatus,
    homeScore: score.home,
    awayScore: score.away,
    beganAt,
    finishedAt,
    halftime,
    target,
    cap,
    capTimes,
    targetReachedBy: Math.max(score.home, score.away) >= target ? leader : null,
    winner: shownStatus === 'finished' ? leader : null,
    timeline,
    lastScoreId: timeline.at(-1)?.scoreId ?? null,
    timeoutsUsed,
    rosterEdits,
    voidedScoreIds,
    possibleDuplicates: possibleDuplicatesOf(countedScores(events), confirmedScoreIdsOf(events)),
    nextRatio: ratioRule === null ? null : nextRatioOf(ratioRule, timeline),
    lineStats: lineStatsOf(timeline),
    lastLines: lastLinesOf(timeline),
  };
}
