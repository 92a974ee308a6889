import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pairNextRound, swissStandings, type SwissGame } from './swiss-pairing';
import { randomFrom } from './test-support/play-out-format';

const teamsOf = (n: number) => Array.from({ length: n }, (_, i) => `T${i + 1}`);
const key = (a: string, b: string) => [a, b].sort().join('-');

/** Brute force: can `teams` be paired (one of them left out when odd, from `byeable`) with no pair in `met`? */
function rematchFreeExists(teams: string[], met: Set<string>, byeable: string[]): boolean {
  const pairUp = (left: string[]): boolean => {
    const [first, ...rest] = left;
    if (first === undefined) return true;
    return rest.some(
      (other, i) => !met.has(key(first, other)) && pairUp(rest.filter((_, j) => j !== i)),
    );
  };
  if (teams.length % 2 === 0) return pairUp(teams);
  return byeable.some((bye) => pairUp(teams.filter((t) => t !== bye)));
}

describe('pairNextRound', () => {
  it('pairs the first round by seed, best against next best', () => {
    const answer = pairNextRound({
      teams: teamsOf(6),
      rounds: 3,
      games: [],
      byes: [],
      forfeitPoints: 13,
    });
    expect(answer).toEqual({
      ok: true,
      round: 1,
      pairs: [
        ['T1', 'T2'],
        ['T3', 'T4'],
        ['T5', 'T6'],
      ],
      bye: null,
      rematches: 0,
    });
  });

  it('refuses a round asked for before the previous one ends, and one past the last', () => {
    const open: SwissGame = {
      round: 1,
      home: 'T1',
      away: 'T2',
      homeScore: 5,
      awayScore: 3,
      state: 'open',
    };
    expect(
      pairNextRound({ teams: teamsOf(4), rounds: 3, games: [open], byes: [], forfeitPoints: 13 }),
    ).toEqual({
      ok: false,
      message: '第1轮还有比赛未结束，不能生成第2轮',
    });
    const done: SwissGame = { ...open, state: 'finished' };
    expect(
      pairNextRound({ teams: teamsOf(2), rounds: 1, games: [done], byes: [], forfeitPoints: 13 }),
    ).toEqual({
      ok: false,
      message: '瑞士轮共 1 轮，已全部生成',
    });
  });

  it('gives the bye to the lowest-ranked team that has not had one', () => {
    const games: SwissGame[] = [
      { round: 1, home: 'T1', away: 'T2', homeScore: 13, awayScore: 5, state: 'finished' },
      { round: 1, home: 'T3', away: 'T4', homeScore: 13, awayScore: 5, state: 'finished' },
    ];
    const answer = pairNextRound({
      teams: teamsOf(5),
      rounds: 3,
      games,
      byes: ['T5'],
      forfeitPoints: 13,
    });
    expect(answer.ok && answer.bye).toBe('T4');
  });

  it('ranks by wins, then goal difference, then goals scored, then seed', () => {
    const games: SwissGame[] = [
      { round: 1, home: 'T1', away: 'T2', homeScore: 13, awayScore: 12, state: 'finished' },
      { round: 1, home: 'T3', away: 'T4', homeScore: 13, awayScore: 5, state: 'finished' },
      {
        round: 1,
        home: 'T5',
        away: 'T6',
        homeScore: 0,
        awayScore: 0,
        state: 'forfeited',
        forfeitTeam: 'home',
      },
    ];
    expect(swissStandings(teamsOf(6), games, 13)).toEqual(['T6', 'T3', 'T1', 'T2', 'T4', 'T5']);
  });

  // Whole Swiss stages of 4 to 10 teams, as many rounds as there are opponents: each round holds
  // every team once (but the bye), and never a rematch while a pairing without one exists.
  it('never pairs a rematch while one is avoidable', () => {
    fc.assert(
      fc.property(fc.integer({ min: 4, max: 10 }), fc.integer(), (n, seed) => {
        const teams = teamsOf(n);
        const random = randomFrom(seed);
        const games: SwissGame[] = [];
        const byes: string[] = [];
        const rounds = n % 2 === 0 ? n - 1 : n;
        for (let round = 1; round <= rounds; round += 1) {
          const answer = pairNextRound({ teams, rounds, games, byes, forfeitPoints: 13 });
          if (!answer.ok) throw new Error(answer.message);
          const seen = answer.pairs.flat().concat(answer.bye === null ? [] : [answer.bye]);
          expect(new Set(seen).size).toBe(n);
          const met = new Set(games.map((g) => key(g.home, g.away)));
          const byeable = teams.filter((t) => !byes.includes(t));
          if (rematchFreeExists(teams, met, byeable.length ? byeable : teams)) {
            expect(answer.rematches).toBe(0);
          }
          if (answer.bye) byes.push(answer.bye);
          for (const [home, away] of answer.pairs) {
            const homeWins = random() < 0.5;
            const loser = Math.floor(random() * 13);
            games.push({
              round,
              home,
              away,
              homeScore: homeWins ? 13 : loser,
              awayScore: homeWins ? loser : 13,
              state: 'finished',
            });
          }
        }
      }),
      { numRuns: 60, seed: 35 },
    );
  });
});
