// Data that tells the truth, as a visitor sees it on a phone against the real server and its demo
// data: the championship's standings one table per pool with the ranking rules, a player renamed
// by the volunteer during a game under the new name on the leaderboards, each discipline and news
// story with a picture that fits, and downloads that are the files they say they are.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, test } from 'node:test';
import type { BrowserContext, Page } from 'playwright-core';
import { DESKTOP, PHONE } from './support/launch-browser';
import { h1, portalTestBed } from './support/portal-pages';

const SHOTS = 'test-results/screenshots';

interface Standing {
  name: string;
}
interface Detail {
  id: number;
  name: string;
  pools: { pool: string | null; standings: Standing[] }[];
  rankingRules: string[];
  games: { id: number; status: string }[];
  topScorers: { userId: number | null; name: string }[];
}

const bed = portalTestBed();

async function api<T>(path: string, init?: RequestInit): Promise<T> {
  const response = await fetch(bed.server.baseUrl + path, init);
  const body = (await response.json()) as { code: number; message: string; data: T };
  assert.equal(body.code, 0, `${path}: ${body.message}`);
  return body.data;
}

const championship = async () => {
  const list = await api<{ list: { id: number }[] }>('/api/competitions?status=ongoing');
  return api<Detail>(`/api/competitions/${list.list[0]?.id}`);
};

/** The label (SVG title) of a picture the page shows. */
async function pictureLabel(src: string): Promise<string> {
  const svg = await (await fetch(new URL(src, bed.server.baseUrl))).text();
  return /<title>([^<]*)<\/title>/.exec(svg)?.[1] ?? '';
}

async function noSideScroll(tab: Page) {
  const [scroll, width] = await tab.evaluate(() => [
    document.scrollingElement?.scrollWidth ?? 0,
    window.innerWidth,
  ]);
  assert.ok(scroll <= width, `page is ${scroll}px wide on a ${width}px screen`);
}

