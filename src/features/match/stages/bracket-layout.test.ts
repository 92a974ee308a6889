import { describe, expect, it } from 'vitest';
import { bracketColumns, placeGames } from './bracket-layout';
import { gameTitle } from './game-title';
import { gameTeamsText, sideText } from './stage-side';
import { betterSeedWins, builtFormat, championshipGames } from './test-support/championship-games';

describe('bracketColumns', () => {
  it('lays out 8 teams in two pools with semis: semis in one round, the place games after', () => {
    const columns = bracketColumns(championshipGames(builtFormat('two-pools-semis', 8)), 2);
    expect(columns.map((c) => c.title)).toEqual(['第1轮', '第2轮']);
    expect(columns[0]?.games.map((g) => g.code)).toEqual(['SF1', 'SF2', '5-8SF1', '5-8SF2']);
    expect(columns[1]?.games.map((g) => gameTitle(g.code, g.decides))).toEqual([
      '决赛',
      '第3名争夺赛',
      '第5名争夺赛',
      '第7名争夺赛',
    ]);
  });

  it('leaves pool games out and puts every game after the games it depends on', () => {
    const format = builtFormat('two-pools-crossovers', 12);
    const columns = bracketColumns(championshipGames(format), 2).concat(
      bracketColumns(championshipGames(format), 3),
    );
    const all = columns.flatMap((c) => c.games);
    expect(all.every((g) => g.pool === null)).toBe(true);
    expect(all).toHaveLength(format.games.filter((g) => g.stage > 1).length);
    const columnOf = new Map<number, number>();
    columns.forEach((column, i) => column.games.forEach((g) => columnOf.set(g.number, i)));
    for (const game of all) {
      for (const side of [game.home, game.away]) {
        const source = side.slot.source;
        if (source.kind === 'winner' || source.kind === 'loser') {
          expect(columnOf.get(source.game)).toBeLessThan(columnOf.get(game.number) ?? -1);
        }
      }
    }
  });

  it('has no columns for a stage of pools only', () => {
    expect(bracketColumns(championshipGames(builtFormat('two-pools-semis', 8)), 1)).toEqual([]);
  });

  it('lists the place games best place first', () => {
    const places = placeGames(championshipGames(builtFormat('two-pools-semis', 8)));
    expect(places.map((g) => g.decides?.winner)).toEqual([1, 3, 5, 7]);
  });
});

describe('placeholder labels', () => {
  const format = builtFormat('two-pools-semis', 8);

  it('shows a semi-final by its pool places, pending, until the pools end', () => {
    const semi = championshipGames(format).find((g) => g.code === 'SF1');
    expect(semi && gameTeamsText(semi)).toBe('A组第1 对 B组第2（待定）');
  });

  it('shows the teams once the pools are final', () => {
    const before = championshipGames(format);
    const semi = championshipGames(format, betterSeedWins(before, 1)).find((g) => g.code === 'SF1');
    // Pool A is seeds 1, 4, 5, 8 and pool B 2, 3, 6, 7: A1 is seed 1, B2 seed 3.
    expect(semi && gameTeamsText(semi)).toBe('队1 对 队3');
    expect(semi?.home.slot.label).toBe('A组第1');
  });

  it('names the final by the semis it follows', () => {
    const final = championshipGames(format).find((g) => g.code === 'F');
    expect(final && [sideText(final.home), sideText(final.away)]).toEqual([
      '第13场胜者',
      '第14场胜者',
    ]);
  });
});

describe('gameTitle', () => {
  it.each([
    ['QF2', '四分之一决赛2'],
    ['PQ1', '八分之一决赛1'],
    ['5-8SF1', '第5-8名半决赛1'],
    ['CO3', '交叉赛3'],
    ['PA4', 'A组第4场'],
  ])('%s reads as %s', (code, title) => {
    expect(gameTitle(code)).toBe(title);
  });
});
