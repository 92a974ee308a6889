// The foundation as a visitor meets it: both layouts at phone and desktop size, every redirect,
// the 404 page, the server's caching headers, and a chunk that fails to load.
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { after, before, describe, test } from 'node:test';
import type { Browser } from 'playwright-core';
import { waitForApp, waitForHydration } from './support/hydration';
import { DESKTOP, launchBrowser, PHONE } from './support/launch-browser';
import { startServer, type RunningServer } from './support/start-server';

const SHOTS = 'test-results/screenshots';
let server: RunningServer;
let browser: Browser;

before(async () => {
  mkdirSync(SHOTS, { recursive: true });
  server = await startServer();
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  await server?.stop();
});

const PAGES = [
  { path: '/home', heading: /飞盘/, title: '首页 - 飞盘协会', layout: 'main' },
  { path: '/notice', heading: '通知公告', title: '通知公告 - 飞盘协会', layout: 'main' },
  { path: '/scoring/login', heading: /登录/, title: /登录 - 飞盘协会/, layout: 'scoring' },
  { path: '/no/such/page', heading: '页面不存在', title: /页面不存在/, layout: 'main' },
] as const;

for (const [sizeName, size] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const) {
  describe(`layouts at ${sizeName} size`, () => {
    for (const page of PAGES) {
      test(`${page.path} shows its page in the ${page.layout} layout`, async () => {
        const context = await browser.newContext(size);
        const tab = await context.newPage();
        await tab.goto(server.baseUrl + page.path);
        await tab.getByRole('heading', { level: 1, name: page.heading }).waitFor();
        await waitForHydration(tab, 'h1');
        if (typeof page.title === 'string') assert.equal(await tab.title(), page.title);
        else assert.match(await tab.title(), page.title);
        const name = `${page.path.replace(/\W+/g, '-').replace(/^-/, '')}-${sizeName}.png`;
        await tab.screenshot({ path: `${SHOTS}/${name}`, fullPage: true });
        const siteMenu = tab.getByRole('navigation', { name: '主菜单' });
        if (page.layout === 'main') {
          assert.equal(
            await tab.getByRole('contentinfo').count(),
            1,
            'the main layout has a footer',
          );
          if (sizeName === 'phone') {
            await tab.getByRole('button', { name: '菜单' }).click();
            await tab.getByRole('link', { name: '新闻资讯' }).first().waitFor();
          } else {
            await siteMenu.getByRole('link', { name: '新闻资讯' }).waitFor();
          }
        } else {
          assert.equal(await siteMenu.count(), 0, 'the scoring layout has no site menu');
        }
        await context.close();
      });
    }
  });
}

test('the redirects of the original land where they should', async () => {
  const context = await browser.newContext(DESKTOP);
  const tab = await context.newPage();
  const redirects: Array<[string, string]> = [
    ['/', '/home'],
    ['/scoring', '/scoring/login'],
    ['/training', '/training/coach'],
    ['/query', '/query/club'],
    ['/download', '/download/frisbee_rule'],
  ];
  for (const [from, to] of redirects) {
    await tab.goto(server.baseUrl + from);
    await tab.waitForURL((url) => url.pathname === to);
  }
  await context.close();
});

test('the server caches hashed assets for a year and never caches the shell', async () => {
  const html = await fetch(`${server.baseUrl}/notice/notice_train`);
  assert.equal(html.status, 200);
  assert.match(html.headers.get('content-type') ?? '', /text\/html/);
  assert.match(html.headers.get('cache-control') ?? '', /no-cache/);
  const page = await html.text();
  const asset = page.match(/\/assets\/[^"]+\.js/)?.[0];
  assert.ok(asset, 'index.html references a hashed script');
  const script = await fetch(server.baseUrl + asset);
  assert.equal(script.status, 200);
  assert.match(
    script.headers.get('cache-control') ?? '',
    /max-age=31536000.*immutable|immutable.*max-age=31536000/,
  );
  for (const file of ['/sw.js', '/manifest.webmanifest']) {
    const response = await fetch(server.baseUrl + file);
    assert.equal(response.status, 200, file);
    assert.match(response.headers.get('cache-control') ?? '', /no-cache/, file);
  }
  const unknownApi = await fetch(`${server.baseUrl}/api/no-such-call`);
  assert.equal(unknownApi.status, 404);
  assert.equal((await unknownApi.json()).message, '接口不存在');
});

test('a toast asked for while the toasts’ chunk cannot load shows once it arrives', async () => {
  const context = await browser.newContext({ ...PHONE, serviceWorkers: 'block' });
  let failing = true;
  await context.route('**/assets/notifications-*.js', (route) =>
    failing ? route.abort() : route.continue(),
  );
  const tab = await context.newPage();
  const errors: string[] = [];
  tab.on('pageerror', (error) => errors.push(error.message));
  const toastsAsked: string[] = [];
  tab.on('request', (request) => {
    if (/\/assets\/notifications-/.test(request.url())) toastsAsked.push(request.url());
  });
  await tab.goto(`${server.baseUrl}/notice`);
  await waitForApp(tab);
  await tab.waitForLoadState('networkidle');
  assert.deepEqual(toastsAsked, [], 'no toast yet, so no toasts’ chunk');

  // The next page's read fails for want of a connection: its notification is the first toast.
  await context.route('**/api/**', (route) => route.abort('internetdisconnected'));
  const firstAsk = tab.waitForRequest(/\/assets\/notifications-/);
  await tab
    .getByRole('navigation', { name: '分页' })
    .getByRole('button', { name: '下一页' })
    .click();
  await firstAsk;
  const retried = tab.waitForResponse((response) =>
    /\/assets\/notifications-/.test(response.url()),
  );
  failing = false;
  assert.equal((await retried).status(), 200);
  await tab.getByRole('region', { name: '通知' }).getByText('网络异常，无法连接服务器').waitFor();
  await tab.getByRole('heading', { level: 1, name: '通知公告' }).waitFor();
  assert.deepEqual(errors, []);
  await context.close();
});

test('a page whose chunk fails to load offers a retry that works', async () => {
  // The service worker would answer from its precache; block it so the failure reaches the page.
  const context = await browser.newContext({ ...DESKTOP, serviceWorkers: 'block' });
  const tab = await context.newPage();
  await tab.goto(`${server.baseUrl}/home`);
  // A page already running: hydrated, with the parts that load after the first paint in.
  await waitForHydration(tab, 'main h1');
  await tab.waitForLoadState('networkidle');
  let failing = true;
  await context.route('**/assets/**', (route) => (failing ? route.abort() : route.continue()));
  await tab
    .getByRole('navigation', { name: '主菜单' })
    .getByRole('link', { name: '下载中心' })
    .click();
  await tab.getByText('页面加载失败').waitFor();
  failing = false;
  await tab.getByRole('button', { name: '重试' }).click();
  await tab.getByRole('heading', { level: 1, name: '下载中心' }).waitFor();
  await context.close();
});
