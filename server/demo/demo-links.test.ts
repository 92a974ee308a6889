// Every in-site link of the demo data (banners, the GLOBAL_IMAGE_LINK quick links, links inside
// articles) must open a page of the route table, not the 404 page, and a record page must name
// its record: a banner once pointed at a path the router did not have.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localDateString } from '../db/local-date';
import { buildTestApp, type TestApp } from '../test-support/build-test-app';
import { loadDemoData } from './load-demo-data';

const ROUTES_FILE = path.resolve(import.meta.dirname, '../../src/app/routes.tsx');

/** The main site's route paths, read from the route table (JSX the server cannot import). */
function mainSitePaths(): RegExp[] {
  const source = readFileSync(ROUTES_FILE, 'utf8');
  const main = source.slice(source.indexOf('const mainRoutes'));
  return [...main.matchAll(/path: '([^']+)'/g)]
    .map((match) => match[1]!)
    .filter((route) => route !== '*')
    .map((route) => new RegExp(`^/${route.replace(/:[a-zA-Z]+/g, '[^/]+')}$`));
}

/** Pages of one record take its id from the query string (docs/routes.md). */
const REQUIRED_PARAMS: Record<string, string[]> = {
  '/match/detail': ['id'],
  '/match/apply': ['id'],
  '/club/detail': ['id'],
  '/member/detail': ['id'],
  '/match/members': ['competitionId', 'clubId'],
};

let t: TestApp;
let links: string[];

beforeAll(async () => {
  t = await buildTestApp();
  await loadDemoData(t.db, localDateString());
  const banners = await t.db
    .selectFrom('site_config')
    .select('value')
    .where('key', '=', 'banners')
    .executeTakeFirstOrThrow();
  const quickLinks = await t.db
    .selectFrom('lovs')
    .select('value')
    .where('type', '=', 'GLOBAL_IMAGE_LINK')
    .execute();
  const articles = (
    await Promise.all(
      (['notices', 'news', 'trainings', 'sport_categories'] as const).map((table) =>
        t.db.selectFrom(table).select('content').execute(),
      ),
    )
  ).flat();
  links = [
    ...(JSON.parse(banners.value) as { url: string }[]).map((banner) => banner.url),
    ...quickLinks.map((link) => link.value),
    ...articles.flatMap(({ content }) =>
      [...content.matchAll(/href="(\/[^"]*)"/g)].map((match) => match[1]!),
    ),
  ];
});
afterAll(() => t.close());

describe('the demo data links', () => {
  it('has banners and quick links to check', () => {
    expect(links.length).toBeGreaterThanOrEqual(8);
  });

  it('point at routes that exist, with the query a record page needs', () => {
    const routes = mainSitePaths();
    expect(routes.length).toBeGreaterThan(30);
    const broken = links.filter((link) => {
      const url = new URL(link, 'http://site.test');
      if (!routes.some((route) => route.test(url.pathname))) return true;
      const needs = REQUIRED_PARAMS[url.pathname] ?? [];
      return needs.some((name) => !url.searchParams.get(name));
    });
    expect(broken).toEqual([]);
  });
});
