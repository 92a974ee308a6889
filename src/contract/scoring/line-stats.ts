// Points played and plus-minus (上场次数, 正负值) from the lines recorded with the points
// (docs/scoring-model.md, "Lines"): a player on a team's line gets +1 when that team scored the
// point and −1 when it conceded. Points recorded without that team's line count for nobody.
import type { Team } from '../scoring';

export interface LinePoint {
  team: Team;
  homeLine: readonly number[] | null;
  awayLine: readonly number[] | null;
}

export interface PlayerLineStats {
  played: number;
  plusMinus: number;
}

/** Per game-roster id; players never on a recorded line are absent. */
export function lineStatsOf(points: readonly LinePoint[]): Record<number, PlayerLineStats> {
  const stats: Record<number, PlayerLineStats> = {};
  for (const point of points) {
    for (const team of ['home', 'away'] as const) {
      const line = team === 'home' ? point.homeLine : point.awayLine;
      for (const id of line ?? []) {
        const own = (stats[id] ??= { played: 0, plusMinus: 0 });
        own.played += 1;
        own.plusMinus += point.team === team ? 1 : -1;
      }
    }
  }
  return stats;
}

/** Each team's line of the last point that recorded one: the phone offers it again. */
export function lastLinesOf(points: readonly LinePoint[]): Record<Team, readonly number[] | null> {
  return {
    home: points.findLast((point) => point.homeLine !== null)?.homeLine ?? null,
    away: points.findLast((point) => point.awayLine !== null)?.awayLine ?? null,
  };
}
