import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildFormat, gameSlotsCode } from './build-format';
import { checkFormat } from './check-format';
import { finalPlacements } from './final-placements';
import { FORMAT_TEMPLATES, templatesFor } from './format-templates';
import type { BuiltFormat } from './format-types';
import { playOutFormat, randomFrom } from './test-support/play-out-format';

const COUNTS = [...Array.from({ length: 21 }, (_, i) => i + 4), 32];
const teamsOf = (n: number) => Array.from({ length: n }, (_, i) => `T${i + 1}`);

const built = (id: string, n: number, options = {}): BuiltFormat => {
  const answer = buildFormat(id, n, options);
  if (!answer.ok) throw new Error(answer.problems.join('；'));
  return answer.format;
};

describe('templates', () => {
  it('has at least one template for every count from 4 to 24, and 32', () => {
    for (const n of COUNTS) expect(templatesFor(n).length, `${n} teams`).toBeGreaterThan(0);
  });

  it('has the common shapes of the USA Ultimate and WFDF formats', () => {
    const shape = (id: string, n: number) => {
      const format = built(id, n);
      return [
        format.stages.map((s) => s.kind),
        format.stages[0]?.pools.map((p) => p.members.length),
      ];
    };
    expect(shape('two-pools-semis', 8)).toEqual([
      ['pools', 'bracket'],
      [4, 4],
    ]);
    expect(shape('two-pools-crossovers', 12)).toEqual([
      ['pools', 'crossover', 'bracket'],
      [6, 6],
    ]);
    expect(shape('three-pools-position-pools', 12)).toEqual([
      ['pools', 'powerPools', 'bracket'],
      [4, 4, 4],
    ]);
    expect(shape('four-pools-prequarters', 16)).toEqual([
      ['pools', 'bracket'],
      [4, 4, 4, 4],
    ]);
    expect(shape('four-pools-power-pools', 16)).toEqual([
      ['pools', 'powerPools', 'bracket'],
      [4, 4, 4, 4],
    ]);
    expect(shape('four-pools-quarters', 20)).toEqual([
      ['pools', 'bracket'],
      [5, 5, 5, 5],
    ]);
  });

  it('builds every template for every count it fits, each passing the format checks', () => {
    for (const template of FORMAT_TEMPLATES) {
      for (let n = template.minTeams; n <= template.maxTeams; n += 1) {
        const format = built(template.id, n);
        expect(checkFormat(format), `${template.id} ${n}`).toEqual([]);
        expect(format.games.map((g) => g.number)).toEqual(format.games.map((_, i) => i + 1));
        for (const game of format.games) {
          for (const slot of [game.home, game.away]) {
            if (slot.kind === 'winner' || slot.kind === 'loser') {
              const from = format.games[slot.game - 1];
              expect(from && from.round < game.round, `${template.id} ${n} ${game.code}`).toBe(
                true,
              );
            }
          }
        }
      }
    }
  });

  // Plays each template through with random results: every seed plays, every game gets two
  // different teams, no team plays twice in one round, each team's number of games is within what
  // the preview says, and every place 1..N ends with exactly one team.
  for (const template of FORMAT_TEMPLATES) {
    it(`plays ${template.id} out for every count it fits`, () => {
      fc.assert(
        fc.property(
          fc.integer({ min: template.minTeams, max: template.maxTeams }),
          fc.integer(),
          fc.constantFrom('wfdf' as const, 'usau' as const),
          (n, seed, rules) => {
            const format = built(template.id, n);
            const teams = teamsOf(n);
            const random = randomFrom(seed);
            const played = playOutFormat(format, teams, {
              rules,
              forfeitPoints: 13,
              score: () => {
                const loser = Math.floor(random() * 13);
                const kind = random();
                if (kind < 0.05)
                  return { homeScore: 0, awayScore: 0, state: 'forfeited', forfeitTeam: 'away' };
                return random() < 0.5
                  ? { homeScore: 13, awayScore: loser, state: 'finished' }
                  : { homeScore: loser, awayScore: 13, state: 'finished' };
              },
            });
            const games = played.resolved.games;
            const count = new Map(teams.map((t) => [t, 0]));
            const byRound = new Map<number, string[]>();
            for (const game of format.games) {
              const known = games[game.number - 1];
              expect(known?.home && known.away, `${game.code} filled`).toBeTruthy();
              const home = known?.home ?? '';
              const away = known?.away ?? '';
              expect(home).not.toBe(away);
              count.set(home, (count.get(home) ?? 0) + 1);
              count.set(away, (count.get(away) ?? 0) + 1);
              byRound.set(game.round, [...(byRound.get(game.round) ?? []), home, away]);
            }
            for (const [round, playing] of byRound) {
              expect(new Set(playing).size, `round ${round}`).toBe(playing.length);
            }
            for (const [team, games] of count) {
              expect(games, team).toBeGreaterThanOrEqual(format.gamesPerTeam.min);
              expect(games, team).toBeLessThanOrEqual(format.gamesPerTeam.max);
            }
            const placements = finalPlacements(format, played.resolved);
            expect(placements.complete).toBe(true);
            expect(placements.places.map((p) => p.place)).toEqual(
              Array.from({ length: n }, (_, i) => i + 1),
            );
            expect(placements.places.flatMap((p) => p.teams).sort()).toEqual([...teams].sort());
          },
        ),
        { numRuns: 12, seed: 35 },
      );
    });
  }
});

