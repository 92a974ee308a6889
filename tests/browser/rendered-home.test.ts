// The home page as the server renders it (server/http/rendered-pages.ts): readable before any
// script runs, taken over by the app without a hydration error, and still there offline later
// although the browser never fetched its answers itself.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Browser } from 'playwright-core';
import { waitForHydration } from './support/hydration';
import { waitForKeptAnswers } from './support/kept-answers';
import { launchBrowser, PHONE } from './support/launch-browser';
import { startServer, type RunningServer } from './support/start-server';

const NOTICE = '全国极限飞盘锦标赛赛程及场地安排公布';
const BANNER = '全国极限飞盘锦标赛火热进行中';

let server: RunningServer;
let browser: Browser;

before(async () => {
  server = await startServer();
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  await server?.stop();
});

test('the server sends /home rendered, with its title and the answers it shows', async () => {
  const response = await fetch(`${server.baseUrl}/home`);
  const html = await response.text();
  assert.match(html, /<title>首页 - 飞盘协会<\/title>/);
  assert.ok(html.includes(NOTICE), 'a notice of /api/index is in the HTML');
  assert.ok(!html.includes('正在加载'), 'no loading line');
  const seed = /<script type="application\/json" id="swr-seed">(.*?)<\/script>/s.exec(html);
  assert.ok(seed?.[1], 'the answers are written in');
  const keys = Object.keys(JSON.parse(seed[1]) as object).sort();
  assert.deepEqual(
    keys.map((key) => key.split('?')[0]),
    ['/api/index', '/api/lovConfig/lov/getByTypes', '/api/site/config'],
  );
});

test('a first visit that only reads the page asks the API nothing and loads no offline cache', async () => {
  // As before a service worker is installed: the page's answers wait for it to be kept.
  const context = await browser.newContext({ ...PHONE, serviceWorkers: 'block' });
  const tab = await context.newPage();
  const asked: string[] = [];
  tab.on('request', (request) => asked.push(new URL(request.url()).pathname));
  await tab.goto(`${server.baseUrl}/home`);
  await waitForHydration(tab, 'main h1');
  await tab.waitForLoadState('networkidle');
  assert.deepEqual(
    asked.filter((path) => path.startsWith('/api/')),
    [],
  );
  const scripts = asked.filter((path) => path.endsWith('.js')).map((path) => path.split('/').pop());
  assert.ok(
    scripts.some((name) => name?.startsWith('start-app-')),
    'the app did load',
  );
  for (const lazy of ['db-', 'schemas-']) {
    assert.ok(
      !scripts.some((name) => name?.startsWith(lazy)),
      `no ${lazy}*.js: ${scripts.join(' ')}`,
    );
  }
  await context.close();
});

test('with JavaScript off, the home page still shows its content, and its search box works', async () => {
  const context = await browser.newContext({ ...PHONE, javaScriptEnabled: false });
  const tab = await context.newPage();
  await tab.goto(`${server.baseUrl}/home`);
  await tab.getByRole('heading', { level: 1, name: '飞盘运动协会' }).waitFor();
  await tab.getByRole('img', { name: BANNER }).waitFor();
  await tab.getByRole('link', { name: NOTICE }).waitFor();
  assert.equal(await tab.title(), '首页 - 飞盘协会');

  await tab.getByRole('searchbox', { name: '搜索全站内容' }).fill('锦标赛');
  await tab.getByRole('searchbox', { name: '搜索全站内容' }).press('Enter');
  await tab.waitForURL((url) => url.pathname === '/search');
  assert.equal(new URL(tab.url()).searchParams.get('keyword'), '锦标赛');
  await context.close();
});

test('a first visit to the site root lands on the rendered home page', async () => {
  const context = await browser.newContext({ ...PHONE, javaScriptEnabled: false });
  const tab = await context.newPage();
  await tab.goto(`${server.baseUrl}/`);
  assert.equal(new URL(tab.url()).pathname, '/home');
  await tab.getByRole('link', { name: NOTICE }).waitFor();
  await context.close();
});

test('the app takes the page over without a hydration error, then navigates in place', async () => {
  const context = await browser.newContext(PHONE);
  const tab = await context.newPage();
  const errors: string[] = [];
  tab.on('pageerror', (error) => errors.push(error.message));
  tab.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await tab.goto(`${server.baseUrl}/home`);
  // The sections below the hero hydrate once their chunk is in; a tap before that still works,
  // as a plain link that loads the next page.
  await waitForHydration(tab, 'main a[href="/notice/detail/3"]');
  // Set on this document: a full page load would lose it, an in-app navigation keeps it.
  await tab.evaluate(() => Object.assign(window, { stillTheSameDocument: true }));
  await tab.getByRole('link', { name: NOTICE }).click();
  await tab.getByRole('heading', { level: 1, name: NOTICE }).waitFor();
  assert.equal(await tab.evaluate(() => 'stillTheSameDocument' in window), true);
  assert.deepEqual(errors, []);
  await context.close();
});

test('after one rendered visit, the home page opens offline with its content', async () => {
  const context = await browser.newContext(PHONE);
  const tab = await context.newPage();
  await tab.goto(`${server.baseUrl}/home`);
  await waitForHydration(tab, 'main h1');
  // The page's answers came with the HTML; all of them must have been kept for offline use.
  await tab.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 30_000,
  });
  await waitForKeptAnswers(tab);
  await context.setOffline(true);
  await tab.reload();
  await tab.getByRole('link', { name: NOTICE }).waitFor();
  await tab.getByText('离线').first().waitFor();
  await context.close();
});
