// Every public page comes from the server rendered (server/http/rendered-pages.ts), not only the
// home page: readable with JavaScript off, taken over by the app without a hydration error, and a
// reader who scrolled before that keeps their place.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { waitForApp } from './support/hydration';
import { launchBrowser, PHONE } from './support/launch-browser';
import { startServer, type RunningServer } from './support/start-server';

const COMPETITION = '2026年全国极限飞盘锦标赛';

interface PageCheck {
  path: string;
  heading: string;
  /** A text the page shows only once its answers are in. */
  shows: string | RegExp;
}

let server: RunningServer;
let browser: Browser;
/** The pages the table names. */
let pages: PageCheck[];
let notice: { id: number; title: string; summary: string };

before(async () => {
  server = await startServer();
  browser = await launchBrowser();
  const answer = (await (
    await fetch(`${server.baseUrl}/api/notices?page=1&pageSize=10`)
  ).json()) as {
    data: { list: { id: number; title: string; summary: string }[] };
  };
  const [newest] = answer.data.list;
  assert.ok(newest?.summary, 'the demo data has notices with a summary');
  notice = newest;
  pages = [
    { path: '/notice', heading: '通知公告', shows: newest.title },
    { path: `/notice/detail/${newest.id}`, heading: newest.title, shows: /^← 返回/ },
    { path: '/match/detail?id=1', heading: COMPETITION, shows: '积分榜' },
    { path: '/query/club', heading: '查询中心', shows: /共找到 \d+ 条记录/ },
  ];
});
after(async () => {
  await browser?.close();
  await server?.stop();
});

test('with JavaScript off, each page shows its content', async () => {
  const context = await browser.newContext({ ...PHONE, javaScriptEnabled: false });
  const tab = await context.newPage();
  for (const page of pages) {
    await tab.goto(`${server.baseUrl}${page.path}`);
    await tab.getByRole('heading', { level: 1, name: page.heading }).first().waitFor();
    await tab.getByText(page.shows).first().waitFor();
    assert.equal(await tab.getByText('正在加载').count(), 0, `${page.path} is not loading`);
    // Styled without scripts, from one element in the head: none left inside the page for the
    // app to move out before hydrating.
    const styles = await tab.evaluate(() => ({
      inPage: document.querySelectorAll('#root style').length,
      inHead: document.head.querySelectorAll('style[data-emotion][data-s]').length,
      stackDisplay: getComputedStyle(document.querySelector('.chakra-stack') as Element).display,
    }));
    assert.deepEqual(styles, { inPage: 0, inHead: 1, stackDisplay: 'flex' }, page.path);
  }
  await context.close();
});

test('the app takes each page over without a hydration error', async () => {
  const context = await browser.newContext({ ...PHONE, serviceWorkers: 'block' });
  const tab = await context.newPage();
  const errors: string[] = [];
  tab.on('pageerror', (error) => errors.push(`${tab.url()}: ${error.message}`));
  tab.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${tab.url()}: ${message.text()}`);
  });
  for (const page of pages) {
    await tab.goto(`${server.baseUrl}${page.path}`);
    await waitForApp(tab);
    await tab.getByText(page.shows).first().waitFor();
  }
  assert.deepEqual(errors, []);
  await context.close();
});

test('a reader who scrolled before the app took over keeps their place', async () => {
  const context = await browser.newContext({ ...PHONE, serviceWorkers: 'block' });
  const tab = await context.newPage();
  // The app's scripts wait until the reader has scrolled, as on a slow line.
  let release = () => {};
  const scrolled = new Promise<void>((resolve) => {
    release = resolve;
  });
  await tab.route('**/assets/*.js', async (route) => {
    await scrolled;
    await route.continue();
  });
  // Not waiting for DOMContentLoaded, which waits for the app's scripts.
  await tab.goto(`${server.baseUrl}/match/detail?id=1`, { waitUntil: 'commit' });
  await tab.getByText('积分榜').first().waitFor();
  await tab.evaluate(() => window.scrollTo(0, 900));
  const place = await tab.evaluate(() => window.scrollY);
  assert.ok(place > 0, 'the page is long enough to scroll');
  release();
  await waitForApp(tab);
  assert.equal(await tab.evaluate(() => window.scrollY), place);
  await context.close();
});

test('a record page names its record in the tab and the description, before and after the app', async () => {
  const description = (tab: Page) =>
    tab.locator('meta[name="description"]').getAttribute('content');
  const off = await browser.newContext({ ...PHONE, javaScriptEnabled: false });
  const plain = await off.newPage();
  await plain.goto(`${server.baseUrl}/notice/detail/${notice.id}`);
  assert.equal(await plain.title(), `${notice.title} - 飞盘协会`);
  assert.equal(await description(plain), notice.summary);
  await off.close();

  const context = await browser.newContext({ ...PHONE, serviceWorkers: 'block' });
  const tab = await context.newPage();
  await tab.goto(`${server.baseUrl}/notice/detail/${notice.id}`);
  await waitForApp(tab);
  assert.equal(await tab.title(), `${notice.title} - 飞盘协会`);
  assert.equal(await description(tab), notice.summary);
  await tab.getByRole('link', { name: /返回/ }).first().click();
  const listHeading = await tab
    .getByRole('heading', { level: 1 })
    .filter({ hasNotText: notice.title })
    .textContent();
  assert.equal(await tab.title(), `${listHeading} - 飞盘协会`);
  assert.notEqual(await description(tab), notice.summary);
  await context.close();
});

test('a search typed before the app took over is the one it searches for', async () => {
  const context = await browser.newContext({ ...PHONE, serviceWorkers: 'block' });
  const tab = await context.newPage();
  let release = () => {};
  const typed = new Promise<void>((resolve) => {
    release = resolve;
  });
  await tab.route('**/assets/*.js', async (route) => {
    await typed;
    await route.continue();
  });
  await tab.goto(`${server.baseUrl}/home`, { waitUntil: 'commit' });
  const box = tab.getByRole('searchbox', { name: '搜索全站内容' });
  await box.fill('锦标赛');
  release();
  await waitForApp(tab);
  await box.press('Enter');
  await tab.waitForURL((url) => url.pathname === '/search');
  assert.equal(new URL(tab.url()).searchParams.get('keyword'), '锦标赛');
  await tab.getByRole('heading', { level: 2, name: /^通知公告（\d+）$/ }).waitFor();
  await context.close();
});
