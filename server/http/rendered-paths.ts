// Which pages the server sends rendered (rendered-pages.ts): every public page a visitor reads.
// Pages behind a login, the console and the scoring screens are left to the browser: their content
// is the user's own. So are the forms with a password (the scorer's login among them): typed into
// before the app takes over, a plain HTML form would lose what was typed, or send it in the URL.
// A path the browser's router only redirects (docs/routes.md) is not here, since a redirect
// renders nothing on the server; `/` alone is redirected by the server itself.

const ID = '[^/]+';

const PORTAL_PAGES: readonly RegExp[] = [
  /^\/home$/,
  /^\/notice(?:\/notice_(?:competition|train|publicity|other))?$/,
  new RegExp(`^/notice/detail/${ID}$`),
  /^\/news\/(?:news_internal|news_international|news_report|notice)$/,
  new RegExp(`^/news/detail/${ID}$`),
  /^\/match(?:\/detail|\/event|\/members)?$/,
  new RegExp(`^/match/national/${ID}$`),
  /^\/training\/(?:coach|judge)$/,
  new RegExp(`^/training/detail/${ID}$`),
  new RegExp(`^/feipan(?:/type/${ID})?$`),
  /^\/(?:club|member)\/detail$/,
  /^\/club\/head-to-head$/,
  /^\/records\/ranking$/,
  /^\/query\/(?:club(?:\/(?:MIX|MALE|FEMALE))?|player|coach|judge)$/,
  /^\/download\/(?:frisbee_rule|competition_file|edu_file)$/,
  /^\/(?:aboutUs|joinUs|contactUs)$/,
  /^\/search$/,
  /^\/records\/leaders$/,
];

/** Lists that once named their category in the query; the browser replaces such a link. */
const TYPE_REDIRECTS = /^\/(?:notice|news)(?:\/|$)/;

/** Whether the server renders `pathname` (with `query`) into index.html. */
export function isRenderedPage(pathname: string, query: URLSearchParams): boolean {
  if (TYPE_REDIRECTS.test(pathname) && query.has('type')) return false;
  return PORTAL_PAGES.some((page) => page.test(pathname));
}
