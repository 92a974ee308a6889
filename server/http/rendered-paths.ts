// Which pages the server sends rendered (rendered-pages.ts): every public page a visitor reads,
// and the scorer's login, the first screen of the scoring app. Pages behind a login, the forms,
// the console and the scoring screens are left to the browser: their content is the user's own.
// A path the browser's router only redirects (docs/routes.md) is not here, since a redirect
// renders nothing on the server; `/` alone is redirected by the server itself.

/** The template a rendered page is written into: the portal's or the scoring app's. */
export type PageTemplate = 'index.html' | 'scoring.html';

const ID = '[^/]+';

const PORTAL_PAGES: readonly RegExp[] = [
  /^\/home$/,
  /^\/notice(?:\/notice_(?:competition|train|publicity|other))?$/,
  new RegExp(`^/notice/detail/${ID}$`),
  /^\/news\/(?:news_internal|news_international|news_report|notice)$/,
  new RegExp(`^/news/detail/${ID}$`),
  /^\/match(?:\/detail|\/members)?$/,
  new RegExp(`^/match/national/${ID}$`),
  /^\/training\/(?:coach|judge)$/,
  new RegExp(`^/training/detail/${ID}$`),
  new RegExp(`^/feipan(?:/type/${ID})?$`),
  /^\/(?:club|member)\/detail$/,
  /^\/query\/(?:club(?:\/(?:MIX|MALE|FEMALE))?|player|coach|judge)$/,
  /^\/download\/(?:frisbee_rule|competition_file|edu_file)$/,
  /^\/(?:aboutUs|joinUs|contactUs)$/,
  /^\/search$/,
];

const SCORING_PAGES: readonly RegExp[] = [/^\/scoring\/login$/];

/** Lists that once named their category in the query; the browser replaces such a link. */
const TYPE_REDIRECTS = /^\/(?:notice|news)(?:\/|$)/;

/** The template `pathname` is rendered into, or null when the browser renders it. */
export function renderedTemplateOf(pathname: string, query: URLSearchParams): PageTemplate | null {
  if (TYPE_REDIRECTS.test(pathname) && query.has('type')) return null;
  if (PORTAL_PAGES.some((page) => page.test(pathname))) return 'index.html';
  if (SCORING_PAGES.some((page) => page.test(pathname))) return 'scoring.html';
  return null;
}
