// The championship on the competition page: placeholders read as their Chinese labels and are
// marked 待定 until the pools end, then the teams show; the bracket is laid out round by round;
// pool rows carry the server's tie-break note; placements come only once every place is known.
import { ChakraProvider } from '@chakra-ui/react';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import type { Championship } from '../../../contract/championship';
import type { StandingPool } from '../../../contract/content-competition';
import { appSystem } from '../../../theme/system';
import { ChampionshipStages } from './championship-stages';
import { betterSeedWins, builtFormat, championshipGames } from './test-support/championship-games';

afterEach(cleanup);

const format = builtFormat('two-pools-semis', 8);

function championship(games = championshipGames(format)): Championship {
  return {
    templateId: format.templateId,
    name: format.name,
    teams: 8,
    rules: 'wfdf',
    rulesLabel: '世界飞盘联合会（WFDF）排名规则',
    rounds: format.rounds,
    gamesPerTeam: format.gamesPerTeam,
    stages: format.stages.map((stage) => ({
      number: stage.number,
      kind: stage.kind,
      name: stage.kind === 'pools' ? '小组循环赛' : '淘汰赛与排位赛',
      pools: stage.pools.map((pool) => ({
        name: pool.name,
        members: pool.members.map((source) => ({
          source,
          label: source.kind === 'seed' ? `${source.seed}号种子` : '',
          code: '',
        })),
      })),
      swissRounds: 0,
      swissRoundsPaired: 0,
    })),
    games,
    placements: { places: [], complete: false },
    paths: [],
    waiting: [],
  };
}

const show = (c: Championship, pools: StandingPool[] = []) =>
  render(
    <ChakraProvider value={appSystem()}>
      <ChampionshipStages championship={c} pools={pools} />
    </ChakraProvider>,
  );

const cardOf = (code: string) => {
  const card = document.querySelector<HTMLElement>(`[data-game-code="${code}"]`);
  if (!card) throw new Error(`no card ${code}`);
  return within(card);
};

describe('ChampionshipStages', () => {
  test('shows a semi-final by its placeholders, marked 待定, before the pools end', () => {
    show(championship());
    const semi = cardOf('SF1');
    expect(semi.getByText('半决赛1')).toBeTruthy();
    expect(semi.getByText('A组第1')).toBeTruthy();
    expect(semi.getByText('B组第2')).toBeTruthy();
    expect(semi.getByText(/待定/)).toBeTruthy();
    const final = cardOf('F');
    expect(final.getByText('决赛')).toBeTruthy();
    expect(final.getByText('第13场胜者')).toBeTruthy();
  });

  test('shows the teams once the pools are final, each with the slot it came from', () => {
    const games = championshipGames(format, betterSeedWins(championshipGames(format), 1));
    show(championship(games));
    const semi = cardOf('SF1');
    expect(semi.getByText('队1')).toBeTruthy();
    expect(semi.getByText('队3')).toBeTruthy();
    expect(semi.getByText('A组第1')).toBeTruthy();
    expect(semi.queryByText(/待定/)).toBeNull();
  });

  test('lays the bracket out round by round, each round named with its number of games', () => {
    show(championship());
    const bracket = screen.getByRole('region', { name: '淘汰赛与排位赛对阵图' });
    const rounds = within(bracket).getAllByRole('heading', { level: 4 });
    expect(rounds.map((h) => h.textContent)).toEqual(['第1轮（4 场）', '第2轮（4 场）']);
  });

  test("puts the server's tie-break note under the team it separated", () => {
    const row = (clubId: number, won: number, tieBreak: string | null) => ({
      clubId,
      name: `队${clubId}`,
      played: 3,
      won,
      lost: 3 - won,
      pointsFor: 40,
      pointsAgainst: 40,
      diff: 0,
      place: 0,
      tieBreak,
      undecided: false,
    });
    show(championship(), [
      {
        pool: 'A',
        stage: 1,
        standings: [
          row(1, 2, null),
          row(4, 2, '同分，按相互胜负'),
          row(5, 1, null),
          row(8, 1, null),
        ],
      },
    ]);
    const poolA = screen.getByRole('region', { name: 'A组' });
    const second = within(poolA).getByRole('rowheader', { name: /队4/ });
    expect(second.textContent).toContain('同分，按相互胜负');
  });

  test('says placements come at the end until every place is known, then lists them', () => {
    show(championship());
    expect(screen.getByText('全部比赛结束后公布最终名次。')).toBeTruthy();
    cleanup();
    show({
      ...championship(),
      placements: {
        complete: true,
        places: [
          { place: 1, teams: [{ clubId: 1, name: '队1' }], shared: false },
          { place: 2, teams: [{ clubId: 3, name: '队3' }], shared: false },
        ],
      },
    });
    const list = screen.getByRole('list', { name: '最终名次' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['第1名队1', '第2名队3']);
  });
});

describe('a forfeited game', () => {
  test('is won in bold by the side that came, the other marked 弃权', () => {
    const games = championshipGames(format, betterSeedWins(championshipGames(format), 1));
    const semi = games.find((g) => g.code === 'SF1');
    if (!semi) throw new Error('no SF1');
    Object.assign(semi, { forfeitTeam: 'home', homeScore: 0, awayScore: 0 });
    show(championship(games));
    const card = cardOf('SF1');
    expect(card.getByText('弃权', { selector: 'span' })).toBeTruthy();
    expect(getComputedStyle(card.getByText('队3')).fontWeight).toMatch(/bold|700/);
    expect(getComputedStyle(card.getByText('队1')).fontWeight).not.toMatch(/bold|700/);
  });
});
