// One key per read on both sides: the server seeds a rendered page's answers under the contract's
// routeKey, and the page finds them under its useApi read's key (readKey, swrKey). The key is also
// the URL the browser fetches, so a seeded answer and a fetched one land in one cache entry.
import { describe, expect, it } from 'vitest';
import { type ApiRoute, type RouteInput } from '../contract/api/define-route';
import { routeKey, type ReadQuery } from '../contract/api/route-path';
import { portalApi } from '../contract/api/portal';
import { readKey } from './api-read';
import { withQuery } from './search-params';
import { swrKey } from './swr-cache';

describe('the key of a read', () => {
  it('is the same for the server (routeKey) and the page (readKey)', () => {
    const same = <R extends ApiRoute>(route: R, input?: RouteInput<R>) =>
      expect(readKey(route, input)).toBe(routeKey(route, input));
    same(portalApi.home);
    same(portalApi.siteConfig);
    same(portalApi.notice, { params: { id: 7 } });
    same(portalApi.search, { params: { keyword: '锦标赛 a/b?' } });
    same(portalApi.notices, { query: { pageSize: 10, category: 'notice_train', page: 2 } });
    same(portalApi.lovs, { query: { lovTypes: ['B_TYPE', 'A_TYPE'] } });
  });

  it('is the path alone without a query, and sorts names and drops empty values otherwise', () => {
    expect(routeKey(portalApi.home)).toBe('/api/index');
    expect(routeKey(portalApi.search, { params: { keyword: '飞盘 赛' } })).toBe(
      `/api/index/search/${encodeURIComponent('飞盘 赛')}`,
    );
    expect(
      routeKey(portalApi.notices, { query: { pageSize: 10, category: undefined, page: 1 } }),
    ).toBe('/api/notices?page=1&pageSize=10');
  });

  it('is the URL the browser fetches for the read', () => {
    const queries: ReadQuery[] = [
      {},
      { page: 1, category: 'notice_other' },
      { lovTypes: ['COOPERATOR_TYPE', 'CERTIFICATE_TYPE'], empty: null },
      { keyword: '成都 & 北京', flag: true, none: undefined },
    ];
    for (const query of queries) {
      expect(swrKey('/api/notices', query)).toBe(withQuery('/api/notices', query));
    }
    expect(swrKey('/api/notices?x=1', { page: 2 })).toBe(
      withQuery('/api/notices?x=1', { page: 2 }),
    );
  });
});
