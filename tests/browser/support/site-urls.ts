// One real URL for every page of the main site, from the router's own path list: a route added
// later is visited too, and one with a parameter must be given a sample here first.
import { SITE_PATHS } from '../../../src/contract/site-paths';

/** URLs for the paths that need an id, a query or a choice of tab (demo data's records). */
const SAMPLES: Record<string, readonly string[]> = {
  '/notice/detail/:id': ['/notice/detail/1'],
  '/news/detail/:id': ['/news/detail/1'],
  '/match/detail': ['/match/detail?id=1'],
  '/match/national/:id': ['/match/national/2'],
  '/match/members': ['/match/members?competitionId=1&clubId=1'],
  '/match/apply': ['/match/apply?id=3'],
  '/training/detail/:id': ['/training/detail/9'],
  '/feipan/type/:id': ['/feipan/type/1'],
  '/club/detail': ['/club/detail?id=1'],
  '/member/detail': ['/member/detail?id=3'],
  // The demo has no payments: the receipt page's not-found state is what a stale link shows.
  '/user/payments/receipt/:id': ['/user/payments/receipt/1'],
  '/search': ['/search?keyword=上海'],
  '/login': ['/login', '/login?mode=reset'],
  '/user/club/:type': ['info', 'members', 'games', 'invitations', 'leave', 'apply'].map(
    (tab) => `/user/club/${tab}`,
  ),
};

/** Every main-site page (the scoring app has its own tests), and the 404 page. */
export function mainSiteUrls(): string[] {
  const urls = SITE_PATHS.filter((path) => !path.startsWith('/scoring')).flatMap((path) => {
    const sample = SAMPLES[path];
    if (!sample && path.includes(':')) throw new Error(`${path} 没有示例地址：请加入 SAMPLES`);
    return sample ?? [path];
  });
  return [...urls, '/no/such/page'];
}
