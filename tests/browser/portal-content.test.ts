// The portal's content pages as a visitor meets them, against the real server and its demo data:
// home, notices, news, the sport, about/join/contact and the site search. Every route at phone and
// desktop size (screenshots, one h1, a meta description, axe), list → detail for notices and
// news, a list paginated, a search from the home page's box, and a notice reopened offline.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { DESKTOP, PHONE } from './support/launch-browser';
import { waitForApp } from './support/hydration';
import { waitForKeptAnswers } from './support/kept-answers';
import { h1, portalTestBed, visitRoutes, type RouteCheck } from './support/portal-pages';

const bed = portalTestBed();

const ROUTES: RouteCheck[] = [
  { path: '/home', heading: '飞盘运动协会', ready: '2026年全国极限飞盘锦标赛' },
  { path: '/notice', heading: '通知公告', ready: '网站新版上线试运行公告' },
  {
    path: '/notice/notice_train',
    heading: '培训通知',
    ready: '二级裁判员培训暨考核安排',
  },
  {
    path: '/notice/detail/1',
    heading: '关于举办2026年全国极限飞盘锦标赛的通知',
    ready: '参赛要求',
  },
  { path: '/news/news_internal', heading: '国内新闻', ready: '锦标赛首日战罢：八强各显身手' },
  { path: '/news/news_report', heading: '相关报道', ready: /【专访】/ },
  { path: '/news/notice', heading: '官方公告', ready: '协会第三届理事会第二次会议决议' },
  { path: '/news/detail/1', heading: '锦标赛首日战罢：八强各显身手', ready: '首日看点' },
  { path: '/feipan', heading: '飞盘运动', ready: '飞盘高尔夫 Disc Golf' },
  { path: '/feipan/type/1', heading: '极限飞盘 Ultimate', ready: '基本规则' },
  { path: '/aboutUs', heading: '关于我们', ready: '400-800-2025' },
  { path: '/joinUs', heading: '加入我们', ready: '注册俱乐部' },
  { path: '/contactUs', heading: '联系我们', ready: 'contact@feipan.example' },
  { path: '/search?keyword=上海', heading: '搜索结果', ready: '上海浦江飞盘俱乐部' },
];

for (const [sizeName, size] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const) {
  test(`every content page shows its data at ${sizeName} size, with a description and no serious axe violation`, async () => {
    const context = await bed.browser.newContext({ ...size, serviceWorkers: 'block' });
    const tab = await context.newPage();
    const problems = await visitRoutes(tab, bed.server.baseUrl, ROUTES, 'content', sizeName);
    assert.deepEqual(problems, []);
    await context.close();
  });
}

test('a visitor searches from the home page box and opens a result', async () => {
  const context = await bed.browser.newContext({ ...PHONE, serviceWorkers: 'block' });
  const tab = await context.newPage();
  await tab.goto(`${bed.server.baseUrl}/home`);
  await tab.getByRole('searchbox', { name: '搜索全站内容' }).fill('锦标赛');
  await tab.getByRole('searchbox', { name: '搜索全站内容' }).press('Enter');
  await tab.waitForURL((url) => url.pathname === '/search');
  assert.equal(new URL(tab.url()).searchParams.get('keyword'), '锦标赛');
  await h1(tab).filter({ hasText: '搜索结果' }).waitFor();
  await tab.getByRole('heading', { level: 2, name: /^通知公告（\d+）$/ }).waitFor();
  await tab.getByRole('heading', { level: 2, name: /^赛事（\d+）$/ }).waitFor();
  await tab.getByRole('link', { name: /关于举办2026年全国极限飞盘锦标赛的通知/ }).click();
  await tab.waitForURL((url) => url.pathname === '/notice/detail/1');
  await h1(tab).filter({ hasText: '关于举办2026年全国极限飞盘锦标赛的通知' }).waitFor();
  await context.close();
});

test('notices: a category, the next page, a notice in full and back to its list', async () => {
  const context = await bed.browser.newContext({ ...PHONE, serviceWorkers: 'block' });
  const tab = await context.newPage();
  await tab.goto(`${bed.server.baseUrl}/notice`);
  const firstNotice = tab.locator('main a[href^="/notice/detail/"]').first();
  const firstPageTitle = await firstNotice.innerText();

  const pager = tab.getByRole('navigation', { name: '分页' });
  // The server-rendered buttons answer once the app has taken the page over.
  await waitForApp(tab);
  await pager.getByRole('button', { name: '下一页' }).click();
  await tab.waitForURL((url) => url.searchParams.get('page') === '2');
  await pager.getByText('第 2 / 3 页').waitFor();
  await tab.waitForFunction(
    (before) => document.querySelector('main a[href^="/notice/detail/"]')?.textContent !== before,
    firstPageTitle,
  );
  await pager.getByRole('spinbutton', { name: '跳至第几页' }).fill('3');
  await pager.getByRole('spinbutton', { name: '跳至第几页' }).press('Enter');
  await tab.waitForURL((url) => url.searchParams.get('page') === '3');
  await pager.getByText('第 3 / 3 页').waitFor();

  await tab
    .getByRole('navigation', { name: '通知分类' })
    .getByRole('link', { name: '宣传通知' })
    .click();
  await tab.waitForURL((url) => url.pathname === '/notice/notice_publicity');
  assert.equal(new URL(tab.url()).searchParams.get('page'), null, 'a category starts on page 1');
  const notice = tab.getByRole('link', { name: /新注册俱乐部审核结果公示/ });
  await notice.click();
  await tab.waitForURL((url) => url.pathname.startsWith('/notice/detail/'));
  await h1(tab).filter({ hasText: '新注册俱乐部审核结果公示' }).waitFor();
  await tab.waitForFunction(() => document.title === '新注册俱乐部审核结果公示 - 飞盘协会');
  await tab.getByRole('link', { name: /返回宣传通知/ }).click();
  await tab.waitForURL((url) => url.pathname === '/notice/notice_publicity');
  await tab.getByRole('link', { name: /新注册俱乐部审核结果公示/ }).waitFor();
  await context.close();
});

