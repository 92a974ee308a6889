// The worked example of USA Ultimate's formats manual (then the Ultimate Players Association's),
// played through the product's tie-breakers with the USA Ultimate rules.
//
// "The UPA Manual of Tournament Formats" (Eric Simon; accepted as the official format document
// for UPA Series tournaments, January 1993; copyright 1994), section 3.1 "The Three team
// tie-breaker problem", as reproduced at
// http://www.cs.rochester.edu/u/ferguson/ultimate/upa-formats/upa-formats-3.html:
//   "Example 1. A beats B 15-12. B beats C 15-12. Now A and C play, and the three-way point
//   differential tie would exist if C beats A by three. Not only is there a three way tie, but if
//   all three scores are identical, none of the other tie-breakers will work. If this is the case,
//   simply add the rule that if the game ends with C beating A by an identical score as the other
//   two, then the game is extended for one more point. […] the team that scores the extra point
//   takes first, the team that gave it up takes third, and the team that has the bye must take
//   second place."
// In its three-team round robin (table 3.1) the rounds are 1 v 3, 2 v 3, 1 v 2, so the game of A
// and C is the last one and B has the bye in it.
import { describe, expect, it } from 'vitest';
import { rankPool, type PoolGameResult } from './tie-breakers';

const game = (
  home: string,
  homeScore: number,
  awayScore: number,
  away: string,
): PoolGameResult => ({ home, away, homeScore, awayScore, state: 'finished' });
const usau = { rules: 'usau' as const, forfeitPoints: 15 };
const firstTwo = [game('A', 15, 12, 'B'), game('B', 15, 12, 'C')];

describe('the formats manual, section 3.1, example 1', () => {
  it('finds that no tie-breaker works when all three scores are identical', () => {
    const ranking = rankPool(['A', 'B', 'C'], [...firstTwo, game('C', 15, 12, 'A')], usau);
    expect(ranking.undecided).toEqual([{ teams: ['A', 'B', 'C'], from: 1, to: 3 }]);
    expect(ranking.standings.every((s) => s.undecided && s.won === 1)).toBe(true);
  });

  it('gives first place to the scorer of the extra point, second to the team with the bye', () => {
    const cScores = rankPool(['A', 'B', 'C'], [...firstTwo, game('C', 16, 12, 'A')], usau);
    expect(cScores.standings.map((s) => [s.team, s.separatedBy])).toEqual([
      ['C', null],
      ['B', 'headToHeadDiff'],
      ['A', 'headToHeadDiff'],
    ]);
    const aScores = rankPool(['A', 'B', 'C'], [...firstTwo, game('C', 15, 13, 'A')], usau);
    expect(aScores.standings.map((s) => s.team)).toEqual(['A', 'B', 'C']);
    expect(aScores.undecided).toEqual([]);
  });
});
