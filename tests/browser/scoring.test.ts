// The scoring app on a phone with the network cut and restored: points recorded offline
// survive a reload and reach the server exactly once; an answer lost after the server committed
// is not counted twice; two tabs never both drain; a refused action is shown to the volunteer;
// a phone still holding last month's database (version 2) keeps its unsent point through the
// upgrade and sends it.
// The tests run in order on one server: each continues the game the one before left.
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { after, before, test } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { installDatabase, installedVersion, readRows } from './support/installed-database';
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
  type Player,
} from './scoring-steps';

const SHOTS = 'test-results/screenshots';
const WRITES =
  /\/api\/volunteer\/(batch|begin|finished|save\/score|save\/name|delete\/score|timeout)$/;
let server: RunningServer;
let browser: Browser;
let api: Awaited<ReturnType<typeof volunteerApi>>;
let context: BrowserContext;
let tab: Page;
let gameA: Game;
let gameB: Game;
let homeA: Player[];

before(async () => {
  mkdirSync(SHOTS, { recursive: true });
  server = await startServer();
  browser = await launchBrowser();
  api = await volunteerApi(server.baseUrl);
  const games = (await api.games()).filter((game) => game.status === 'scheduled');
  assert.ok(games.length >= 2, 'the demo volunteer has two scheduled games today');
  [gameA, gameB] = games as [Game, Game];
  homeA = (await api.rosters(gameA.id)).home;
  assert.ok(homeA.length >= 3, 'the home team of the first game has a roster');
  context = await browser.newContext(PHONE);
  tab = await context.newPage();
});
after(async () => {
  await browser?.close();
  await server?.stop();
});

test('points recorded offline survive a reload, undo works, and the server ends exact', async () => {
  await logIn(tab, server.baseUrl);
  // The service worker must hold the app before the network goes, or a reload cannot open it.
  await tab.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 30_000,
  });
  await openGame(tab, gameA);
  await tab.getByRole('button', { name: '开始比赛' }).click();
  await eventually(async () => (await api.game(gameA.id)).status === 'live', 'game A began');
  await syncState(tab).filter({ hasText: '已同步' }).waitFor();

  await cutNetwork(context);
  const [p1, p2, p3] = homeA as [Player, Player, Player];
  await recordPoint(tab, gameA.home.name, p1, p2);
  await recordPoint(tab, gameA.away.name, null, null);
  await recordPoint(tab, gameA.home.name, p3, null);
  await tab.getByRole('button', { name: `${gameA.away.name}暂停` }).click();
  await tab.getByText('已用 1/2').waitFor();
  await scoreStatus(tab, 2, 1).waitFor();
  await syncState(tab).filter({ hasText: '待同步 4' }).waitFor();
  await tab.getByText('离线', { exact: true }).waitFor();

  await tab.reload();
  await scoreStatus(tab, 2, 1).waitFor();
  await syncState(tab).filter({ hasText: '待同步 4' }).waitFor();
  const timeline = tab.getByRole('list').filter({ hasText: '助攻' });
  await timeline.getByText(`${p1.number}号 ${p1.name}`, { exact: true }).waitFor();
  await timeline.getByText(`助攻 ${p2.number}号 ${p2.name}`, { exact: true }).waitFor();
  await tab.screenshot({ path: `${SHOTS}/scoring-offline-phone.png`, fullPage: true });

  await tab.getByRole('button', { name: '撤销' }).click();
  await scoreStatus(tab, 1, 1).waitFor();
  await syncState(tab).filter({ hasText: '待同步 5' }).waitFor();

  await restoreNetwork(context);
  await syncState(tab).filter({ hasText: '已同步' }).waitFor();
  const onServer = await api.game(gameA.id);
  assert.deepEqual([onServer.homeScore, onServer.awayScore], [1, 1]);
  const scores = onServer.events.filter((event) => event.kind === 'score');
  assert.equal(scores.length, 3, 'three points sent, each once');
  assert.equal(scores.filter((event) => event.voided).length, 1, 'the undone point is void');
  assert.equal(onServer.events.filter((event) => event.kind === 'timeout').length, 1);
  await scoreStatus(tab, 1, 1).waitFor();
});

test('a point whose answer is lost after the server committed counts once', async () => {
  const sent: string[] = [];
  await context.route(WRITES, async (route) => {
    sent.push(route.request().postData() ?? '');
    if (sent.length > 1) return route.continue();
    // The server stores the point, then the answer never reaches the phone.
    await route.fetch();
    await route.abort('connectionreset');
  });
  await recordPoint(tab, gameA.away.name, null, null);
  await scoreStatus(tab, 1, 2).waitFor();
  await eventually(async () => sent.length >= 2, 'the point was sent again');
  await syncState(tab).filter({ hasText: '已同步' }).waitFor();
  await context.unroute(WRITES);

  assert.equal(sent.length, 2, 'sent, answer lost, sent again');
  assert.match(sent[0] ?? '', /"id":/);
  assert.equal(sent[0], sent[1], 'the resend is the same action with the same id');
  const onServer = await api.game(gameA.id);
  assert.deepEqual([onServer.homeScore, onServer.awayScore], [1, 2]);
  assert.equal(onServer.events.filter((event) => event.kind === 'score').length, 4);
});

