// 精神分排名 on the competition page: each team's averages per category and in total, shown once a
// game has finished, and nothing before.
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import type { SpiritStandings } from '../../contract/spirit';
import { envelope } from '../../lib/test-support/fake-fetch';
import { resetLib } from '../../lib/test-support/reset-lib';
import { renderPage } from '../../theme/test-support/render-page';
import { SpiritStandingsSection } from './spirit-standings-section';

beforeEach(resetLib);
afterEach(cleanup);

const answer = (finishedGames: number, standings: SpiritStandings['standings']) => ({
  '/api/competitions/1/spirit': () =>
    envelope({ competitionId: 1, deadline: '2026-11-28', finishedGames, standings }),
});

describe('SpiritStandingsSection', () => {
  test('shows each team’s averages per category and total, best first', async () => {
    renderPage(
      '/match/detail?id=1',
      '/match/detail',
      <SpiritStandingsSection competitionId={1} />,
      answer(2, [
        {
          clubId: 2,
          name: '浦江飞盘',
          received: 2,
          averages: { rules: 3, fouls: 2.5, fairness: 3, attitude: 2, communication: 3.5 },
          total: 14,
        },
        {
          clubId: 1,
          name: '飞羽',
          received: 1,
          averages: { rules: 2, fouls: 2, fairness: 2, attitude: 2, communication: 1 },
          total: 9,
        },
      ]),
    );
    const section = await screen.findByRole('region', { name: '精神分排名' });
    expect(within(section).getByText(/截止 2026-11-28/)).toBeTruthy();
    const table = within(section).getByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      '排名球队规则知识与运用犯规与身体接触公正心态积极态度与自控沟通总分评分数',
      '1浦江飞盘3.002.503.002.003.5014.002',
      '2飞羽2.002.002.002.001.009.001',
    ]);
  });

  test('says no team has given a score yet once a game has finished', async () => {
    renderPage(
      '/match/detail?id=1',
      '/match/detail',
      <SpiritStandingsSection competitionId={1} />,
      answer(1, []),
    );
    const section = await screen.findByRole('region', { name: '精神分排名' });
    expect(within(section).getByText('还没有球队提交精神分。')).toBeTruthy();
  });

  test('shows nothing before any game has finished', async () => {
    const { fetchMock } = renderPage(
      '/match/detail?id=1',
      '/match/detail',
      <SpiritStandingsSection competitionId={1} />,
      answer(0, []),
    );
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    // The answer has been read and checked (its schema loads on demand) before the page settles.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByRole('region', { name: '精神分排名' })).toBeNull();
  });
});
