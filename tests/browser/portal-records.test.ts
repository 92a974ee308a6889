// The portal's record pages as a visitor meets them, against the real server and its demo data:
// matches (an event's divisions among them), training, the query centre, club and member pages,
// downloads. Every route at phone and desktop size (screenshots, axe), list → detail for each
// kind, the query filters, a download, and a competition page reopened offline.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, test } from 'node:test';
import type { BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { DESKTOP, PHONE } from './support/launch-browser';
import { waitForApp } from './support/hydration';
import { waitForKeptAnswers } from './support/kept-answers';
import { h1, portalTestBed, visitRoutes, type RouteCheck } from './support/portal-pages';

let contactTicket: string;
// The entry page (/match/apply) is for signed-in club contacts.
const bed = portalTestBed(async () => {
  const login = await api<{ ticket: string }>('/api/user/pwLogin', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ phone: '13800000002', password: 'demo1234' }),
  });
  contactTicket = login.ticket;
});

async function api<T>(path: string, init?: RequestInit): Promise<T> {
  const response = await fetch(bed.server.baseUrl + path, init);
  const body = (await response.json()) as { code: number; message: string; data: T };
  assert.equal(body.code, 0, `${path}: ${body.message}`);
  return body.data;
}

async function newContext(options: BrowserContextOptions, signedIn = false) {
  const context = await bed.browser.newContext(options);
  if (signedIn) {
    await context.addInitScript((ticket) => localStorage.setItem('ticket', ticket), contactTicket);
  }
  return context;
}

/** Waits until the query centre's count shows, and says something else than `previous`. */
async function waitForNewTotal(tab: Page, previous: string | null) {
  await tab.waitForFunction((before) => {
    const shown = /共找到 \d+ 条记录/.exec(document.body.innerText);
    return shown !== null && shown[0] !== before;
  }, previous);
}

const ROUTES: RouteCheck[] = [
  { path: '/match', heading: '赛事信息', ready: '2026年全国极限飞盘锦标赛' },
  { path: '/match/detail?id=1', heading: '2026年全国极限飞盘锦标赛', ready: '积分榜' },
  { path: '/match/national/2', heading: '2026年深圳国际飞盘邀请赛', ready: '得分榜' },
  { path: '/match/event?id=1', heading: /年全国飞盘锦标赛$/, ready: '积分榜' },
  {
    path: '/match/members?competitionId=1&clubId=1',
    heading: '北京飞羽飞盘俱乐部参赛名单',
    ready: '李明',
  },
  { path: '/match/apply?id=3', heading: /报名$/, ready: '去报名', signedIn: true },
  { path: '/training/coach', heading: '教练员培训', ready: /共 \d+ 期培训/ },
  { path: '/training/judge', heading: '裁判员培训', ready: /共 \d+ 期培训/ },
  { path: '/training/detail/9', heading: '一级裁判员晋级考核', ready: '报名方式' },
  { path: '/query/club', heading: '查询中心', ready: /共找到 \d+ 条记录/ },
  { path: '/query/club/MIX', heading: '查询中心', ready: /共找到 \d+ 条记录/ },
  { path: '/query/club/MALE', heading: '查询中心', ready: /共找到 \d+ 条记录/ },
  { path: '/query/club/FEMALE', heading: '查询中心', ready: /共找到 \d+ 条记录/ },
  { path: '/query/player', heading: '查询中心', ready: /共找到 \d+ 条记录/ },
  { path: '/query/coach', heading: '查询中心', ready: /共找到 \d+ 条记录/ },
  { path: '/query/judge', heading: '查询中心', ready: /共找到 \d+ 条记录/ },
  { path: '/club/detail?id=1', heading: '北京飞羽飞盘俱乐部', ready: '在册队员' },
  { path: '/member/detail?id=3', heading: '李明', ready: '持有证书' },
  { path: '/download/frisbee_rule', heading: '下载中心', ready: /共 \d+ 个文件/ },
  { path: '/download/competition_file', heading: '下载中心', ready: /共 \d+ 个文件/ },
  { path: '/download/edu_file', heading: '下载中心', ready: /共 \d+ 个文件/ },
];

for (const [sizeName, size] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const) {
  test(`every record page shows its data at ${sizeName} size, with a description and no serious axe violation`, async () => {
    const context = await newContext({ ...size, serviceWorkers: 'block' }, true);
    const tab = await context.newPage();
    const problems = await visitRoutes(tab, bed.server.baseUrl, ROUTES, 'records', sizeName);
    assert.deepEqual(problems, []);
    await context.close();
  });
}

