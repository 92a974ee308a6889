// The server as `npm start` runs it: the compiled bundle (dist-server/main.js), without the
// TypeScript loader. The files its modules find beside their sources must still be found from the
// bundle: the built client, the page renderer's worker and dist-ssr/, the demo data's downloads.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, test } from 'node:test';
import type { Browser } from 'playwright-core';
import { waitForHydration } from './support/hydration';
import { launchBrowser, PHONE } from './support/launch-browser';
import { startServer, type RunningServer } from './support/start-server';

const SHOTS = 'test-results/screenshots';
const NOTICE = '全国极限飞盘锦标赛赛程及场地安排公布';
const VOLUNTEER = { phone: '13800000003', password: 'demo1234' };

let server: RunningServer;
let browser: Browser;

before(async () => {
  server = await startServer({ compiled: true });
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  await server?.stop();
});

test('the compiled server sends /home rendered by its worker, and the API answers', async () => {
  const html = await (await fetch(`${server.baseUrl}/home`)).text();
  assert.match(html, /<title>首页 - 飞盘协会<\/title>/);
  assert.ok(html.includes(NOTICE), 'the rendered page shows a notice of /api/index');

  const login = await fetch(`${server.baseUrl}/api/volunteer/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(VOLUNTEER),
  });
  const answer = (await login.json()) as { code: number; data: { ticket?: string } };
  assert.equal(answer.code, 0);
  assert.ok(answer.data.ticket, 'the demo volunteer gets a ticket');
});

test('in a phone browser the app takes the compiled server’s page over and reads its API', async () => {
  const context = await browser.newContext(PHONE);
  const tab = await context.newPage();
  const errors: string[] = [];
  tab.on('pageerror', (error) => errors.push(error.message));
  await tab.goto(`${server.baseUrl}/home`);
  await waitForHydration(tab, 'main a[href="/notice/detail/3"]');
  await tab.screenshot({ path: `${SHOTS}/compiled-server-home-390.png` });
  await tab.getByRole('link', { name: NOTICE }).click();
  await tab.getByRole('heading', { level: 1, name: NOTICE }).waitFor();
  assert.deepEqual(errors, []);
  await context.close();
});

test('the demo data loaded by the compiled server has its real files', async () => {
  const context = await browser.newContext(PHONE);
  const tab = await context.newPage();
  await tab.goto(`${server.baseUrl}/download/frisbee_rule`);
  const rules = tab.getByRole('listitem').filter({ hasText: '极限飞盘规则（中文简明版）' });
  const [pdf] = await Promise.all([
    tab.waitForEvent('download'),
    rules.getByRole('link', { name: /^下载/ }).click(),
  ]);
  const bytes = readFileSync((await pdf.path()) as string);
  assert.equal(bytes.subarray(0, 5).toString('latin1'), '%PDF-');
  assert.doesNotMatch(server.output(), /error/i);
  await context.close();
});
