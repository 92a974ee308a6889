// Rosters in the pocket: a club contact (and a player) signs in at home, the app keeps in the
// background what they will want at the field, and at the field, with the network really cut,
// screens they never opened show their data and when it was saved; actions that need the server
// say so and send nothing. Signing out leaves none of those names on the phone.
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { after, before, test } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, PHONE } from './support/launch-browser';
import { startServer, type RunningServer } from './support/start-server';

const SHOTS = 'test-results/screenshots';
const PASSWORD = 'demo1234';
const CONTACT = '13800000002';
const PLAYER = '13800000001';
const WARMED_KEYS_KEY = 'warm-up:keys';

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
  tab.screenshot({ path: `${SHOTS}/rosters-offline-${name}-390.png`, fullPage: true });

interface Named {
  name: string;
}
interface Game {
  id: number;
  competitionId: number;
  date: string;
  home: Named & { clubId: number | null };
  away: Named & { clubId: number | null };
}

/** One API read as the signed-in person, straight from the server (not through the page). */
async function api<T>(tab: Page, path: string): Promise<T> {
  const ticket = await tab.evaluate(() => localStorage.getItem('ticket'));
  const response = await fetch(url(path), { headers: ticket ? { ticket } : {} });
  const body = (await response.json()) as { code: number; data: T };
  assert.equal(body.code, 0, `${path} answers`);
  return body.data;
}

async function signIn(context: BrowserContext, phone: string): Promise<Page> {
  const tab = await context.newPage();
  await tab.goto(url('/login'));
  await tab.getByRole('textbox', { name: '手机号', exact: true }).fill(phone);
  await tab.getByRole('textbox', { name: '密码', exact: true }).fill(PASSWORD);
  await tab.getByRole('button', { name: '登录', exact: true }).click();
  await tab.waitForURL((target) => target.pathname === '/user/center');
  return tab;
}

/** Every cached answer in the app's database: key, owner and the answer as JSON. */
function cachedAnswers(tab: Page) {
  return tab.evaluate(async () => {
    const database = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('feipan');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    const rows = await new Promise<{ key: string; owner: number | null; data: unknown }[]>(
      (resolve, reject) => {
        const request = database.transaction('httpCache').objectStore('httpCache').getAll();
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      },
    );
    database.close();
    return rows.map((row) => ({ key: row.key, owner: row.owner, json: JSON.stringify(row.data) }));
  });
}

/** Waits until the warm-up has finished (it records what it kept last) and the page is idle. */
async function warmedKeys(tab: Page): Promise<string[]> {
  await tab.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 30_000,
  });
  const deadline = Date.now() + 60_000;
  for (;;) {
    const kept = (await cachedAnswers(tab)).find((row) => row.key === WARMED_KEYS_KEY);
    if (kept) {
      await tab.waitForLoadState('networkidle');
      return JSON.parse(kept.json) as string[];
    }
    assert.ok(Date.now() < deadline, 'the warm-up finishes within a minute');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Prints what the warm-up keeps: entries and bytes of their answers as stored (JSON, UTF-8). */
async function printKeptSize(tab: Page, who: string, keys: readonly string[]) {
  const rows = (await cachedAnswers(tab)).filter((row) => keys.includes(row.key));
  const bytes = rows.reduce((sum, row) => sum + Buffer.byteLength(row.json), 0);
  console.log(`${who}：预先保存 ${rows.length} 项，共 ${(bytes / 1024).toFixed(1)} KB`);
  assert.equal(rows.length, keys.length, 'every warmed read is kept');
  assert.ok(bytes < 512 * 1024, 'one club’s worth stays well under half a megabyte');
}

/** All text the phone keeps: every IndexedDB store of every database, and Cache Storage. */
function everythingStored(tab: Page): Promise<string> {
  return tab.evaluate(async () => {
    const parts: string[] = [];
    for (const info of await indexedDB.databases()) {
      if (!info.name) continue;
      const database = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open(info.name as string);
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      for (const store of Array.from(database.objectStoreNames)) {
        const rows = await new Promise<unknown[]>((resolve, reject) => {
          const request = database.transaction(store).objectStore(store).getAll();
          request.onsuccess = () => resolve(request.result);
          request.onerror = () => reject(request.error);
        });
        parts.push(JSON.stringify(rows));
      }
      database.close();
    }
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        const response = await cache.match(request);
        if (response) parts.push(await response.text());
      }
    }
    return parts.join('\n');
  });
}

