// The scoring app as volunteers install and use it, on a 390×844 phone: refusals that stay on
// screen, the scorer's own manifest (installs as 飞盘记分, opens offline on the game list), undo
// that says which point went and can be taken back, the finish warning, and logging out of a
// shared phone with actions still waiting. Every screen reached is held to 7:1 contrast.
// The tests run in order on one server and one phone.
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { after, before, test } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, PHONE } from './support/launch-browser';
import { startServer, type RunningServer } from './support/start-server';
import {
  cutNetwork,
  eventually,
  openGame,
  recordPoint,
  restoreNetwork,
  scoreStatus,
  syncState,
  VOLUNTEER,
  volunteerApi,
  type Game,
  type Player,
} from './scoring-steps';
import {
  cachedPaths,
  checkScreen,
  logInAs,
  manifestHref,
  OTHER_VOLUNTEER,
} from './scoring-volunteer-steps';

const WRITES =
  /\/api\/volunteer\/(batch|begin|finished|save\/score|save\/name|delete\/score|timeout)$/;
let server: RunningServer;
let browser: Browser;
let api: Awaited<ReturnType<typeof volunteerApi>>;
let phone: BrowserContext;
let tab: Page;
let gameA: Game;
let gameB: Game;
let homeA: Player[];

before(async () => {
  mkdirSync('test-results/screenshots', { recursive: true });
  server = await startServer();
  browser = await launchBrowser();
  api = await volunteerApi(server.baseUrl);
  [gameA, gameB] = (await api.games()).filter((game) => game.status === 'scheduled') as [
    Game,
    Game,
  ];
  assert.ok(gameA && gameB, 'the demo volunteer has two scheduled games today');
  homeA = (await api.rosters(gameA.id)).home;
  phone = await browser.newContext(PHONE);
  tab = await phone.newPage();
});
after(async () => {
  await browser?.close();
  await server?.stop();
});

const url = (path: string) => server.baseUrl + path;

/** A volunteer's games of today, as the server gives them to that volunteer. */
async function gamesOf(who: { phone: string; password: string }): Promise<Game[]> {
  const post = { method: 'POST', headers: { 'content-type': 'application/json' } };
  const login = await fetch(url('/api/volunteer/login'), { ...post, body: JSON.stringify(who) });
  const { ticket } = ((await login.json()) as { data: { ticket: string } }).data;
  const games = await fetch(url('/api/volunteer/date/games'), { headers: { ticket } });
  return ((await games.json()) as { data: Game[] }).data;
}
/** The portal's page names the portal's manifest again once it has replaced the scoring area. */
const waitForPortalManifest = (page: Page) =>
  page.waitForFunction(
    () =>
      document.querySelector('link[rel="manifest"]')?.getAttribute('href') ===
      '/manifest.webmanifest',
  );

test('a wrong password stays beside the login form, still there 5 s later', async () => {
  await tab.goto(url('/scoring/login'));
  await checkScreen(tab, 'login');
  await tab.getByLabel('手机号').fill(VOLUNTEER.phone);
  await tab.getByLabel('密码').fill('wrong-password');
  await tab.getByRole('button', { name: '登录' }).click();
  const refusal = tab.getByRole('alert').filter({ hasText: '手机号或密码错误' });
  await refusal.waitFor();
  await tab.waitForTimeout(5000);
  assert.ok(await refusal.isVisible(), 'the refusal is still on screen 5 s later');
  await checkScreen(tab, 'login-refused');
  await tab.getByLabel('密码').fill(VOLUNTEER.password);
  await refusal.waitFor({ state: 'detached' });
});

test('the scoring pages name the scorer’s own manifest, the portal keeps its own', async () => {
  const page = await tab.goto(url('/scoring/login'));
  assert.match((await page?.text()) ?? '', /<link rel="manifest" href="\/scoring\.webmanifest">/);
  assert.equal(await manifestHref(tab), '/scoring.webmanifest');
  const manifest = await (await fetch(url('/scoring.webmanifest'))).json();
  assert.equal(manifest.name, '飞盘记分');
  assert.equal(manifest.scope, '/scoring/');
  assert.equal(manifest.start_url, '/scoring/match/list');
  assert.equal(manifest.display, 'standalone');
  const portalManifest = await (await fetch(url('/manifest.webmanifest'))).json();
  assert.notEqual(manifest.id, portalManifest.id, 'a separate app to install');
  const portalIcon = await (await fetch(url(`/${portalManifest.icons[0].src}`))).arrayBuffer();
  for (const icon of manifest.icons as { src: string; sizes: string }[]) {
    const image = await fetch(url(`/${icon.src}`));
    assert.equal(image.headers.get('content-type'), 'image/png', icon.src);
    const bytes = Buffer.from(await image.arrayBuffer());
    const side = icon.sizes.split('x').map(Number);
    assert.deepEqual([bytes.readUInt32BE(16), bytes.readUInt32BE(20)], side, icon.src);
    assert.ok(!bytes.equals(Buffer.from(portalIcon)), `${icon.src} is the scorer's own icon`);
  }

  await tab.getByRole('link', { name: '返回门户网站' }).click();
  await tab.waitForURL((target) => target.pathname === '/home');
  await waitForPortalManifest(tab);
  const home = await fetch(url('/home'));
  assert.doesNotMatch(await home.text(), /scoring\.webmanifest/);
});