describe('list → detail', () => {
  let context: BrowserContext;
  let tab: Page;
  before(async () => {
    context = await newContext({ ...PHONE, serviceWorkers: 'block' });
    tab = await context.newPage();
  });
  after(() => context.close());

  test('competitions: list, filter by status, detail, a team roster, a player', async () => {
    await tab.goto(`${bed.server.baseUrl}/match`);
    await tab.getByText(/共 \d+ 项赛事/).waitFor();
    // The server-rendered filter answers once the app has taken the page over.
    await waitForApp(tab);
    await tab.getByLabel('赛事状态').selectOption('finished');
    await tab.waitForURL(/status=finished/);
    await tab.getByText('共 4 项赛事').waitFor();
    assert.equal(await tab.getByRole('link', { name: '2026年全国极限飞盘锦标赛' }).count(), 0);
    await tab.getByLabel('赛事状态').selectOption('');
    await tab.getByRole('link', { name: '2026年全国极限飞盘锦标赛' }).click();
    await tab.waitForURL((url) => url.pathname === '/match/detail' && url.search === '?id=1');
    await h1(tab).filter({ hasText: '2026年全国极限飞盘锦标赛' }).waitFor();
    // Demo data: one game of this competition is live today, so the page says it refreshes.
    await tab.getByText('比赛进行中，比分实时更新。').waitFor();
    await tab.getByRole('link', { name: '北京飞羽飞盘俱乐部参赛名单' }).click();
    await h1(tab).filter({ hasText: '北京飞羽飞盘俱乐部参赛名单' }).waitFor();
    await tab.getByRole('link', { name: '李明' }).click();
    await h1(tab).filter({ hasText: '李明' }).waitFor();
    assert.match(tab.url(), /\/member\/detail\?id=\d+$/);
  });

  test('an international competition opens on its own route', async () => {
    await tab.goto(`${bed.server.baseUrl}/match`);
    await tab.getByRole('link', { name: '2026年深圳国际飞盘邀请赛' }).click();
    await tab.waitForURL((url) => url.pathname === '/match/national/2');
    await h1(tab).filter({ hasText: '2026年深圳国际飞盘邀请赛' }).waitFor();
    await tab.getByText('国际赛事').first().waitFor();
  });

  test('an event of two divisions: a tab each, the chosen one in the URL, no sideways scroll', async () => {
    await tab.goto(`${bed.server.baseUrl}/match/event?id=1`);
    await h1(tab)
      .filter({ hasText: /年全国飞盘锦标赛$/ })
      .waitFor();
    await waitForApp(tab);
    const tabs = tab.getByRole('navigation', { name: '组别' });
    const current = tab.locator('[aria-current="page"]');
    await tabs.getByRole('link', { name: '混合组', exact: true }).and(current).waitFor();
    await tab.getByRole('heading', { level: 2, name: /年全国混合组飞盘锦标赛$/ }).waitFor();
    await tab.getByRole('heading', { name: '积分榜' }).waitFor();
    await tabs.getByRole('link', { name: '女子组', exact: true }).click();
    await tab.waitForURL((url) => url.searchParams.has('competitionId'));
    await tabs.getByRole('link', { name: '女子组', exact: true }).and(current).waitFor();
    await tab.getByRole('heading', { level: 2, name: /年全国女子飞盘锦标赛$/ }).waitFor();
    await tab
      .locator('main')
      .getByText('成都锦城女子飞盘俱乐部')
      .filter({ visible: true })
      .first()
      .waitFor();
    const [scroll, width] = await tab.evaluate(() => [
      document.scrollingElement?.scrollWidth ?? 0,
      window.innerWidth,
    ]);
    assert.ok(scroll <= width, `the event page is ${scroll}px wide on a ${width}px screen`);
    await tab.screenshot({ path: 'test-results/screenshots/event-390.png', fullPage: true });
    // The division's own page names its event and the sibling division.
    await tab.getByRole('link', { name: /查看.*女子飞盘锦标赛的完整赛程与名单/ }).click();
    await tab
      .getByRole('navigation', { name: '所属赛事' })
      .getByRole('link', { name: '混合组' })
      .waitFor();
  });

  test('training: the judge list leads to a course and back', async () => {
    const judge = await api<{ list: { id: number; title: string }[] }>(
      '/api/trainings?kind=judge&pageSize=1',
    );
    const first = judge.list[0]!;
    await tab.goto(`${bed.server.baseUrl}/training/judge`);
    await tab.getByRole('link', { name: first.title }).click();
    await tab.waitForURL((url) => url.pathname === `/training/detail/${first.id}`);
    await h1(tab).filter({ hasText: first.title }).waitFor();
    await tab.getByRole('link', { name: '返回裁判员培训' }).click();
    await h1(tab).filter({ hasText: '裁判员培训' }).waitFor();
  });

  test('query centre: name, division and certificate level filters change the results', async () => {
    await tab.goto(`${bed.server.baseUrl}/query/club`);
    const total = tab.getByText(/共找到 \d+ 条记录/);
    const allClubs = await total.textContent();

    await tab.getByLabel('俱乐部名称').fill('飞羽');
    await tab.getByRole('button', { name: '查询' }).click();
    await tab.waitForURL((url) => url.searchParams.get('name') === '飞羽');
    await tab.getByText('共找到 1 条记录').waitFor();
    assert.notEqual(allClubs, '共找到 1 条记录');

    await tab.getByRole('button', { name: '重置' }).click();
    await tab.getByLabel('组别').selectOption('FEMALE');
    await tab.getByRole('button', { name: '查询' }).click();
    await tab.waitForURL((url) => url.pathname === '/query/club/FEMALE');
    await tab
      .getByRole('link', { name: '女子组', exact: true })
      .and(tab.locator('[aria-current="page"]'))
      .waitFor();
    await waitForNewTotal(tab, allClubs);
    const cards = tab.getByRole('region', { name: '查询结果' }).getByRole('listitem');
    const clubs = await cards.allTextContents();
    assert.ok(clubs.length > 0);
    for (const text of clubs) assert.match(text, /女子组/);

    await tab.goto(`${bed.server.baseUrl}/query/judge`);
    await total.waitFor();
    const allJudges = await total.textContent();
    await tab.getByLabel('证书等级').selectOption({ label: '一级' });
    await tab.getByRole('button', { name: '查询' }).click();
    await tab.waitForURL((url) => url.searchParams.get('level') === 'level1');
    await waitForNewTotal(tab, allJudges);
    const judges = await cards.allTextContents();
    assert.ok(judges.length > 0);
    for (const text of judges) assert.match(text, /一级裁判员/);
    // The URL alone restores the search: the select shows the level after a reload.
    await tab.reload();
    await total.waitFor();
    await tab.waitForFunction(() =>
      Array.from(document.querySelectorAll('select')).some((select) => select.value === 'level1'),
    );
  });

  test('query centre: a player leads to the club and the member, with no phone', async () => {
    await tab.goto(`${bed.server.baseUrl}/query/player?name=${encodeURIComponent('李明')}`);
    await tab.getByRole('link', { name: '李明' }).first().waitFor();
    assert.doesNotMatch(await tab.locator('main').innerText(), /1\d{10}|\*{4}|手机/);
    await tab.getByRole('link', { name: '李明' }).first().click();
    await h1(tab).filter({ hasText: '李明' }).waitFor();
    await tab.getByText('球衣号码 7').waitFor();
    assert.doesNotMatch(await tab.locator('main').innerText(), /1\d{10}|\*{4}|手机/);
    // The club the member plays for now (the record below also links each competition's club).
    await tab
      .getByRole('region', { name: '所属俱乐部' })
      .getByRole('link', { name: '北京飞羽飞盘俱乐部' })
      .click();
    await h1(tab).filter({ hasText: '北京飞羽飞盘俱乐部' }).waitFor();
    await tab.getByRole('link', { name: '李明' }).waitFor();
    assert.doesNotMatch(await tab.locator('main').innerText(), /1\d{10}|\*{4}/);
  });

  test('the entry page leads a club contact to the club centre form', async () => {
    const signed = await newContext({ ...DESKTOP, serviceWorkers: 'block' }, true);
    const page = await signed.newPage();
    await page.goto(`${bed.server.baseUrl}/match/apply?id=3`);
    await h1(page).filter({ hasText: /报名$/ }).waitFor();
    await page.getByText(/男队员至少 \d+ 人/).waitFor();
    assert.equal(
      await page.getByRole('link', { name: '去报名' }).getAttribute('href'),
      '/user/club/apply?competitionId=3',
    );
    await signed.close();
  });
});

