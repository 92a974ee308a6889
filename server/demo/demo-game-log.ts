// A believable scoring log for a demo game: begin, every point with a scorer and an assist from
// the team's game roster, now and then a score entered by mistake and voided at once (a
// delete_score event), and finish. The games row's scores are then what this log gives.
import type { GameEventKind, Team } from '../db/schema';
import type { SeededRandom } from './seeded-random';

export interface LogPlayer {
  /** game_players id */
  id: number;
  team: Team;
}

export interface LogEvent {
  id: string;
  kind: GameEventKind;
  team: Team | null;
  scorer_id: number | null;
  assist_id: number | null;
  target_id: string | null;
  at: number;
}

export interface PlannedLog {
  events: LogEvent[];
  homeScore: number;
  awayScore: number;
  beganAt: number;
  finishedAt: number | null;
}

/** A few players of each team get most of the goals, as in real games. */
function shooterPool(random: SeededRandom, players: readonly LogPlayer[]): number[] {
  const ids = random.shuffle(players.map((p) => p.id));
  return [...ids, ...ids.slice(0, 3), ...ids.slice(0, 3), ...ids.slice(0, 1)];
}

/** The game's target and caps, in minutes from its start. */
export interface LogTiming {
  pointsToWin: number;
  softCapMinutes: number;
  hardCapMinutes: number;
}

/**
 * Spreads the points of a finished game over the time its result needs: a game won at the target
 * ends before the soft cap would have lowered it, and a game that ended short of the target
 * (randomResult's hard-capped games) plays its last point just after the hard cap went off.
 */
function fitToCaps(events: LogEvent[], startMs: number, timing: LogTiming, capped: boolean) {
  const last = events[events.length - 1];
  if (!last || last.at <= startMs) return;
  const played = last.at - startMs;
  const minute = 60 * 1000;
  // Games won at the target end 2 to 12 minutes before the soft cap, varied by their own length.
  const wanted = capped
    ? (timing.hardCapMinutes + 1) * minute
    : Math.min(played, (timing.softCapMinutes - 2) * minute - (played % (10 * minute)));
  for (const event of events)
    event.at = startMs + Math.round(((event.at - startMs) * wanted) / played);
}

/**
 * `points` is the order in which the teams scored. `finished` adds the finish event, with the
 * points fitted to the caps of `timing`; a live game stops after the last point.
 */
export function planGameLog(
  random: SeededRandom,
  startMs: number,
  points: readonly Team[],
  players: readonly LogPlayer[],
  finished: boolean,
  timing: LogTiming,
): PlannedLog {
  const pools = {
    home: shooterPool(
      random,
      players.filter((p) => p.team === 'home'),
    ),
    away: shooterPool(
      random,
      players.filter((p) => p.team === 'away'),
    ),
  };
  const pair = (team: Team): [number | null, number | null] => {
    const pool = pools[team];
    if (pool.length === 0) return [null, null];
    const scorer = random.pick(pool);
    const assists = pool.filter((id) => id !== scorer);
    return [scorer, assists.length > 0 && random.chance(0.9) ? random.pick(assists) : null];
  };
  const events: LogEvent[] = [];
  const at = { now: startMs };
  const push = (
    kind: GameEventKind,
    team: Team | null,
    scorer: number | null = null,
    assist: number | null = null,
    target: string | null = null,
  ) => {
    const event = {
      id: random.uuid(),
      kind,
      team,
      scorer_id: scorer,
      assist_id: assist,
      target_id: target,
      at: at.now,
    };
    events.push(event);
    return event;
  };

  push('begin', null);
  const score = { home: 0, away: 0 };
  points.forEach((team, index) => {
    at.now += random.int(90, 330) * 1000;
    if (index > 0 && random.chance(0.06)) {
      // Wrong team tapped, voided a few seconds later: this point must not count anywhere.
      const other: Team = team === 'home' ? 'away' : 'home';
      const [scorer, assist] = pair(other);
      const mistake = push('score', other, scorer, assist);
      at.now += random.int(5, 20) * 1000;
      push('delete_score', null, null, null, mistake.id);
      at.now += 1000;
    }
    const [scorer, assist] = pair(team);
    push('score', team, scorer, assist);
    score[team] += 1;
  });
  let finishedAt: number | null = null;
  if (finished) {
    fitToCaps(events, startMs, timing, Math.max(score.home, score.away) < timing.pointsToWin);
    at.now = (events[events.length - 1]?.at ?? startMs) + 60 * 1000;
    finishedAt = at.now;
    push('finish', null);
  }
  return { events, homeScore: score.home, awayScore: score.away, beganAt: startMs, finishedAt };
}

/**
 * The order of points of a finished game that ends `homeScore`:`awayScore`: shuffled, with the
 * winner scoring the last point (the game ends on it).
 */
export function pointOrder(random: SeededRandom, homeScore: number, awayScore: number): Team[] {
  const winner: Team = homeScore > awayScore ? 'home' : 'away';
  const before = [
    ...Array.from({ length: winner === 'home' ? homeScore - 1 : homeScore }, () => 'home' as const),
    ...Array.from({ length: winner === 'away' ? awayScore - 1 : awayScore }, () => 'away' as const),
  ];
  return [...random.shuffle(before), winner];
}