test('the installed scorer opens offline on its game list, with its manifest and icons', async () => {
  await logInAs(tab, server.baseUrl, VOLUNTEER);
  await tab.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 30_000,
  });
  await tab.getByRole('link').filter({ hasText: gameA.home.name }).first().waitFor();
  const cached = await cachedPaths(tab);
  for (const file of ['/scoring.html', '/scoring.webmanifest', '/scoring-192x192.png']) {
    assert.ok(cached.includes(file), `${file} is precached`);
  }
  await checkScreen(tab, 'list');

  await cutNetwork(phone);
  const opened = await tab.goto(url('/scoring/match/list'));
  assert.ok(opened?.fromServiceWorker(), 'the service worker answered');
  assert.match((await opened?.text()) ?? '', /scoring\.webmanifest/);
  await tab.getByRole('heading', { level: 1, name: '比赛数据统计' }).waitFor();
  await tab.getByRole('link').filter({ hasText: gameA.home.name }).first().waitFor();
  const manifest = await tab.evaluate(() => fetch('/scoring.webmanifest').then((r) => r.json()));
  assert.equal(manifest.start_url, '/scoring/match/list');
  await restoreNetwork(phone);

  await tab.getByRole('link', { name: '返回门户' }).click();
  await tab.waitForURL((target) => target.pathname === '/home');
  await waitForPortalManifest(tab);
  await tab.goto(url('/scoring/match/list'));
});

test('撤销 says which point went; 撤回撤销 puts it back as one new point', async () => {
  await openGame(tab, gameA);
  await checkScreen(tab, 'game-scheduled');
  await tab.getByRole('button', { name: '开始比赛' }).click();
  const [p1, p2] = homeA as [Player, Player];
  await tab.getByRole('button', { name: `${gameA.home.name}得分` }).click();
  await checkScreen(tab, 'game-pick-scorer');
  await tab.getByRole('button', { name: '返回', exact: true }).click();
  await recordPoint(tab, gameA.home.name, p1, p2);
  await recordPoint(tab, gameA.away.name, null, null);
  await scoreStatus(tab, 1, 1).waitFor();

  await tab.getByRole('button', { name: '撤销', exact: true }).click();
  await tab.getByRole('status', { name: `已撤销：1:1 ${gameA.away.name}得分` }).waitFor();
  await tab.getByRole('button', { name: '撤销', exact: true }).click();
  const undone = tab.getByRole('status', { name: `已撤销：1:0 ${p1.name}得分` });
  await undone.waitFor();
  await scoreStatus(tab, 0, 0).waitFor();
  await checkScreen(tab, 'game-undone');

  await undone.getByRole('button', { name: '撤回撤销' }).click();
  await scoreStatus(tab, 1, 0).waitFor();
  await undone.waitFor({ state: 'detached' });
  await syncState(tab).filter({ hasText: '已同步' }).waitFor();
  await eventually(async () => (await api.game(gameA.id)).homeScore === 1, 'the point is back');
  const onServer = await api.game(gameA.id);
  assert.deepEqual([onServer.homeScore, onServer.awayScore], [1, 0]);
  const scores = onServer.events.filter((event) => event.kind === 'score');
  assert.equal(scores.length, 3, 'two points, then the one taken back as a new point');
  assert.equal(scores.filter((event) => event.voided).length, 2);
});

test('结束比赛 warns while neither team has the winning score', async () => {
  await recordPoint(tab, gameA.home.name, null, null);
  const [player] = homeA as [Player];
  await tab.getByRole('button', { name: `修改 ${player.name}` }).click();
  await tab.getByLabel('背号').waitFor();
  await checkScreen(tab, 'game-edit-player');
  await tab.getByRole('button', { name: '取消', exact: true }).click();
  await tab.getByRole('button', { name: '结束比赛' }).click();
  const question = tab.getByRole('alertdialog', { name: '结束比赛' });
  await question.getByText('双方都还没有达到 15 分').waitFor();
  await question.getByRole('button', { name: '确定' }).waitFor();
  await checkScreen(tab, 'game-finish-early');
  await question.getByRole('button', { name: '取消' }).click();
  await question.waitFor({ state: 'detached' });
});