describe('buildFormat, the preview', () => {
  it('writes the 8-team WFDF shape with its placeholders', () => {
    const format = built('two-pools-semis', 8);
    const bracket = format.games.filter((g) => g.pool === null);
    expect(bracket.map((g) => [g.number, g.code, g.round, gameSlotsCode(format, g)])).toEqual([
      [13, 'SF1', 4, 'A1 – B2'],
      [14, 'SF2', 4, 'B1 – A2'],
      [15, '5-8SF1', 4, 'A3 – B4'],
      [16, '5-8SF2', 4, 'B3 – A4'],
      [17, 'F', 5, 'W(SF1) – W(SF2)'],
      [18, 'P3', 5, 'L(SF1) – L(SF2)'],
      [19, 'P5', 5, 'W(5-8SF1) – W(5-8SF2)'],
      [20, 'P7', 5, 'L(5-8SF1) – L(5-8SF2)'],
    ]);
    expect(
      format.stages[0]?.pools.map((p) => p.members.map((m) => (m.kind === 'seed' ? m.seed : 0))),
    ).toEqual([
      [1, 4, 5, 8],
      [2, 3, 6, 7],
    ]);
    expect(format).toMatchObject({ rounds: 5, gamesPerTeam: { min: 5, max: 5 } });
  });

  it('gives the pool winners byes over the pre-quarters, seconds against thirds', () => {
    const format = built('four-pools-prequarters', 16);
    const codes = format.games
      .filter((g) => g.pool === null)
      .map((g) => `${g.code} ${gameSlotsCode(format, g)}`);
    expect(codes.slice(0, 4)).toEqual(['PQ1 B2 – A3', 'PQ2 A2 – B3', 'PQ3 D2 – C3', 'PQ4 C2 – D3']);
    expect(codes.filter((c) => c.startsWith('QF'))).toEqual([
      'QF1 A1 – W(PQ4)',
      'QF2 B1 – W(PQ3)',
      'QF3 C1 – W(PQ2)',
      'QF4 D1 – W(PQ1)',
    ]);
    expect(format.gamesPerTeam).toEqual({ min: 5, max: 7 });
  });

  it('shares the places staff choose not to play out', () => {
    const format = built('four-pools-quarters', 16, { playOut: 8 });
    expect(format.directPlaces.filter((d) => d.shared).map((d) => d.place)).toEqual([
      9, 9, 9, 9, 13, 13, 13, 13,
    ]);
    expect(format.games.some((g) => g.code.startsWith('9-'))).toBe(false);
  });

  it('takes the pool sizes staff choose', () => {
    const format = built('two-pools-semis', 9, { poolSizes: [4, 5] });
    expect(format.stages[0]?.pools.map((p) => p.members.length)).toEqual([4, 5]);
  });

  it('switches crossovers on and off where the template has a sibling with them', () => {
    expect(built('two-pools-semis', 12, { crossovers: true }).templateId).toBe(
      'two-pools-crossovers',
    );
    expect(built('two-pools-crossovers', 12, { crossovers: false }).templateId).toBe(
      'two-pools-semis',
    );
    expect(built('two-pools-semis', 12, { crossovers: false }).templateId).toBe('two-pools-semis');
    const answer = buildFormat('four-pools-quarters', 16, { crossovers: true });
    expect(answer.ok ? [] : answer.problems).toEqual([
      '赛制“四个小组，各组前二进入四分之一决赛，其余名次分组赛出”不能选择是否打交叉赛',
    ]);
  });

  it('refuses what does not fit, in Chinese', () => {
    const problems = (id: string, n: number, options = {}) => {
      const answer = buildFormat(id, n, options);
      return answer.ok ? [] : answer.problems;
    };
    expect(problems('two-pools-semis', 7)).toEqual([
      '赛制“两个小组，交叉半决赛，其余名次逐一赛出”不适用于 7 支队伍',
    ]);
    expect(problems('no-such', 8)).toEqual(['没有名为 no-such 的赛制模板']);
    expect(problems('two-pools-semis', 10, { poolSizes: [4, 5] })).toEqual([
      '各组队数之和（9）与参赛队数（10）不符',
    ]);
    expect(problems('two-pools-semis', 10, { poolSizes: [2, 8] })).toEqual([
      'A组只有 2 队，每组至少需要 3 队',
    ]);
    expect(problems('two-pools-semis', 10, { poolSizes: [10] })).toEqual([
      '该赛制需要 2 个小组，而不是 1 个',
    ]);
    expect(problems('two-pools-semis', 10, { playOut: 11 })).toEqual([
      '决出名次的范围须在第1名到第10名之间',
    ]);
  });
});
