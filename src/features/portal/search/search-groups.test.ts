import { describe, expect, it } from 'vitest';
import type { SearchResult } from '../../../contract/content-home';
import { searchGroups } from './search-groups';

const empty = { total: 0, list: [] };

describe('searchGroups', () => {
  it('keeps the kinds that found something, each row linking to its page', () => {
    const result: SearchResult = {
      keyword: '上海',
      notices: {
        total: 1,
        list: [
          {
            id: 3,
            category: 'notice_competition',
            title: '赛程公布',
            summary: '',
            publishedAt: '2026-11-17T02:00:00.000Z',
          },
        ],
      },
      news: empty,
      competitions: empty,
      clubs: {
        total: 3,
        list: [
          {
            id: 2,
            name: '上海浦江飞盘俱乐部',
            division: 'MIX',
            city: '上海',
            logo: null,
            foundedYear: 2015,
            memberCount: 12,
          },
        ],
      },
      trainings: empty,
    };
    const groups = searchGroups(result);
    expect(groups.map((g) => [g.kind, g.total])).toEqual([
      ['notices', 1],
      ['clubs', 3],
    ]);
    expect(groups[0]?.items[0]).toMatchObject({ to: '/notice/detail/3', category: '赛事通知' });
    expect(groups[1]?.items[0]).toMatchObject({ to: '/club/detail?id=2', category: '混合组' });
  });
});