test('a refused point shows beside the score, still there 5 s later, until read', async () => {
  await syncState(tab).filter({ hasText: '已同步' }).waitFor();
  await cutNetwork(phone);
  await api.finish(gameA.id);
  await recordPoint(tab, gameA.away.name, null, null);
  await scoreStatus(tab, 2, 1).waitFor();
  await restoreNetwork(phone);

  const refusal = tab.getByRole('alert').filter({ hasText: '比赛已结束，不能再记分' });
  await refusal.waitFor();
  await scoreStatus(tab, 2, 0).waitFor();
  const board = await tab.getByRole('status', { name: '比分 2:0' }).boundingBox();
  const box = await refusal.boundingBox();
  assert.ok(board && box && box.y - (board.y + board.height) < 120, 'right under the score');
  await tab.waitForTimeout(5000);
  assert.ok(await refusal.isVisible(), 'still on screen 5 s later');
  assert.equal(await refusal.count(), 1, 'shown once, not again in the sync bar');
  await checkScreen(tab, 'game-refused');
  await refusal.getByRole('button', { name: '知道了' }).click();
  await refusal.waitFor({ state: 'detached' });
});

test('logging out with waiting actions says so and keeps them for the same volunteer only', async () => {
  await tab.goto(url('/scoring/match/list'));
  await openGame(tab, gameB);
  await tab.getByRole('button', { name: '开始比赛' }).click();
  await eventually(async () => (await api.game(gameB.id)).status === 'live', 'game B began');
  await syncState(tab).filter({ hasText: '已同步' }).waitFor();
  await cutNetwork(phone);
  await recordPoint(tab, gameB.home.name, null, null);
  await recordPoint(tab, gameB.home.name, null, null);
  await syncState(tab).filter({ hasText: '待同步 2' }).waitFor();

  await tab.getByRole('link', { name: '返回比赛列表' }).click();
  await tab.getByRole('button', { name: '退出登录' }).click();
  const question = tab.getByRole('alertdialog', { name: '退出登录' });
  await question.getByText('还有 2 条记录没有同步到服务器').waitFor();
  await question.getByText('现在没有网络').waitFor();
  await checkScreen(tab, 'logout-pending');
  await question.getByRole('button', { name: '仍然退出' }).click();
  await tab.waitForURL((target) => target.pathname === '/scoring/login');
  await tab.getByRole('status').filter({ hasText: '已退出登录' }).waitFor();
  await checkScreen(tab, 'login-logged-out');
  await restoreNetwork(phone);

  // Another volunteer on the same phone: nothing of the first one's goes out under their ticket.
  const writes: string[] = [];
  await phone.route(WRITES, (route) => {
    writes.push(route.request().postData() ?? '');
    return route.continue();
  });
  await logInAs(tab, server.baseUrl, OTHER_VOLUNTEER);
  await tab.getByText('其他记分员的 2 条记录未同步').waitFor();
  // Their own games only: the first volunteer's stay off their list.
  const theirs = await gamesOf(OTHER_VOLUNTEER);
  assert.ok(!theirs.some((game) => game.id === gameB.id), 'game B is not theirs');
  await eventually(
    async () => (await tab.locator('main li a').count()) === theirs.length,
    'the list shows their games',
  );
  await syncState(tab).filter({ hasText: '已同步' }).waitFor();
  await tab.getByRole('button', { name: '刷新' }).click();
  await tab.waitForTimeout(3000);
  assert.deepEqual(writes, [], 'no action sent while the other volunteer is signed in');
  assert.deepEqual([(await api.game(gameB.id)).homeScore], [0]);
  await checkScreen(tab, 'list-other-volunteer');
  await tab.getByRole('button', { name: '退出登录' }).click();
  await tab.waitForURL((target) => target.pathname === '/scoring/login');

  await logInAs(tab, server.baseUrl, VOLUNTEER);
  await eventually(async () => (await api.game(gameB.id)).homeScore === 2, 'sent at their login');
  await syncState(tab).filter({ hasText: '已同步' }).waitFor();
  assert.equal(writes.length > 0, true, 'sent by the volunteer who took them');
  const onServer = await api.game(gameB.id);
  assert.equal(onServer.events.filter((event) => event.kind === 'score').length, 2, 'once each');
  await phone.unroute(WRITES);
});
