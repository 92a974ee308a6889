// Spirit of the Game on a phone: a club contact opens 精神分 in the club centre, the network is
// really cut, the page opens again from the phone alone, and the contact gives the opponent of a
// finished game its spirit score and changes it: the card says it is saved on the phone. When the
// network returns the latest version reaches the server once, and the competition page's
// 精神分排名 counts it.
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { after, before, test } from 'node:test';
import type { Browser, Locator, Page } from 'playwright-core';
import { consoleSteps } from './support/console-steps';
import { DESKTOP, launchBrowser, PHONE } from './support/launch-browser';
import { seriousViolations } from './support/portal-pages';
import { startServer, type RunningServer } from './support/start-server';

const SHOTS = 'test-results/screenshots';
const CONTACT = '13800000002';

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

const url = (path: string) => server.baseUrl + path;
const shot = (tab: Page, name: string) =>
  tab.screenshot({ path: `${SHOTS}/spirit-${name}-390.png`, fullPage: true });

interface SpiritGame {
  gameId: number;
  competitionId: number;
  team: 'home' | 'away';
  home: { clubId: number; name: string };
  away: { clubId: number; name: string };
  given: { id: string; total: number; fairness: number; comment: string } | null;
}
interface Standing {
  clubId: number;
  name: string;
  received: number;
  total: number;
  averages: Record<string, number>;
}

/** One API read straight from the server (not through the page), as the given ticket. */
async function api<T>(path: string, ticket: string | null): Promise<T> {
  const response = await fetch(url(path), { headers: ticket ? { ticket } : {} });
  const body = (await response.json()) as { code: number; data: T };
  assert.equal(body.code, 0, `${path} answers`);
  return body.data;
}

async function noSidewaysScroll(tab: Page) {
  const width = await tab.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(width <= 390, `the page is ${width}px wide at 390`);
}

/** The phone's pending writes (src/lib/outbox), read from IndexedDB itself. */
function pendingWrites(tab: Page) {
  return tab.evaluate(async () => {
    const database = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('feipan');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    if (!database.objectStoreNames.contains('pendingWrites')) {
      database.close();
      return [];
    }
    const rows = await new Promise<{ key: string; id: string; body: { fairness: number } }[]>(
      (resolve, reject) => {
        const request = database.transaction('pendingWrites').objectStore('pendingWrites').getAll();
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      },
    );
    database.close();
    return rows;
  });
}

async function pick(card: Locator, category: string, mark: string) {
  await card.getByRole('group', { name: category }).getByRole('radio', { name: mark }).check();
}

