import { describe, expect, it } from 'vitest';
import { buildFormat } from './build-format';
import { checkFormat } from './check-format';
import { finalPlacements, teamPath } from './final-placements';
import type { BuiltFormat } from './format-types';
import { parseCode, slotCode, slotLabel } from './placeholders';
import {
  refuseSeeds,
  refuseStageStart,
  resolvePlaceholders,
  type FormatResult,
} from './resolve-placeholders';

const eight = (() => {
  const answer = buildFormat('two-pools-semis', 8);
  if (!answer.ok) throw new Error(answer.problems.join());
  return answer.format;
})();
const seeds = ['S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7', 'S8'];

describe('placeholder labels and codes', () => {
  it('names each kind as the issue writes it', () => {
    const codeOf = (n: number) => ({ 1: 'QF1', 2: 'SF2' })[n] ?? String(n);
    const cases = [
      [{ kind: 'poolPlace', stage: 1, pool: 'A', place: 1 }, 'A组第1', 'A1'],
      [{ kind: 'winner', game: 1 }, '第1场胜者', 'W(QF1)'],
      [{ kind: 'loser', game: 2 }, '第2场负者', 'L(SF2)'],
      [{ kind: 'stagePlace', stage: 2, place: 3 }, '第2阶段第3名', '2P3'],
      [{ kind: 'seed', seed: 3 }, '3号种子', 'S3'],
    ] as const;
    for (const [source, label, code] of cases) {
      expect(slotLabel(source)).toBe(label);
      expect(slotCode(source, codeOf)).toBe(code);
    }
  });

  it('reads codes back', () => {
    const lookup = {
      poolStage: (p: string) => (p === 'E' ? 2 : 1),
      gameNumber: (c: string) => (c === 'QF1' ? 7 : null),
    };
    expect(parseCode('E3', lookup)).toEqual({ kind: 'poolPlace', stage: 2, pool: 'E', place: 3 });
    expect(parseCode('L(QF1)', lookup)).toEqual({ kind: 'loser', game: 7 });
    expect(parseCode('W(XX)', lookup)).toBeNull();
    expect(parseCode('what', lookup)).toBeNull();
  });
});

describe('checkFormat, bad formats', () => {
  const broken = (edit: (format: BuiltFormat) => void) => {
    const copy: BuiltFormat = structuredClone(eight);
    edit(copy);
    return checkFormat(copy);
  };
  const final = eight.games.findIndex((g) => g.code === 'F');
  const semi = eight.games.findIndex((g) => g.code === 'SF1');

  it('refuses a placeholder that refers to its own game or to a later one', () => {
    expect(
      broken((f) => {
        f.games[final]!.home = { kind: 'winner', game: final + 1 };
      }),
    ).toContain(`第${final + 1}场的队伍不能来自第${final + 1}场本身`);
    expect(
      broken((f) => {
        f.games[semi]!.home = { kind: 'winner', game: final + 1 };
      }),
    ).toContain(`第${semi + 1}场的队伍来自之后的第${final + 1}场，无法确定`);
    expect(
      broken((f) => {
        f.games[semi]!.home = { kind: 'loser', game: 99 };
      }),
    ).toContain(`第${semi + 1}场引用的第99场不存在`);
  });

  it('refuses two slots filled from the same seed or place, naming both', () => {
    expect(
      broken((f) => {
        f.stages[0]!.pools[1]!.members[0] = { kind: 'seed', seed: 1 };
      }),
    ).toEqual(expect.arrayContaining(['“1号种子”同时填入了A组和B组', '2号种子没有进入任何比赛']));
    expect(
      broken((f) => {
        f.games[semi]!.away = { kind: 'poolPlace', stage: 1, pool: 'A', place: 1 };
      }),
    ).toContain(`“A组第1”同时填入了第${semi + 1}场和第${semi + 1}场`);
  });

  it('refuses a place that does not exist or a stage not yet played', () => {
    expect(
      broken((f) => {
        f.games[semi]!.home = { kind: 'poolPlace', stage: 1, pool: 'C', place: 1 };
      }),
    ).toContain(`第${semi + 1}场引用的“C组第1”不存在`);
    expect(
      broken((f) => {
        f.games[semi]!.home = { kind: 'poolPlace', stage: 2, pool: 'A', place: 1 };
      }),
    ).toContain(`第${semi + 1}场引用的“A组第1”不存在`);
  });
});

/** Pool results: the lower seed number always wins 13-9, so pool places follow the seeds. */
const poolResults = (format: BuiltFormat): FormatResult[] =>
  format.games
    .filter((g) => g.pool !== null)
    .map((g) => {
      const seedOf = (s: typeof g.home) => (s.kind === 'seed' ? s.seed : 0);
      const homeBetter = seedOf(g.home) < seedOf(g.away);
      return {
        game: g.number,
        homeScore: homeBetter ? 13 : 9,
        awayScore: homeBetter ? 9 : 13,
        state: 'finished',
      };
    });