test('a file downloads with its name and bytes', async () => {
  const context = await newContext({ ...DESKTOP, acceptDownloads: true, serviceWorkers: 'block' });
  const tab = await context.newPage();
  const files = await api<{ list: { name: string; fileName: string; url: string }[] }>(
    '/api/downloads?category=frisbee_rule',
  );
  const file = files.list[0]!;
  const expected = Buffer.from(await (await fetch(bed.server.baseUrl + file.url)).arrayBuffer());
  await tab.goto(`${bed.server.baseUrl}/download/frisbee_rule`);
  const [download] = await Promise.all([
    tab.waitForEvent('download'),
    tab.getByRole('link', { name: `下载${file.name}` }).click(),
  ]);
  assert.equal(download.suggestedFilename(), file.fileName);
  const saved = readFileSync((await download.path())!);
  assert.ok(saved.length > 0);
  assert.deepEqual(saved, expected);
  await context.close();
});

test('a competition page seen once opens again offline', async () => {
  const context = await newContext(PHONE);
  const tab = await context.newPage();
  await tab.goto(`${bed.server.baseUrl}/match/detail?id=1`);
  await tab.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 30_000,
  });
  await h1(tab).filter({ hasText: '2026年全国极限飞盘锦标赛' }).waitFor();
  await tab.getByRole('heading', { name: '积分榜', exact: true }).waitFor();
  await waitForKeptAnswers(tab);
  await context.setOffline(true);
  await tab.reload();
  await h1(tab).filter({ hasText: '2026年全国极限飞盘锦标赛' }).waitFor();
  await tab.getByRole('heading', { name: 'A组积分榜' }).waitFor();
  await tab.getByText('离线', { exact: true }).first().waitFor();
  await context.close();
});
