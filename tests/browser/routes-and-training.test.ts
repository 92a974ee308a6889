// The original site's category pages and training sign-up, against the real server and its demo
// data: each of the seven category paths as its own page (title, tab, list) at phone and desktop
// size; old ?type= links and /news landing on those paths; the menus and the home page linking
// to them; a member signing up for a course, seeing it in 个人中心 and withdrawing; full and closed
// courses; and the last seat taken by someone else while the page was open.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { BrowserContext, Page } from 'playwright-core';
import { DESKTOP, PHONE } from './support/launch-browser';
import { h1, portalTestBed, visitRoutes, type RouteCheck } from './support/portal-pages';

const SHOTS = 'test-results/screenshots';
const PASSWORD = 'demo1234';
const PLAYER = '13800000001';
const CONTACT = '13800000002';
/** Demo courses (server/demo/demo-trainings.ts, in insertion order). */
const OPEN_COURSE = { id: 1, title: '第二期三级教练员培训班', seats: 38 };
const CLOSED_COURSE = 6;
const LAST_SEAT_COURSE = 8;
const FULL_COURSE = 9;

const CATEGORIES: (RouteCheck & { title: string })[] = [
  {
    path: '/notice/notice_competition',
    title: '赛事通知',
    ready: '全国极限飞盘锦标赛赛程及场地安排公布',
  },
  {
    path: '/notice/notice_train',
    title: '培训通知',
    ready: '2026年第二期三级教练员培训班招生通知',
  },
  { path: '/notice/notice_publicity', title: '宣传通知', ready: '新注册俱乐部审核结果公示' },
  { path: '/notice/notice_other', title: '其他通知', ready: '网站新版上线试运行公告' },
  { path: '/news/news_internal', title: '国内新闻', ready: '锦标赛首日战罢：八强各显身手' },
  { path: '/news/news_international', title: '国际新闻', ready: /世界极限飞盘锦标赛落幕/ },
  { path: '/news/news_report', title: '相关报道', ready: /【专访】记分员陈静/ },
].map((route) => ({ ...route, heading: route.title }));

const bed = portalTestBed();
const url = (path: string) => bed.server.baseUrl + path;
const shot = (tab: Page, name: string) =>
  tab.screenshot({ path: `${SHOTS}/routes-training-${name}-390.png`, fullPage: true });

async function signIn(phone: string): Promise<string> {
  const response = await fetch(url('/api/user/pwLogin'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ phone, password: PASSWORD }),
  });
  const body = (await response.json()) as { code: number; data: { ticket: string } };
  assert.equal(body.code, 0, `${phone} signs in`);
  return body.data.ticket;
}

/** A phone, signed in as `phone` when one is given; the service worker stays out of the way. */
async function phoneOf(phone?: string): Promise<BrowserContext> {
  const context = await bed.browser.newContext({ ...PHONE, serviceWorkers: 'block' });
  if (phone) {
    const ticket = await signIn(phone);
    await context.addInitScript((t) => localStorage.setItem('ticket', t), ticket);
  }
  return context;
}

async function assertNoSidewaysScroll(tab: Page, what: string) {
  const widths = await tab.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    screen: window.innerWidth,
  }));
  assert.ok(widths.page <= widths.screen, `${what} scrolls sideways (${widths.page}px)`);
}

for (const [sizeName, size] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const) {
  test(`each category path is its own page at ${sizeName} size`, async () => {
    const context = await bed.browser.newContext({ ...size, serviceWorkers: 'block' });
    const tab = await context.newPage();
    const problems = await visitRoutes(tab, bed.server.baseUrl, CATEGORIES, 'category', sizeName);
    assert.deepEqual(problems, []);
    for (const route of CATEGORIES) {
      await tab.goto(url(route.path));
      await h1(tab).filter({ hasText: route.title }).waitFor();
      await tab.waitForFunction((title) => document.title === `${title} - 飞盘协会`, route.title);
      const current = tab.locator('main nav a[aria-current="page"]');
      assert.equal(await current.innerText(), route.title, `${route.path}: its tab is marked`);
      assert.equal(await current.getAttribute('href'), route.path);
      if (sizeName === 'phone') await assertNoSidewaysScroll(tab, route.path);
    }
    await context.close();
  });
}

