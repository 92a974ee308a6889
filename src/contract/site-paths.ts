// Every path the app's router has a page (or a redirect) for, shared by the browser and the
// server: the server answers a navigation to any other path with status 404, still sending the
// app's page so that it shows the Chinese 404 page. src/app/site-paths.test.ts checks this list
// against the router's table, so a route added there without its path here fails that test.
// `:name` stands for one path segment; a path ending in `/*` would take a whole area (a console
// mounted under /admin, say).
export const SITE_PATHS = [
  '/',
  '/home',
  '/notice',
  '/notice/notice_competition',
  '/notice/notice_train',
  '/notice/notice_publicity',
  '/notice/notice_other',
  '/notice/detail/:id',
  '/news',
  '/news/news_internal',
  '/news/news_international',
  '/news/news_report',
  '/news/notice',
  '/news/detail/:id',
  '/match',
  '/match/detail',
  '/match/event',
  '/match/national/:id',
  '/match/members',
  '/match/apply',
  '/training',
  '/training/coach',
  '/training/judge',
  '/training/detail/:id',
  '/feipan',
  '/feipan/type/:id',
  '/club/detail',
  '/club/head-to-head',
  '/records/ranking',
  '/user/club/:type',
  '/user/center',
  '/user/messages',
  '/user/messages/settings',
  '/user/payments',
  '/user/payments/receipt/:id',
  '/user/season',
  '/user/transfers',
  '/login',
  '/query',
  '/query/club',
  '/query/club/MIX',
  '/query/club/MALE',
  '/query/club/FEMALE',
  '/query/player',
  '/query/coach',
  '/query/judge',
  '/download',
  '/download/frisbee_rule',
  '/download/competition_file',
  '/download/edu_file',
  '/aboutUs',
  '/joinUs',
  '/contactUs',
  '/search',
  '/member/detail',
  '/records/leaders',
  '/register/club',
  '/register/member',
  '/scoring',
  '/scoring/login',
  '/scoring/match',
  '/scoring/match/list',
  '/scoring/messages',
  '/scoring/messages/settings',
  '/scoring/match/detail',
  '/admin/*',
] as const;

const segmentsOf = (path: string) => path.split('/').filter(Boolean);

function matches(pattern: string, segments: readonly string[]): boolean {
  const wanted = segmentsOf(pattern);
  if (wanted.at(-1) === '*') {
    const area = wanted.slice(0, -1);
    return (
      segments.length >= area.length && area.every((part, i) => sameSegment(part, segments[i]))
    );
  }
  return (
    wanted.length === segments.length && wanted.every((part, i) => sameSegment(part, segments[i]))
  );
}

// As the router matches: a parameter takes any one segment, and letters match in either case.
function sameSegment(pattern: string, segment: string | undefined): boolean {
  if (segment === undefined) return false;
  return pattern.startsWith(':') || pattern.toLowerCase() === segment.toLowerCase();
}

/** True when the router has a page for `pathname` (a path without its query). */
export function isSitePath(pathname: string, paths: readonly string[] = SITE_PATHS): boolean {
  const segments = segmentsOf(pathname);
  return paths.some((pattern) => matches(pattern, segments));
}
