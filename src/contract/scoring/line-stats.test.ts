import { describe, expect, it } from 'vitest';
import type { Team } from '../scoring';
import { derive } from './derive';
import { lastLinesOf, lineStatsOf } from './line-stats';
import type { ScoringEvent } from './scoring-event';
import { event, RULES, START, voidOf } from './scoring-test-events';

const point = (team: Team, homeLine: number[] | null, awayLine: number[] | null) => ({
  team,
  homeLine,
  awayLine,
});

describe('lineStatsOf', () => {
  it('counts points played and plus-minus for each player on a recorded line', () => {
    const stats = lineStatsOf([
      point('home', [1, 2, 3], [11, 12]),
      point('away', [1, 4], [11, 13]),
      point('home', [2, 3], null),
    ]);
    expect(stats[1]).toEqual({ played: 2, plusMinus: 0 });
    expect(stats[2]).toEqual({ played: 2, plusMinus: 2 });
    expect(stats[4]).toEqual({ played: 1, plusMinus: -1 });
    expect(stats[11]).toEqual({ played: 2, plusMinus: 0 });
    expect(stats[12]).toEqual({ played: 1, plusMinus: -1 });
    expect(stats[13]).toEqual({ played: 1, plusMinus: 1 });
    expect(stats[99]).toBeUndefined();
  });

  it('remembers each team’s last recorded line', () => {
    expect(lastLinesOf([point('home', [1, 2], [11]), point('away', [3], null)])).toEqual({
      home: [3],
      away: [11],
    });
  });
});

describe('derive with lines', () => {
  it('leaves undone points out of points played and plus-minus', () => {
    const log: ScoringEvent[] = [
      event('b', 'begin', START),
      event('p1', 'score', START + 1000, { team: 'home', homeLine: [1, 2], awayLine: [11] }),
      event('p2', 'score', START + 2000, { team: 'away', homeLine: [1, 3], awayLine: [11] }),
      event(voidOf('p2').id, 'delete_score', START + 3000, { targetId: 'p2' }),
    ];
    const state = derive(RULES, log);
    expect(state.lineStats).toEqual({
      1: { played: 1, plusMinus: 1 },
      2: { played: 1, plusMinus: 1 },
      11: { played: 1, plusMinus: -1 },
    });
    expect(state.lastLines).toEqual({ home: [1, 2], away: [11] });
  });
});