describe('on a phone', () => {
  let context: BrowserContext;
  let tab: Page;
  before(async () => {
    context = await bed.browser.newContext({
      ...PHONE,
      serviceWorkers: 'block',
      acceptDownloads: true,
    });
    tab = await context.newPage();
  });
  after(() => context.close());

  test('the championship shows one standings table per pool, with the ranking rules under them', async () => {
    const detail = await championship();
    assert.deepEqual(
      detail.pools.map((p) => p.pool),
      ['A组', 'B组'],
    );
    await tab.goto(`${bed.server.baseUrl}/match/detail?id=${detail.id}`);
    await h1(tab).filter({ hasText: detail.name }).waitFor();
    for (const pool of detail.pools) {
      const table = tab.getByRole('region', { name: `${pool.pool}积分榜` });
      await table.waitFor();
      const shown = await table.getByRole('listitem').allInnerTexts();
      // Phone cards read 「1. 队名」, in the table's order, and only this pool's teams.
      assert.deepEqual(
        shown.map((card) => card.split('\n')[0]),
        pool.standings.map((row, i) => `${i + 1}. ${row.name}`),
      );
    }
    await tab.getByText('排名规则（同一表内）').waitFor();
    for (const rule of detail.rankingRules) await tab.getByText(rule, { exact: true }).waitFor();
    await noSideScroll(tab);
    await tab
      .getByRole('region', { name: 'A组积分榜' })
      .screenshot({ path: `${SHOTS}/truthful-pool-a-390.png` });
    await tab.screenshot({ path: `${SHOTS}/truthful-standings-390.png`, fullPage: true });
  });

  test('a player the volunteer renames during a game shows under the new name on the leaderboard', async () => {
    const before = await championship();
    const live = before.games.find((game) => game.status === 'live');
    assert.ok(live, 'the demo championship has a live game');
    const game = await api<{
      homeRoster: { id: number; userId: number | null; name: string }[];
      awayRoster: { id: number; userId: number | null; name: string }[];
    }>(`/api/games/${live.id}`);
    const scorers = new Set(before.topScorers.map((leader) => leader.userId));
    const team = game.homeRoster.some((p) => scorers.has(p.userId)) ? 'home' : 'away';
    const player = game[`${team}Roster`].find((p) => scorers.has(p.userId));
    assert.ok(player, 'a top scorer plays in the live game');
    const newName = `${player.name}更正`;

    const { ticket } = await api<{ ticket: string }>('/api/volunteer/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ phone: '13800000004', password: 'demo1234' }),
    });
    await api('/api/volunteer/save/name', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ticket },
      body: JSON.stringify({
        id: 'truthful-rename-1',
        gameId: live.id,
        at: Date.now(),
        team,
        playerId: player.id,
        name: newName,
      }),
    });

    await tab.goto(`${bed.server.baseUrl}/match/detail?id=${before.id}`);
    const board = tab.getByRole('heading', { name: '得分榜' }).locator('..');
    await board.getByRole('link', { name: newName, exact: true }).waitFor();
    assert.equal(await board.getByRole('link', { name: player.name, exact: true }).count(), 0);
    await board.screenshot({ path: `${SHOTS}/truthful-renamed-scorer-390.png` });
  });

  test('each discipline shows its own picture, on its card and on its page', async () => {
    await tab.goto(`${bed.server.baseUrl}/feipan`);
    const cards = tab.getByRole('region', { name: '飞盘项目' }).getByRole('listitem');
    await cards.first().waitFor();
    assert.equal(await cards.count(), 7);
    for (const card of await cards.all()) {
      const name = (await card.getByRole('heading').innerText()).split(' ')[0] as string;
      const src = (await card.locator('img').getAttribute('src')) as string;
      assert.equal(await pictureLabel(src), `${name}示意图`, name);
    }
    await noSideScroll(tab);
    await tab.screenshot({ path: `${SHOTS}/truthful-feipan-390.png`, fullPage: true });

    await cards.filter({ hasText: '勇气飞盘' }).getByRole('link').click();
    await h1(tab).filter({ hasText: '勇气飞盘' }).waitFor();
    const picture = tab.locator('main img').first();
    assert.equal(
      await pictureLabel((await picture.getAttribute('src')) as string),
      '勇气飞盘示意图',
    );
    assert.equal(await picture.getAttribute('alt'), '勇气飞盘 Guts示意图');
  });

  test('the latest news on the home page carry pictures that fit their stories', async () => {
    const expected: Record<string, string> = {
      '锦标赛首日战罢：八强各显身手': '赛场',
      '【赛事报道】锦标赛小组赛：强强对话精彩纷呈': '赛场',
      离线记分系统在锦标赛全面启用: '记分',
      '【专访】记分员陈静：让每一分都被准确记录': '记分',
    };
    await tab.goto(`${bed.server.baseUrl}/home`);
    let checked = 0;
    for (const [title, label] of Object.entries(expected)) {
      const card = tab.getByRole('link').filter({ hasText: title });
      if ((await card.count()) === 0) continue;
      const src = (await card.first().locator('img').getAttribute('src')) as string;
      assert.equal(await pictureLabel(src), `新闻配图：${label}`, title);
      checked += 1;
    }
    assert.ok(checked >= 3, `only ${checked} of the latest stories were on the home page`);
  });

  test('the downloads are real files of their declared type', async () => {
    await tab.goto(`${bed.server.baseUrl}/download/frisbee_rule`);
    const rules = tab.getByRole('listitem').filter({ hasText: '极限飞盘规则（中文简明版）' });
    await rules.getByText(/^PDF 文档 · [\d.]+ KB$/).waitFor();
    await noSideScroll(tab);
    await tab.screenshot({ path: `${SHOTS}/truthful-downloads-390.png`, fullPage: true });
    const [pdf] = await Promise.all([
      tab.waitForEvent('download'),
      rules.getByRole('link', { name: /^下载/ }).click(),
    ]);
    assert.equal(pdf.suggestedFilename(), '极限飞盘规则中文简明版.pdf');
    const pdfBytes = readFileSync((await pdf.path()) as string);
    assert.equal(pdfBytes.subarray(0, 5).toString('latin1'), '%PDF-');
    assert.match(pdfBytes.subarray(-1024).toString('latin1'), /%%EOF\s*$/);

    await tab.goto(`${bed.server.baseUrl}/download/competition_file`);
    const template = tab.getByRole('listitem').filter({ hasText: '参赛报名名单模板' });
    await template.getByText(/^CSV 表格 · \d+ B$/).waitFor();
    const [csv] = await Promise.all([
      tab.waitForEvent('download'),
      template.getByRole('link', { name: /^下载/ }).click(),
    ]);
    assert.equal(csv.suggestedFilename(), '参赛报名名单模板.csv');
    const csvBytes = readFileSync((await csv.path()) as string);
    assert.deepEqual([...csvBytes.subarray(0, 3)], [0xef, 0xbb, 0xbf]);
    assert.match(csvBytes.subarray(3).toString('utf8'), /^序号,姓名,/);
  });
});

test('the pool tables at desktop size', async () => {
  const detail = await championship();
  const context = await bed.browser.newContext({ ...DESKTOP, serviceWorkers: 'block' });
  const tab = await context.newPage();
  await tab.goto(`${bed.server.baseUrl}/match/detail?id=${detail.id}`);
  const poolB = tab.getByRole('region', { name: 'B组积分榜' });
  await poolB.getByRole('table').waitFor();
  const rows = await poolB.getByRole('rowheader').allInnerTexts();
  assert.deepEqual(
    rows,
    detail.pools[1]?.standings.map((row) => row.name),
  );
  await tab
    .getByRole('heading', { name: '积分榜', level: 2 })
    .locator('..')
    .screenshot({ path: `${SHOTS}/truthful-standings-desktop.png` });
  await context.close();
});