describe('resolvePlaceholders, the progression', () => {
  const resolve = (results: FormatResult[], decisions: string[][] = []) =>
    resolvePlaceholders({
      format: eight,
      seeds,
      results,
      rules: 'wfdf',
      forfeitPoints: 13,
      decisions,
    });
  const semi1 = eight.games.find((g) => g.code === 'SF1')!;

  it('fills nothing of the bracket while a pool game is open', () => {
    const results = poolResults(eight);
    results[0] = { ...results[0]!, state: 'open' };
    const resolved = resolve(results);
    expect(resolved.games[semi1.number - 1]).toMatchObject({ home: null, away: 'S3' });
    expect(refuseStageStart(eight, resolved, 2)).toBe(
      '第2阶段的队伍尚未全部确定：A组第1、A组第2、A组第3、A组第4',
    );
  });

  it('fills the semi-finals once the pools are final, then the final from the semis', () => {
    const results = poolResults(eight);
    const resolved = resolve(results);
    expect(resolved.games[semi1.number - 1]).toMatchObject({ home: 'S1', away: 'S3' });
    expect(refuseStageStart(eight, resolved, 2)).toBeNull();
    const withSemis = [
      ...results,
      { game: semi1.number, homeScore: 10, awayScore: 13, state: 'finished' as const },
      {
        game: semi1.number + 1,
        homeScore: 0,
        awayScore: 0,
        state: 'forfeited' as const,
        forfeitTeam: 'away' as const,
      },
    ];
    const final = eight.games.find((g) => g.code === 'F')!;
    expect(resolve(withSemis).games[final.number - 1]).toMatchObject({ home: 'S3', away: 'S2' });
  });

  it('reads a game kept with the teams that played it, not the teams its slots now give', () => {
    const results = poolResults(eight);
    const winsHome = { homeScore: 13, awayScore: 9, state: 'finished' as const };
    const final = eight.games.find((g) => g.code === 'F')!;
    const withSemis = [
      ...results,
      { game: semi1.number, ...winsHome },
      { game: semi1.number + 1, ...winsHome },
    ];
    const played = new Map([[semi1.number, ['S4', 'S3'] as const]]);
    const resolved = resolvePlaceholders({
      format: eight,
      seeds,
      results: withSemis,
      rules: 'wfdf',
      forfeitPoints: 13,
      played,
    });
    expect(resolved.games[semi1.number - 1]).toMatchObject({
      home: 'S4',
      winner: 'S4',
      fromSlots: ['S1', 'S3'],
    });
    expect(resolved.games[final.number - 1]?.home).toBe('S4');
    expect(resolve(withSemis).games[final.number - 1]?.home).toBe('S1');
  });

  it('stops at a tie only the last resort breaks, and goes on once staff record it', () => {
    // Pool A (S1, S4, S5, S8): S1, S4 and S5 beat each other in a circle by the same score.
    const results = poolResults(eight).map((r) => {
      const game = eight.games[r.game - 1]!;
      const pair = [game.home, game.away]
        .map((s) => (s.kind === 'seed' ? s.seed : 0))
        .sort()
        .join('-');
      if (pair === '1-4')
        return {
          ...r,
          homeScore: game.home.kind === 'seed' && game.home.seed === 4 ? 13 : 9,
          awayScore: game.home.kind === 'seed' && game.home.seed === 4 ? 9 : 13,
        };
      if (pair === '1-5')
        return {
          ...r,
          homeScore: game.home.kind === 'seed' && game.home.seed === 1 ? 13 : 9,
          awayScore: game.home.kind === 'seed' && game.home.seed === 1 ? 9 : 13,
        };
      if (pair === '4-5')
        return {
          ...r,
          homeScore: game.home.kind === 'seed' && game.home.seed === 5 ? 13 : 9,
          awayScore: game.home.kind === 'seed' && game.home.seed === 5 ? 9 : 13,
        };
      return r;
    });
    const waiting = resolve(results);
    expect(waiting.waiting.map((w) => w.message)).toEqual([
      'A组：S1、S4、S5 在第1至第3名之间无法按规则区分，请在控制台记录掷远决胜（各队一名队员从得分线掷盘，离远端点最近者列前）的结果',
    ]);
    expect(waiting.games[semi1.number - 1]).toMatchObject({ home: null, away: 'S3' });
    const decided = resolve(results, [['S5', 'S1', 'S4']]);
    expect(decided.waiting).toEqual([]);
    expect(decided.games[semi1.number - 1]).toMatchObject({ home: 'S5', away: 'S3' });
  });

  it('gives the final places and each team’s path', () => {
    const results = poolResults(eight);
    const bracket = eight.games.filter((g) => g.pool === null);
    const all = [
      ...results,
      ...bracket.map((g) => ({
        game: g.number,
        homeScore: 13,
        awayScore: 11,
        state: 'finished' as const,
      })),
    ];
    const resolved = resolve(all);
    const placements = finalPlacements(eight, resolved);
    expect(placements.complete).toBe(true);
    expect(placements.places.map((p) => p.teams[0])).toEqual([
      'S1',
      'S2',
      'S3',
      'S4',
      'S5',
      'S6',
      'S7',
      'S8',
    ]);
    const path = teamPath(eight, resolved, all, 'S3', 13);
    expect(path.map((s) => [s.code, s.opponent, s.outcome])).toEqual([
      ['PB2', 'S6', 'won'],
      ['PB4', 'S7', 'won'],
      ['PB5', 'S2', 'lost'],
      ['SF1', 'S1', 'lost'],
      ['P3', 'S4', 'won'],
    ]);
  });

  it('refuses seeds that do not fill the format', () => {
    expect(refuseSeeds(eight, seeds.slice(0, 7))).toBe('赛制需要 8 支队伍，排好的种子有 7 支');
    expect(refuseSeeds(eight, [...seeds.slice(0, 7), 'S1'])).toBe('队伍 S1 在种子顺序中出现了两次');
    expect(refuseSeeds(eight, seeds)).toBeNull();
  });
});