async function signOutLeavesNoNames(tab: Page, names: ReadonlySet<string>) {
  const before = await everythingStored(tab);
  const kept = [...names].filter((name) => before.includes(name));
  assert.deepEqual(kept, [...names], 'signed in, the phone keeps every name of those rosters');
  await tab.getByRole('button', { name: '退出', exact: true }).click();
  await tab.getByRole('link', { name: '登录', exact: true }).waitFor();
  await tab.waitForLoadState('networkidle');
  const stored = await everythingStored(tab);
  const left = [...names].filter((name) => stored.includes(name));
  assert.deepEqual(left, [], 'no name of a roster is left in IndexedDB or Cache Storage');
}

/** The 「离线 · 更新于 …」 line within `scope`. */
async function savedAt(scope: Page | ReturnType<Page['locator']>) {
  const hint = scope.getByRole('status').filter({ hasText: '离线' }).first();
  await hint.waitFor();
  assert.match(await hint.innerText(), /更新于 \d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
}

async function noSidewaysScroll(tab: Page) {
  const width = await tab.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(width <= 390, `the page is ${width}px wide at 390`);
}

/** Today's game of the club and both its rosters, as the server has them. */
async function todaysGame(tab: Page) {
  const week = await api<{ from: string; games: Game[] }>(tab, '/api/club/games');
  const game = week.games.find((candidate) => candidate.date === week.from);
  assert.ok(game, 'the demo club plays today');
  const detail = await api<{ competitionName: string; homeRoster: Named[]; awayRoster: Named[] }>(
    tab,
    `/api/games/${game.id}`,
  );
  return {
    game,
    competition: detail.competitionName,
    players: [...detail.homeRoster, ...detail.awayRoster].map((p) => p.name),
  };
}

async function openTodaysGame(tab: Page, game: Game, players: readonly string[]) {
  await tab.getByRole('link', { name: '近期比赛' }).click();
  await tab.getByRole('heading', { name: /^今天/ }).waitFor();
  const card = tab
    .getByRole('listitem')
    .filter({ hasText: game.home.name })
    .filter({ hasText: game.away.name })
    .first();
  await card.getByRole('button', { name: '查看双方名单' }).click();
  for (const name of [players[0], players.at(-1)] as string[]) {
    await card.getByText(name, { exact: true }).first().waitFor();
  }
  await savedAt(card);
}

test('a contact’s roster, entry roster and today’s game open offline, never opened before', async () => {
  const context = await browser.newContext(PHONE);
  const tab = await signIn(context, CONTACT);
  const keys = await warmedKeys(tab);
  await printKeptSize(tab, '俱乐部联系人', keys);

  const members = await api<Named[]>(tab, '/api/club/members');
  const leaving = await api<Named[]>(tab, '/api/club/leave-requests');
  const entries = await api<
    { name: string; endDate: string; registration: { id: number; status: string } | null }[]
  >(tab, '/api/club/competitions');
  // The club centre keeps the entries of competitions not yet over (club-warm.ts), not old ones.
  const today = new Date().toLocaleDateString('sv');
  const entry = entries.find((c) => c.registration?.status === 'approved' && c.endDate >= today);
  assert.ok(entry?.registration, 'the demo club has an approved entry of a coming competition');
  const entryRoster = await api<{ players: Named[] }>(
    tab,
    `/api/club/registrations/${entry.registration.id}`,
  );
  const { game, players } = await todaysGame(tab);
  assert.ok(members.length > 0 && leaving.length > 0 && entryRoster.players.length > 0);

  const sent: string[] = [];
  tab.on('request', (request) => sent.push(new URL(request.url()).pathname));
  await context.setOffline(true);
  await tab.goto(url('/user/center'));
  await tab.getByRole('link', { name: '进入俱乐部中心' }).click();
  await tab.getByRole('link', { name: '成员名单' }).click();
  for (const member of [members[0], members.at(-1)] as Named[]) {
    await tab.getByRole('cell', { name: member.name, exact: true }).waitFor();
  }
  await savedAt(tab);
  await noSidewaysScroll(tab);
  await shot(tab, 'members');

  await openTodaysGame(tab, game, players);
  await noSidewaysScroll(tab);
  await shot(tab, 'game');

  await tab.getByRole('link', { name: '赛事报名' }).click();
  const card = tab.getByRole('listitem').filter({ hasText: entry.name });
  await card.getByRole('button', { name: '查看参赛名单' }).click();
  for (const player of [entryRoster.players[0], entryRoster.players.at(-1)] as Named[]) {
    await card.getByRole('cell', { name: player.name, exact: true }).waitFor();
  }
  await savedAt(card);
  await noSidewaysScroll(tab);
  await shot(tab, 'entry');

  // Actions that need the server say so where they were pressed, and send nothing.
  const open = tab.getByRole('listitem').filter({ hasText: '报名状态：未报名' }).first();
  await open.getByRole('button', { name: '选择参赛球员' }).click();
  for (const box of await open.getByRole('checkbox').all()) {
    if (await box.isEnabled()) await box.check();
  }
  await open.getByRole('button', { name: '提交报名' }).click();
  await open.getByText('当前离线，无法提交报名，请联网后再试').waitFor();

  await tab.getByRole('link', { name: '邀请球员' }).click();
  await tab.getByRole('textbox', { name: '球员手机号' }).fill('13700000099');
  await tab.getByRole('button', { name: '发送邀请' }).click();
  await tab.getByText('当前离线，无法发送邀请，请联网后再试').waitFor();
  await shot(tab, 'invite-offline');

  await tab.getByRole('link', { name: '退出申请' }).click();
  const leaver = (leaving[0] as Named).name;
  await tab.getByRole('button', { name: `同意：${leaver}` }).click();
  await tab.getByText('当前离线，无法处理退出申请，请联网后再试').waitFor();
  await tab.getByRole('button', { name: `同意：${leaver}` }).waitFor();

  const writes = sent.filter((path) => /\/(invite|leave\/approve|register)$/.test(path));
  assert.deepEqual(writes, [], 'nothing was sent for the refused actions');
  await context.setOffline(false);
  const stillLeaving = await api<Named[]>(tab, '/api/club/leave-requests');
  assert.ok(
    stillLeaving.some((member) => member.name === leaver),
    'the leave request is untouched',
  );
  const invited = await api<{ phone: string }[]>(tab, '/api/club/invitations');
  assert.ok(!invited.some((member) => member.phone.endsWith('0099')), 'nobody was invited');

  await signOutLeavesNoNames(
    tab,
    new Set([...members.map((m) => m.name), ...entryRoster.players.map((p) => p.name), ...players]),
  );
  await context.close();
});

test('a player’s club roster and today’s game open offline, never opened before', async () => {
  const context = await browser.newContext(PHONE);
  const tab = await signIn(context, PLAYER);
  const keys = await warmedKeys(tab);
  await printKeptSize(tab, '球员', keys);
  const me = await api<{ clubId: number }>(tab, '/api/user/getUserInfo');
  const club = await api<{ members: Named[] }>(tab, `/api/clubs/${me.clubId}`);
  const { game, competition, players } = await todaysGame(tab);

  await context.setOffline(true);
  await tab.goto(url('/user/center'));
  await tab.getByRole('link', { name: '球队名单与近期比赛' }).click();
  for (const member of [club.members[0], club.members.at(-1)] as Named[]) {
    await tab.getByText(member.name, { exact: true }).first().waitFor();
  }
  await savedAt(tab);
  await noSidewaysScroll(tab);
  await shot(tab, 'player-roster');

  await openTodaysGame(tab, game, players);
  await noSidewaysScroll(tab);
  await shot(tab, 'player-game');

  // The public page of that game's competition: its schedule and standings.
  await tab.goto(url(`/match/detail?id=${game.competitionId}`));
  await tab.getByRole('heading', { level: 1, name: competition }).waitFor();
  await tab.getByRole('heading', { name: '积分榜' }).first().waitFor();
  await savedAt(tab);

  await context.setOffline(false);
  await signOutLeavesNoNames(tab, new Set([...club.members.map((m) => m.name), ...players]));
  await context.close();
});