test('news: a kind, an item in full with its picture, and back to its list', async () => {
  const context = await bed.browser.newContext({ ...DESKTOP, serviceWorkers: 'block' });
  const tab = await context.newPage();
  await tab.goto(`${bed.server.baseUrl}/news/news_internal`);
  await tab
    .getByRole('navigation', { name: '新闻分类' })
    .getByRole('link', { name: '国际新闻' })
    .click();
  await tab.waitForURL((url) => url.pathname === '/news/news_international');
  const item = tab.getByRole('link', { name: /世界极限飞盘锦标赛落幕/ });
  await item.click();
  await tab.waitForURL((url) => url.pathname.startsWith('/news/detail/'));
  await h1(tab)
    .filter({ hasText: /世界极限飞盘锦标赛落幕/ })
    .waitFor();
  const picture = tab.locator('main img').first();
  assert.equal(await picture.getAttribute('loading'), 'lazy');
  assert.ok(await picture.getAttribute('alt'));
  await tab.getByRole('link', { name: '← 返回国际新闻' }).click();
  await tab.waitForURL((url) => url.pathname === '/news/news_international');
  await context.close();
});

test('the sport: a discipline card leads to its page', async () => {
  const context = await bed.browser.newContext({ ...PHONE, serviceWorkers: 'block' });
  const tab = await context.newPage();
  await tab.goto(`${bed.server.baseUrl}/feipan`);
  await tab.getByRole('link', { name: /飞盘高尔夫 Disc Golf/ }).click();
  await tab.waitForURL((url) => url.pathname === '/feipan/type/2');
  await h1(tab).filter({ hasText: '飞盘高尔夫 Disc Golf' }).waitFor();
  await context.close();
});

test('/contactUs scrolls to the contact section of the about page', async () => {
  const context = await bed.browser.newContext({ ...PHONE, serviceWorkers: 'block' });
  const tab = await context.newPage();
  await tab.goto(`${bed.server.baseUrl}/contactUs`);
  const section = tab.getByRole('heading', { level: 2, name: '联系我们' });
  await section.waitFor();
  await tab.getByText('contact@feipan.example').first().waitFor();
  await tab.waitForFunction(() => window.scrollY > 0);
  assert.ok(await section.isVisible());
  const top = await section.evaluate((element) => element.getBoundingClientRect().top);
  assert.ok(top >= 0 && top < 844, `the section is on screen (top ${top})`);

  // The tabs move between the sections of the same page.
  await tab.evaluate(() => window.scrollTo(0, 0));
  await tab
    .getByRole('navigation', { name: '关于协会' })
    .getByRole('link', { name: '加入我们' })
    .click();
  await tab.waitForURL((url) => url.pathname === '/joinUs');
  await tab.waitForFunction(() => {
    const heading = document.getElementById('join-us-title');
    const top = heading?.getBoundingClientRect().top ?? -1;
    return window.scrollY > 0 && top >= 0 && top < window.innerHeight;
  });
  assert.equal(await tab.title(), '加入我们 - 飞盘协会');
  await context.close();
});

test('the home page and a notice seen once open again offline, marked 离线', async () => {
  const context = await bed.browser.newContext(PHONE);
  const tab = await context.newPage();
  await tab.goto(`${bed.server.baseUrl}/home`);
  await tab.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 30_000,
  });
  await tab.getByText('2026年全国极限飞盘锦标赛').first().waitFor();
  await waitForKeptAnswers(tab);
  await tab.goto(`${bed.server.baseUrl}/notice/detail/1`);
  await tab.getByText('参赛要求').waitFor();

  await context.setOffline(true);
  await tab.reload();
  await h1(tab).filter({ hasText: '关于举办2026年全国极限飞盘锦标赛的通知' }).waitFor();
  await tab.getByRole('heading', { name: '参赛要求' }).waitFor();
  await tab.getByRole('status').filter({ hasText: '离线' }).first().waitFor();
  await tab
    .getByText(/更新于 \d{4}-\d{2}-\d{2} \d{2}:\d{2}/)
    .first()
    .waitFor();

  await tab.goto(`${bed.server.baseUrl}/home`);
  await tab.getByRole('heading', { level: 2, name: '赛事动态' }).waitFor();
  await tab.getByText('2026年全国极限飞盘锦标赛').first().waitFor();
  await tab.getByRole('status').filter({ hasText: '离线' }).first().waitFor();
  await context.close();
});
