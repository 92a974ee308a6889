// A mixed game on the phone (docs/scoring-model.md, "Mixed games", "Lines"): the volunteer sees
// the next point's ratio before the point, chooses the first one under rule A and watches the
// pattern go on (and step back on 撤销); on a game that tracks lines, picks a team's line once,
// is warned when it does not fit the ratio, keeps it for the next point, and sees points played
// and plus-minus on the roster. The server
// ends holding each point's ratio and line.
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { after, before, test } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, PHONE } from './support/launch-browser';
import { startServer, type RunningServer } from './support/start-server';
import {
  eventually,
  logIn,
  openGame,
  recordPoint,
  scoreStatus,
  volunteerApi,
  type Game,
  type Player,
} from './scoring-steps';

const SHOTS = 'test-results/screenshots';
type MixedGame = Game & { rules: { ratioRule?: 'A' | 'B' | null; trackLines?: boolean } };
interface StoredPoint {
  id: string;
  kind: string;
  voided: boolean;
  ratio?: string | null;
  homeLine?: number[] | null;
}

let server: RunningServer;
let browser: Browser;
let api: Awaited<ReturnType<typeof volunteerApi>>;
let context: BrowserContext;
let tab: Page;
let plain: MixedGame;
let lined: MixedGame;

before(async () => {
  mkdirSync(SHOTS, { recursive: true });
  server = await startServer();
  browser = await launchBrowser();
  api = await volunteerApi(server.baseUrl);
  const games = (await api.games()) as MixedGame[];
  const scheduled = games.filter((game) => game.status === 'scheduled');
  const found = (lines: boolean) =>
    scheduled.find(
      (game) => game.rules.ratioRule === 'A' && Boolean(game.rules.trackLines) === lines,
    );
  assert.ok(
    found(false) && found(true),
    'the demo volunteer has a mixed game with lines and one without',
  );
  [plain, lined] = [found(false)!, found(true)!];
  context = await browser.newContext(PHONE);
  tab = await context.newPage();
  await logIn(tab, server.baseUrl);
});
after(async () => {
  await browser?.close();
  await server?.stop();
});

const ratioShown = () => tab.getByTestId('point-ratio');
const storedPoints = async (gameId: number) =>
  ((await api.game(gameId)).events as StoredPoint[]).filter((event) => event.kind === 'score');

test('rule A: the volunteer picks the first ratio, then sees it alternate and step back on undo', async () => {
  await openGame(tab, plain);
  await tab.getByRole('button', { name: '开始比赛' }).click();
  await tab.getByRole('status', { name: '比分 0:0' }).waitFor();
  assert.equal(await ratioShown().textContent(), '本分：4女3男');
  await tab.getByRole('button', { name: '4男3女' }).click();
  assert.equal(await ratioShown().textContent(), '本分：4男3女');
  await tab.screenshot({ path: `${SHOTS}/mixed-ratio-first-point.png`, fullPage: true });

  // Rule A after a 4男3女 first point: 4女3男, 4女3男, then 4男3女.
  const expected = ['本分：4女3男', '本分：4女3男', '本分：4男3女'];
  for (const [index, shown] of expected.entries()) {
    await recordPoint(tab, index % 2 === 0 ? plain.home.name : plain.away.name, null, null);
    await scoreStatus(tab, Math.ceil((index + 1) / 2), Math.floor((index + 1) / 2)).waitFor();
    assert.equal(await ratioShown().textContent(), shown);
    // Once the pattern is known, there is nothing to choose.
    assert.equal(await tab.getByRole('button', { name: '4男3女' }).count(), 0);
  }
  await tab.getByRole('button', { name: '撤销', exact: true }).click();
  await scoreStatus(tab, 1, 1).waitFor();
  assert.equal(await ratioShown().textContent(), '本分：4女3男');

  await eventually(async () => {
    const points = await storedPoints(plain.id);
    return points.length === 3 && points[2]!.voided;
  }, 'the three points and the undo reached the server');
  assert.deepEqual(
    (await storedPoints(plain.id)).map((point) => point.ratio),
    ['M4', 'F4', 'F4'],
  );
});

test('lines: a picked line is kept for the next point and counts points played and plus-minus', async () => {
  await tab.goto(`${server.baseUrl}/scoring/match/list`);
  await openGame(tab, lined);
  await tab.getByRole('button', { name: '开始比赛' }).click();
  const roster = (await api.rosters(lined.id)).home as (Player & { gender?: 'M' | 'F' })[];
  // Four men on a 4女3男 point: the phone warns, and records the line as picked.
  const picked = roster.filter((player) => player.gender === 'M').slice(0, 4);
  assert.equal(picked.length, 4, 'the demo home roster has four men with their gender');
  await tab.getByRole('button', { name: `${lined.home.name}上场名单（0/7）` }).click();
  const picker = tab.getByRole('group', { name: `${lined.home.name}上场名单` });
  for (const player of picked) {
    const label = player.number === null ? player.name : `${player.number}号 ${player.name}`;
    await picker.getByRole('button', { name: label, exact: true }).click();
  }
  await tab.screenshot({ path: `${SHOTS}/mixed-ratio-line-picker.png`, fullPage: true });
  await picker.getByRole('button', { name: '完成' }).click();
  await tab.getByRole('button', { name: `${lined.home.name}上场名单（4/7）` }).waitFor();
  await tab.getByText(`${lined.home.name}上场名单的男队员多于本分比例（4女3男）`).waitFor();

  await recordPoint(tab, lined.home.name, null, null);
  await scoreStatus(tab, 1, 0).waitFor();
  await tab.getByText('上场 1 · 正负 +1').first().waitFor();
  // The line stays for the next point without a tap.
  await tab.getByRole('button', { name: `${lined.home.name}上场名单（4/7）` }).waitFor();
  await recordPoint(tab, lined.away.name, null, null);
  await scoreStatus(tab, 1, 1).waitFor();
  assert.equal(await tab.getByText('上场 2 · 正负 0').count(), 4);
  await tab.screenshot({ path: `${SHOTS}/mixed-ratio-lines.png`, fullPage: true });

  await eventually(async () => (await storedPoints(lined.id)).length === 2, 'both points synced');
  const ids = picked.map((player) => player.id);
  assert.deepEqual(
    (await storedPoints(lined.id)).map((point) => point.homeLine),
    [ids, ids],
  );
  const width = await tab.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(width <= 390, `no sideways scroll at 390 px (scrollWidth ${width})`);
});
