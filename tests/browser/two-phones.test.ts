// Two volunteers score one game on two phones (two browser contexts at 390×844). Staff give the
// game its second volunteer through the console's call; both phones open it, then lose the
// network and each records the same home point (and the second phone an away point too). Back
// online, both show the same score, the other phone's points with who recorded them, and the
// possible duplicate, which one volunteer keeps (两分都保留) and the other then no longer sees.
// Last, the second phone, with a point it could not send yet, hands the game over (交接给其他志愿者)
// to a third volunteer: its point still syncs, and the third phone takes the log over and goes on.
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { after, before, test } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, PHONE } from './support/launch-browser';
import { startServer, type RunningServer } from './support/start-server';
import {
  cutNetwork,
  eventually,
  logIn,
  openGame,
  recordPoint,
  restoreNetwork,
  scoreStatus,
  syncState,
  volunteerApi,
  type Game,
} from './scoring-steps';
import { checkScreen, logInAs, OTHER_VOLUNTEER } from './scoring-volunteer-steps';

const THIRD_VOLUNTEER = { phone: '13800000005', password: 'demo1234' };
const THIRD_NAME = '孙悦';
let server: RunningServer;
let browser: Browser;
let game: Game;
const phones: { context: BrowserContext; tab: Page }[] = [];
const names = { first: '', second: '' };

const url = (path: string) => server.baseUrl + path;

