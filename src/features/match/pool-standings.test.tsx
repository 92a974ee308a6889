// One table per pool, each under its own heading, with the ranking rules under the tables.
import { ChakraProvider } from '@chakra-ui/react';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import type { CompetitionDetail, Standing } from '../../contract/content-competition';
import { appSystem } from '../../theme/system';
import { PoolStandings } from './pool-standings';

afterEach(cleanup);

const row = (clubId: number, name: string, won: number): Standing => ({
  clubId,
  name,
  played: 3,
  won,
  lost: 3 - won,
  pointsFor: 40,
  pointsAgainst: 40,
  diff: 0,
});

const show = (competition: Pick<CompetitionDetail, 'standings' | 'pools' | 'rankingRules'>) =>
  render(
    <ChakraProvider value={appSystem()}>
      <PoolStandings competition={competition} />
    </ChakraProvider>,
  );

describe('PoolStandings', () => {
  test('shows each pool in its own table and the rules under them', () => {
    const a = [row(1, '深圳湾', 3), row(2, '北京飞羽', 0)];
    const b = [row(3, '西安长安', 3), row(4, '成都熊猫', 1)];
    show({
      standings: [...a, ...b],
      pools: [
        { pool: 'A组', standings: a },
        { pool: 'B组', standings: b },
      ],
      rankingRules: ['按WFDF规则排名：', '胜场多者列前；', '再比较净胜分。'],
    });
    const poolA = screen.getByRole('region', { name: 'A组积分榜' });
    const poolB = screen.getByRole('region', { name: 'B组积分榜' });
    expect(within(poolA).getAllByText('深圳湾').length).toBeGreaterThan(0);
    expect(within(poolA).queryAllByText('西安长安')).toHaveLength(0);
    expect(within(poolB).getAllByText('西安长安').length).toBeGreaterThan(0);
    expect(within(poolB).queryAllByText('北京飞羽')).toHaveLength(0);
    const rules = screen.getByText('排名规则（同一表内）').parentElement as HTMLElement;
    expect(
      within(rules)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['胜场多者列前；', '再比较净胜分。']);
    // The line naming the rule set introduces the steps; it is not one of them.
    expect(within(rules).getByText('按WFDF规则排名：').closest('li')).toBeNull();
  });

  test('shows an answer cached before pools existed as one table', () => {
    const cached = { standings: [row(1, '深圳湾', 3)] } as Pick<
      CompetitionDetail,
      'standings' | 'pools' | 'rankingRules'
    >;
    show(cached);
    expect(screen.queryAllByRole('region')).toHaveLength(0);
    expect(screen.getAllByText('深圳湾').length).toBeGreaterThan(0);
  });
});