test('old ?type= links and /news land on the category paths, keeping the rest of the query', async () => {
  const context = await bed.browser.newContext({ ...DESKTOP, serviceWorkers: 'block' });
  const tab = await context.newPage();
  for (const route of CATEGORIES) {
    const [, section, type] = route.path.split('/');
    await tab.goto(url(`/${section}?type=${type}&page=2`));
    await tab.waitForURL((target) => target.pathname === route.path);
    assert.equal(new URL(tab.url()).search, '?page=2', `${route.path} keeps ?page=2`);
    await h1(tab).filter({ hasText: route.title }).waitFor();
  }
  await tab.goto(url('/news'));
  await tab.waitForURL((target) => target.pathname === '/news/news_internal');
  await h1(tab).filter({ hasText: '国内新闻' }).waitFor();
  await tab.goto(url('/notice?type=notice_weekly'));
  await tab.waitForURL((target) => target.pathname === '/notice' && target.search === '');
  await h1(tab).filter({ hasText: '通知公告' }).waitFor();
  await context.close();
});

test('the menu, the tabs and the home page link to the category paths', async () => {
  const context = await bed.browser.newContext({ ...DESKTOP, serviceWorkers: 'block' });
  const tab = await context.newPage();
  await tab.goto(url('/home'));
  await tab.getByRole('heading', { level: 2, name: '通知公告' }).waitFor();
  const typeLinks = await tab.locator('a[href*="type="]').count();
  assert.equal(typeLinks, 0, 'no ?type= link on the home page');
  const homeCategory = tab.getByRole('link', { name: '培训通知', exact: true });
  assert.equal(await homeCategory.getAttribute('href'), '/notice/notice_train');

  const menu = tab.getByRole('navigation', { name: '主菜单' });
  await menu.getByRole('link', { name: '新闻资讯' }).click();
  await tab.waitForURL((target) => target.pathname === '/news/news_internal');
  await tab
    .getByRole('navigation', { name: '新闻分类' })
    .getByRole('link', { name: '相关报道' })
    .click();
  await tab.waitForURL((target) => target.pathname === '/news/news_report');
  await h1(tab).filter({ hasText: '相关报道' }).waitFor();
  const marked = menu.locator('a[aria-current="page"]');
  assert.equal(await marked.innerText(), '新闻资讯', 'the menu marks 新闻资讯 on a kind of news');

  await menu.getByRole('link', { name: '通知公告' }).click();
  await tab.waitForURL((target) => target.pathname === '/notice');
  await tab
    .getByRole('navigation', { name: '通知分类' })
    .getByRole('link', { name: '其他通知' })
    .click();
  await tab.waitForURL((target) => target.pathname === '/notice/notice_other');
  await h1(tab).filter({ hasText: '其他通知' }).waitFor();
  await context.close();
});