async function post<T>(path: string, body: unknown, ticket?: string): Promise<T> {
  const response = await fetch(url(path), {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(ticket ? { ticket } : {}) },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as { code: number; message: string; data: T };
  assert.equal(answer.code, 0, `${path}: ${answer.message}`);
  return answer.data;
}

async function get<T>(path: string, ticket: string): Promise<T> {
  const answer = (await (await fetch(url(path), { headers: { ticket } })).json()) as { data: T };
  return answer.data;
}

interface AdminGame {
  id: number;
  date: string;
  time: string;
  field: string;
  pool: string | null;
  round: string | null;
  volunteers: { id: number; name: string }[];
  rules: Record<string, number | null>;
}

/** Staff give the game a second volunteer, as the game editor's 第二记分员 does. */
async function giveSecondVolunteer(competitionId: number, secondId: number) {
  const { ticket } = await post<{ ticket: string }>('/api/user/pwLogin', {
    phone: '13800000000',
    password: 'demo1234',
  });
  const schedule = await get<{ list: AdminGame[] }>(
    `/api/admin/schedule/competitions/${competitionId}`,
    ticket,
  );
  const row = schedule.list.find((g) => g.id === game.id);
  assert.ok(row, 'the game is on its competition’s schedule');
  const saved = await post<AdminGame>(
    `/api/admin/schedule/games/${game.id}`,
    {
      startsAt: `${row.date}T${row.time}`,
      field: row.field,
      volunteerId: row.volunteers[0]?.id ?? null,
      secondVolunteerId: secondId,
      pool: row.pool ?? '',
      round: row.round ?? '',
      ...row.rules,
    },
    ticket,
  );
  assert.equal(saved.volunteers.length, 2, 'the game has two volunteers');
}

before(async () => {
  mkdirSync('test-results/screenshots', { recursive: true });
  server = await startServer();
  browser = await launchBrowser();
  const api = await volunteerApi(server.baseUrl);
  // The day's list gives each game's competition too (the console's schedule is per competition).
  const scheduled = (await api.games()).find((g) => g.status === 'scheduled') as
    (Game & { competitionId: number }) | undefined;
  assert.ok(scheduled, 'the demo volunteer has a scheduled game today');
  game = scheduled;
  const first = await post<{ user: { name: string } }>('/api/volunteer/login', {
    phone: '13800000003',
    password: 'demo1234',
  });
  const second = await post<{ user: { id: number; name: string } }>(
    '/api/volunteer/login',
    OTHER_VOLUNTEER,
  );
  names.first = first.user.name;
  names.second = second.user.name;
  await giveSecondVolunteer(scheduled.competitionId, second.user.id);
  for (let i = 0; i < 2; i += 1) {
    const context = await browser.newContext(PHONE);
    phones.push({ context, tab: await context.newPage() });
  }
});
after(async () => {
  await browser?.close();
  await server?.stop();
});

const recorded = (tab: Page, name: string) =>
  tab.getByRole('listitem').filter({ hasText: `${name}记录` });
const duplicates = (tab: Page) => tab.getByRole('region', { name: '可能重复的得分' });

test('two volunteers open one game on their own phones', async () => {
  const [a, b] = phones as [(typeof phones)[0], (typeof phones)[0]];
  await logIn(a.tab, server.baseUrl);
  await logInAs(b.tab, server.baseUrl, OTHER_VOLUNTEER);
  await openGame(a.tab, game);
  await a.tab.getByRole('button', { name: '开始比赛' }).click();
  await syncState(a.tab).filter({ hasText: '已同步' }).waitFor();
  await openGame(b.tab, game);
  await b.tab.getByRole('button', { name: `${game.home.name}得分` }).waitFor();
});

test('offline, each phone records the same home point; the second one an away point too', async () => {
  const [a, b] = phones as [(typeof phones)[0], (typeof phones)[0]];
  await cutNetwork(a.context);
  await cutNetwork(b.context);
  await recordPoint(a.tab, game.home.name, null, null);
  await recordPoint(b.tab, game.home.name, null, null);
  await recordPoint(b.tab, game.away.name, null, null);
  await scoreStatus(a.tab, 1, 0).waitFor();
  await scoreStatus(b.tab, 1, 1).waitFor();
  await syncState(a.tab).filter({ hasText: '待同步 1' }).waitFor();
  await syncState(b.tab).filter({ hasText: '待同步 2' }).waitFor();
});

test('back online, both show the same score, who recorded what, and the possible duplicate', async () => {
  const [a, b] = phones as [(typeof phones)[0], (typeof phones)[0]];
  await restoreNetwork(a.context);
  await restoreNetwork(b.context);
  // Each phone shows the other's points after its next sync (the first to sync pulls again soon).
  for (const { tab } of phones) {
    await scoreStatus(tab, 2, 1).waitFor({ timeout: 30_000 });
    await syncState(tab).filter({ hasText: '已同步' }).waitFor();
    await recorded(tab, names.first).first().waitFor();
    await recorded(tab, names.second).first().waitFor();
    await duplicates(tab).getByRole('button', { name: '两分都保留' }).waitFor();
    await duplicates(tab).getByRole('button', { name: '撤销这一分' }).waitFor();
  }
  // On each phone the other's points are marked as another phone's.
  assert.equal(await recorded(a.tab, names.second).filter({ hasText: '另一台手机' }).count(), 2);
  assert.equal(await recorded(a.tab, names.first).filter({ hasText: '另一台手机' }).count(), 0);
  assert.equal(await recorded(b.tab, names.first).filter({ hasText: '另一台手机' }).count(), 1);
  await checkScreen(b.tab, 'two-phones-duplicate');
});

test('one volunteer keeps both points; the other phone stops asking after its next sync', async () => {
  const [a, b] = phones as [(typeof phones)[0], (typeof phones)[0]];
  await duplicates(a.tab).getByRole('button', { name: '两分都保留' }).click();
  await duplicates(a.tab).waitFor({ state: 'detached' });
  await syncState(a.tab).filter({ hasText: '已同步' }).waitFor();
  await duplicates(b.tab).waitFor({ state: 'detached', timeout: 30_000 });
  for (const { tab } of phones) await scoreStatus(tab, 2, 1).waitFor();
  const api = await volunteerApi(server.baseUrl);
  await eventually(async () => {
    const stored = await api.game(game.id);
    return stored.homeScore === 2 && stored.events.some((e) => e.kind === 'confirm_duplicate');
  }, 'the server holds the confirm and counts both points');
  await checkScreen(a.tab, 'two-phones-kept');
});

test('a phone hands the game over with a point still unsent; the new phone takes the log over', async () => {
  const [, b] = phones as [(typeof phones)[0], (typeof phones)[0]];
  // Only the writes fail: the point waits in the outbox while the handoff call gets through.
  const writes = /\/api\/volunteer\/(batch|save\/score)$/;
  await b.context.route(writes, (route) => route.abort('internetdisconnected'));
  await recordPoint(b.tab, game.away.name, null, null);
  await scoreStatus(b.tab, 2, 2).waitFor();
  await syncState(b.tab).filter({ hasText: '待同步 1' }).waitFor();
  await b.tab.getByRole('button', { name: '交接给其他志愿者' }).click();
  const form = b.tab.getByRole('dialog', { name: '把这场比赛交给另一位志愿者' });
  await form.getByLabel('接手的志愿者').selectOption({ label: THIRD_NAME });
  await checkScreen(b.tab, 'two-phones-handoff');
  await form.getByRole('button', { name: '确定交接' }).click();
  await b.tab.getByText(`已交接给${THIRD_NAME}`).waitFor();
  await b.context.unroute(writes);
  await syncState(b.tab).filter({ hasText: '已同步' }).waitFor({ timeout: 30_000 });

  const context = await browser.newContext(PHONE);
  const tab = await context.newPage();
  phones.push({ context, tab });
  await logInAs(tab, server.baseUrl, THIRD_VOLUNTEER);
  await openGame(tab, game);
  await scoreStatus(tab, 2, 2).waitFor();
  await recorded(tab, names.second).first().waitFor();
  await recordPoint(tab, game.home.name, null, null);
  await scoreStatus(tab, 3, 2).waitFor();
  await syncState(tab).filter({ hasText: '已同步' }).waitFor();
  const api = await volunteerApi(server.baseUrl);
  await eventually(
    async () => (await api.game(game.id)).homeScore === 3,
    'the server counts the new phone’s point',
  );
  await checkScreen(tab, 'two-phones-taken-over');
});