test('an action the server refuses is shown with its message until dismissed', async () => {
  await cutNetwork(context);
  // Another phone finishes the game while this one has no signal and goes on scoring.
  await api.finish(gameA.id);
  await recordPoint(tab, gameA.home.name, null, null);
  await scoreStatus(tab, 2, 2).waitFor();
  await restoreNetwork(context);

  const refusal = tab.getByRole('alert').filter({ hasText: '比赛已结束，不能再记分' });
  await refusal.waitFor();
  await scoreStatus(tab, 1, 2).waitFor();
  await syncState(tab).filter({ hasText: '已同步' }).waitFor();
  await tab.screenshot({ path: `${SHOTS}/scoring-rejected-phone.png`, fullPage: true });
  await refusal.getByRole('button', { name: '知道了' }).click();
  await refusal.waitFor({ state: 'detached' });
  const onServer = await api.game(gameA.id);
  assert.deepEqual([onServer.status, onServer.homeScore, onServer.awayScore], ['finished', 1, 2]);
});

test('two tabs on one game: only one drains, every action reaches the server once', async () => {
  // A fresh phone, so nothing of the tests before carries over; without the service worker, whose
  // part the first test covered, so the requests' bodies can be read.
  const phone = await browser.newContext({ ...PHONE, serviceWorkers: 'block' });
  const first = await phone.newPage();
  // Per tab, the ids of the actions each write request carried. Read in a route: the page's
  // own request events do not see ky's request bodies.
  const sentBy = new Map<Page, string[]>();
  await phone.route(WRITES, async (route) => {
    const request = route.request();
    const body = JSON.parse(request.postData() ?? '{}') as {
      id?: string;
      actions?: { id: string }[];
    };
    const page = request.frame().page();
    sentBy.set(page, [
      ...(sentBy.get(page) ?? []),
      ...(body.actions?.map((action) => action.id) ?? [body.id ?? '']),
    ]);
    await route.continue();
  });
  await logIn(first, server.baseUrl);
  await openGame(first, gameB);
  await first.getByRole('button', { name: '开始比赛' }).click();
  await eventually(async () => (await api.game(gameB.id)).status === 'live', 'game B began');
  const second = await phone.newPage();
  await second.goto(`${server.baseUrl}/scoring/match/detail?id=${gameB.id}`);
  await second.getByRole('button', { name: `${gameB.home.name}得分` }).waitFor();

  await cutNetwork(phone);
  await recordPoint(first, gameB.home.name, null, null);
  await recordPoint(first, gameB.home.name, null, null);
  await recordPoint(second, gameB.away.name, null, null);
  // Both tabs derive from the same local log.
  await scoreStatus(first, 2, 1).waitFor();
  await scoreStatus(second, 2, 1).waitFor();
  await syncState(first).filter({ hasText: '待同步 3' }).waitFor();
  await syncState(second).filter({ hasText: '待同步 3' }).waitFor();
  sentBy.clear();

  await restoreNetwork(phone);
  await syncState(first).filter({ hasText: '已同步' }).waitFor();
  await syncState(second).filter({ hasText: '已同步' }).waitFor();
  await eventually(async () => {
    const game = await api.game(gameB.id);
    return game.homeScore === 2 && game.awayScore === 1;
  }, 'the server has 2:1');

  const counts = [first, second].map((page) => sentBy.get(page)?.length ?? 0).sort();
  assert.deepEqual(counts, [0, 3], 'one tab sent all three points, the other nothing');
  assert.equal(new Set([...sentBy.values()].flat()).size, 3, 'no point sent twice');
  const onServer = await api.game(gameB.id);
  assert.equal(onServer.events.filter((event) => event.kind === 'score').length, 3);
  await phone.close();
});

/** The app database's stores as version 2 (the scoring tables, before pending writes) made them. */
const VERSION_2 = {
  httpCache: { key: 'key', indexes: ['url', 'storedAt', 'owner'] },
  games: { key: 'id', indexes: ['date'] },
  rosters: { key: 'gameId', indexes: [] },
  events: { key: 'id', indexes: ['gameId', ['gameId', 'seq']] },
  outbox: { key: 'id', indexes: ['gameId', 'seq', 'status'] },
  meta: { key: 'key', indexes: [] },
};

test('a phone holding version 2 of the database keeps its unsent point and sends it', async () => {
  const phone = await browser.newContext({ ...PHONE, serviceWorkers: 'block' });
  const field = await phone.newPage();
  await logIn(field, server.baseUrl);
  await openGame(field, gameB);
  const before = await api.game(gameB.id);
  // A point recorded while the server cannot be reached, kept as version 2 stored it.
  await phone.route(WRITES, (route) => route.abort('internetdisconnected'));
  await recordPoint(field, gameB.away.name, null, null);
  await syncState(field).filter({ hasText: '待同步 1' }).waitFor();
  const rows = await readRows(field, Object.keys(VERSION_2));
  assert.equal(rows.outbox?.length, 1, 'one action waits');
  await field.goto(`${server.baseUrl}/robots.txt`);
  await installDatabase(field, 2, VERSION_2, rows);

  // Today's app opens it, upgraded, the point still waiting; then the point reaches the server.
  await field.goto(`${server.baseUrl}/scoring/match/detail?id=${gameB.id}`);
  await syncState(field).filter({ hasText: '待同步 1' }).waitFor();
  assert.equal(await installedVersion(field), 30);
  await phone.unroute(WRITES);
  await field.reload();
  await syncState(field).filter({ hasText: '已同步' }).waitFor();
  await eventually(
    async () => (await api.game(gameB.id)).awayScore === before.awayScore + 1,
    'the kept point reached the server',
  );
  await phone.close();
});
