// A club's records as a visitor meets them at 390×844, against the real server and its demo data:
// a club's history opened from the query centre, two clubs head to head, and the season ranking
// after staff set its rules on the console (1366×900). No page scrolls sideways.
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { after, before, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { waitForHydration } from './support/hydration';
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

async function noSidewaysScroll(tab: Page) {
  const [scroll, client] = await tab.evaluate(() => [
    document.documentElement.scrollWidth,
    document.documentElement.clientWidth,
  ]);
  assert.ok(scroll <= client, `scrollWidth ${scroll} > clientWidth ${client} on ${tab.url()}`);
}

test('staff set the ranking rules on the console', async () => {
  const login = await fetch(`${server.baseUrl}/api/user/pwLogin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ phone: '13800000000', password: 'demo1234' }),
  });
  const { data } = (await login.json()) as { data: { ticket: string } };
  const context = await browser.newContext(DESKTOP);
  await context.addInitScript((ticket) => localStorage.setItem('ticket', ticket), data.ticket);
  const tab = await context.newPage();
  await tab.goto(`${server.baseUrl}/admin/ranking`);
  const points = tab.getByLabel('A级赛事（全国锦标赛） 冠军积分');
  await points.fill('1000');
  await tab.getByRole('button', { name: '保存' }).click();
  await tab.getByText('赛季排名规则已保存').first().waitFor();
  await noSidewaysScroll(tab);
  await tab.screenshot({ path: `${SHOTS}/records-ranking-rules-desktop.png`, fullPage: true });
  await context.close();
});

test('a visitor opens a club history from the query centre, then head to head and the ranking', async () => {
  const context = await browser.newContext(PHONE);
  const tab = await context.newPage();
  await tab.goto(`${server.baseUrl}/query/club`);
  await waitForHydration(tab, 'h1');
  await tab
    .getByRole('link', { name: /北京飞羽飞盘俱乐部/ })
    .first()
    .click();
  await tab.getByRole('heading', { name: '历史战绩' }).waitFor();
  await tab.getByRole('list', { name: '参加的赛事' }).waitFor();
  await noSidewaysScroll(tab);
  await tab.screenshot({ path: `${SHOTS}/records-club-history-phone.png`, fullPage: true });

  const choice = tab.getByLabel('选择对手');
  const other = await choice.locator('option').nth(1).getAttribute('value');
  await choice.selectOption(other ?? '');
  await tab.getByRole('link', { name: '查看交锋记录' }).click();
  await tab.getByRole('heading', { name: '交锋总计' }).waitFor();
  await tab.getByText(/共 \d+ 场/).waitFor();
  await noSidewaysScroll(tab);
  await tab.screenshot({ path: `${SHOTS}/records-head-to-head-phone.png`, fullPage: true });

  await tab.goto(`${server.baseUrl}/query/club`);
  await waitForHydration(tab, 'h1');
  await tab.getByRole('link', { name: '俱乐部赛季排名' }).click();
  await tab.getByRole('heading', { level: 1, name: '赛季排名' }).waitFor();
  await tab.getByRole('link', { name: /2026 赛季/ }).click();
  await tab.getByText('A级赛事（全国锦标赛）：1000 分').waitFor();
  await tab.getByText('查看每项积分').first().click();
  await tab
    .getByText(/1000 ÷ \d+ × \(/)
    .first()
    .waitFor();
  await noSidewaysScroll(tab);
  await tab.screenshot({ path: `${SHOTS}/records-ranking-phone.png`, fullPage: true });
  await context.close();
});
