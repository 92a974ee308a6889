// The server answers 404 for a path the router has no page for; it knows the router's paths from
// the contract's list. This keeps that list and the router's table the same.
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { isSitePath, SITE_PATHS } from '../contract/site-paths';
import { appRoutes } from './routes';

/** Every path of the table that has a page or a redirect (the catch-all 404 route aside). */
function routerPaths(routes: readonly RouteObject[], parent = ''): string[] {
  return routes.flatMap((route) => {
    if (route.path === '*') return [];
    const path = route.path ? `${parent}/${route.path}` : parent;
    const own = route.index || (route.path && !route.children) ? [path || '/'] : [];
    return [...own, ...(route.children ? routerPaths(route.children, path) : [])];
  });
}

/** Whether the router shows a page other than the 404 page at `pathname`. */
function routerHasPage(pathname: string): boolean {
  const matches = matchRoutes(appRoutes, pathname) ?? [];
  return matches.length > 0 && matches.at(-1)?.route.path !== '*';
}

describe('the paths the server knows', () => {
  it('are exactly the paths of the router', () => {
    expect(
      [...SITE_PATHS].sort(),
      'src/contract/site-paths.ts lists every path of the route table, and nothing else',
    ).toEqual([...new Set(routerPaths(appRoutes))].sort());
  });

  it('agree with the router on paths with and without a page', () => {
    const probes = [
      '/home',
      '/HOME',
      '/home/',
      '/notice/detail/12',
      '/news/notice',
      '/user/club/members',
      '/query/club/mix',
      '/scoring',
      '/scoring/match/list',
      '/',
      '/no/such/page',
      '/notice/detail',
      '/notice/detail/1/2',
      '/news/news_sport',
      '/scoring/nothing',
      '/homepage',
      '/favicon.php',
    ];
    for (const probe of probes) {
      expect(isSitePath(probe), probe).toBe(routerHasPage(probe));
    }
  });

  it('takes a whole area for a path that ends in /*', () => {
    expect(isSitePath('/admin/users/3', ['/admin/*'])).toBe(true);
    expect(isSitePath('/admin', ['/admin/*'])).toBe(true);
    expect(isSitePath('/administrator', ['/admin/*'])).toBe(false);
  });
});