test('a spirit score given offline is kept on the phone, then synced once and counted', async () => {
  const context = await browser.newContext(PHONE);
  const tab = await context.newPage();
  await tab.goto(url('/login'));
  await tab.getByRole('textbox', { name: '手机号', exact: true }).fill(CONTACT);
  await tab.getByRole('textbox', { name: '密码', exact: true }).fill('demo1234');
  await tab.getByRole('button', { name: '登录', exact: true }).click();
  await tab.waitForURL((target) => target.pathname === '/user/center');
  const ticket = await tab.evaluate(() => localStorage.getItem('ticket'));

  const mine = await api<{ games: SpiritGame[] }>('/api/club/spirit', ticket);
  const game = mine.games[0];
  assert.ok(game && game.given === null, 'the demo club has a finished game to score');
  const opponent = game.team === 'home' ? game.away : game.home;
  const standingsPath = `/api/competitions/${game.competitionId}/spirit`;
  const before = (await api<{ standings: Standing[] }>(standingsPath, null)).standings.find(
    (row) => row.clubId === opponent.clubId,
  );
  assert.ok(before, 'the opponent already has scores from its other games');

  // Seen once online, with the service worker in control: from now on it opens offline.
  await tab.goto(url('/user/club/spirit'));
  await tab.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 30_000,
  });
  const card = () =>
    tab
      .getByRole('listitem')
      .filter({ hasText: `对手：${opponent.name}` })
      .filter({ hasText: game.home.name })
      .first();
  await card().getByRole('status').filter({ hasText: '未填写' }).waitFor();

  await context.setOffline(true);
  await tab.reload();
  await card().getByRole('button', { name: '填写精神分' }).waitFor();
  await noSidewaysScroll(tab);

  await card().getByRole('button', { name: '填写精神分' }).click();
  await pick(card(), '规则知识与运用', '3 很好');
  await pick(card(), '沟通', '4 极好');
  await card().getByRole('textbox', { name: '评语（可选）' }).fill('沟通主动，判罚尊重对手');
  await card().getByText('总分 13 / 20').waitFor();
  await shot(tab, 'form-offline');
  await card().getByRole('button', { name: '提交精神分' }).click();
  await card().getByRole('status').filter({ hasText: '已保存，联网后提交' }).waitFor();

  // Changed before the network returns: the phone keeps only the latest version.
  await card().getByRole('button', { name: '修改精神分' }).click();
  await pick(card(), '公正心态', '3 很好');
  await card().getByText('总分 14 / 20').waitFor();
  await card().getByRole('button', { name: '提交精神分' }).click();
  await card().getByRole('status').filter({ hasText: '已保存，联网后提交' }).waitFor();
  await noSidewaysScroll(tab);
  assert.deepEqual(await seriousViolations(tab), [], 'the spirit tab: axe');
  await shot(tab, 'saved-offline');
  const waiting = await pendingWrites(tab);
  assert.equal(waiting.length, 1, 'one pending write for the game');
  assert.equal(waiting[0]?.body.fairness, 3, 'the pending write is the latest edit');
  const stillNone = await api<{ games: SpiritGame[] }>('/api/club/spirit', ticket);
  assert.equal(stillNone.games.find((g) => g.gameId === game.gameId)?.given, null);

  await context.setOffline(false);
  await card().getByRole('status').filter({ hasText: '已提交 · 总分 14' }).waitFor({
    timeout: 15_000,
  });
  assert.deepEqual(await pendingWrites(tab), [], 'nothing waits once the server has it');
  const given = (await api<{ games: SpiritGame[] }>('/api/club/spirit', ticket)).games.find(
    (g) => g.gameId === game.gameId,
  )?.given;
  assert.equal(given?.id, waiting[0]?.id, 'the server stored the latest version under its id');
  assert.equal(given?.total, 14);
  assert.equal(given?.comment, '沟通主动，判罚尊重对手');

  const counted = (await api<{ standings: Standing[] }>(standingsPath, null)).standings.find(
    (row) => row.clubId === opponent.clubId,
  );
  assert.ok(counted);
  assert.equal(counted.received, before.received + 1, 'counted once');
  // The demo's marks are whole numbers, so the average before times its count is their sum.
  const sum = Math.round(before.total * before.received) + 14;
  assert.equal(counted.total, Math.round((sum / counted.received) * 100) / 100);

  await tab.goto(url(`/match/detail?id=${game.competitionId}`));
  const section = tab.getByRole('region', { name: '精神分排名' });
  await section.waitFor();
  const row = section.getByRole('listitem').filter({ hasText: opponent.name });
  await row.getByText(counted.total.toFixed(2)).first().waitFor();
  await row.getByText(String(counted.received), { exact: true }).first().waitFor();
  await noSidewaysScroll(tab);
  await section.screenshot({ path: `${SHOTS}/spirit-standings-390.png` });
  await context.close();
});

test('staff see which teams have not given their spirit score of each finished game', async () => {
  const steps = consoleSteps({ server, browser }, 'spirit-console');
  const contact = await steps.signIn(CONTACT);
  const [game] = (await api<{ games: SpiritGame[] }>('/api/club/spirit', contact)).games;
  assert.ok(game);
  const staff = await steps.signIn('13800000000');
  const missing = await steps.call<{
    due: number;
    given: number;
    games: { homeName: string; awayName: string; missing: { name: string }[] }[];
  }>(staff, `/api/admin/competitions/${game.competitionId}/spirit-missing`);
  const first = missing.games[0];
  assert.ok(first, 'the demo has scores not given');
  for (const size of [DESKTOP, PHONE]) {
    const context = await steps.contextOf(size, staff);
    const tab = await context.newPage();
    await tab.goto(steps.url(`/admin/competitions/${game.competitionId}`));
    const section = tab.getByRole('region', { name: '精神分未提交' });
    await section.getByText(`已提交 ${missing.given} 份`, { exact: false }).waitFor();
    const item = section
      .getByRole('listitem')
      .filter({ hasText: `${first.homeName} VS ${first.awayName}` })
      .first();
    await item.getByText(`未提交：${first.missing.map((team) => team.name).join('、')}`).waitFor();
    assert.equal(await section.getByRole('listitem').count(), missing.games.length);
    await steps.lookAt(tab, 'missing');
    await context.close();
  }
});