test('a player signs up for a course, finds it in 个人中心 and withdraws', async () => {
  const context = await phoneOf(PLAYER);
  const tab = await context.newPage();
  await tab.goto(url(`/training/detail/${OPEN_COURSE.id}`));
  await h1(tab).filter({ hasText: OPEN_COURSE.title }).waitFor();
  await tab.getByText(`剩余 ${OPEN_COURSE.seats} 个名额`).waitFor();
  await shot(tab, 'course-open');
  await tab.getByRole('button', { name: '报名', exact: true }).click();
  await tab.getByText('已报名', { exact: true }).waitFor();
  await tab.getByText('报名成功').first().waitFor();
  await tab.getByText(`剩余 ${OPEN_COURSE.seats - 1} 个名额`).waitFor();
  await assertNoSidewaysScroll(tab, 'the course page');
  await shot(tab, 'course-signed-up');

  await tab.goto(url('/user/center'));
  const mine = tab.getByRole('region', { name: '我的培训' });
  await mine.getByRole('link', { name: OPEN_COURSE.title }).waitFor();
  await mine.getByText('已报名').waitFor();
  await assertNoSidewaysScroll(tab, '个人中心');
  await mine.scrollIntoViewIfNeeded();
  await shot(tab, 'user-center');

  await mine.getByRole('link', { name: OPEN_COURSE.title }).click();
  await tab.waitForURL((target) => target.pathname === `/training/detail/${OPEN_COURSE.id}`);
  await tab.getByRole('button', { name: '取消报名' }).click();
  await tab
    .getByRole('group', { name: '取消报名' })
    .getByRole('button', { name: '确定取消' })
    .click();
  await tab.getByRole('button', { name: '报名', exact: true }).waitFor();
  await tab.getByText('已取消报名').first().waitFor();
  await tab.getByText(`剩余 ${OPEN_COURSE.seats} 个名额`).waitFor();

  await tab.goto(url('/user/center'));
  await tab.getByRole('region', { name: '我的培训' }).getByText('已取消').waitFor();
  await context.close();
});

test('full and closed courses say so, and a visitor is asked to log in first', async () => {
  const context = await phoneOf(PLAYER);
  const tab = await context.newPage();
  await tab.goto(url(`/training/detail/${FULL_COURSE}`));
  const full = tab.getByRole('button', { name: '名额已满' });
  await full.waitFor();
  assert.equal(await full.isDisabled(), true);
  await shot(tab, 'course-full');
  await tab.goto(url(`/training/detail/${CLOSED_COURSE}`));
  const closed = tab.getByRole('button', { name: '报名已截止' });
  await closed.waitFor();
  assert.equal(await closed.isDisabled(), true);
  await context.close();

  const visitor = await phoneOf();
  const page = await visitor.newPage();
  await page.goto(url(`/training/detail/${OPEN_COURSE.id}`));
  await page.getByRole('link', { name: '登录后报名' }).click();
  await page.waitForURL(
    (target) =>
      target.pathname === '/login' &&
      target.searchParams.get('redirect') === `/training/detail/${OPEN_COURSE.id}`,
  );
  await visitor.close();
});

test('the last seat taken while the page was open: the refusal stays next to the button', async () => {
  const player = await phoneOf(PLAYER);
  const contact = await phoneOf(CONTACT);
  const playerTab = await player.newPage();
  const contactTab = await contact.newPage();
  const course = url(`/training/detail/${LAST_SEAT_COURSE}`);
  await playerTab.goto(course);
  await playerTab.getByText('剩余 1 个名额').waitFor();
  // Pressable once the player's own sign-up has been read, with the one seat still free.
  await playerTab.waitForFunction(() =>
    Array.from(document.querySelectorAll('main button')).some(
      (button) => button.textContent === '报名' && !(button as HTMLButtonElement).disabled,
    ),
  );
  const signUp = playerTab.getByRole('button', { name: '报名', exact: true });

  await contactTab.goto(course);
  await contactTab.getByRole('button', { name: '报名', exact: true }).click();
  await contactTab.getByText('已报名', { exact: true }).waitFor();

  await signUp.click();
  const refusal = playerTab.getByRole('alert').filter({ hasText: '名额已满' });
  await refusal.waitFor();
  await playerTab.getByRole('button', { name: '名额已满' }).waitFor();
  await new Promise((resolve) => setTimeout(resolve, 4000));
  assert.equal(await refusal.isVisible(), true, 'the refusal is still on screen');
  await shot(playerTab, 'last-seat-refused');
  await player.close();
  await contact.close();
});
