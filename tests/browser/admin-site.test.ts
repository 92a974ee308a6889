// 站点设置 as staff meet it (issue #12): the staff member renames the site and adds a banner, and a
// visitor's /home on a phone shows both within seconds (the write clears the server's cached
// answers and its rendered page). Every part of /admin/site at phone and desktop size: no sideways
// scroll, no serious axe violation, a screenshot; a javascript: link is refused in Chinese.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { consoleSteps, noSidewaysScroll, SHOTS, STAFF_PHONE } from './support/console-steps';
import { DESKTOP, PHONE } from './support/launch-browser';
import { portalTestBed } from './support/portal-pages';

const NEW_NAME = '城市飞盘联合会';
const NEW_BANNER = '秋季飞盘联赛报名开启';
const ONE_PIXEL_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const bed = portalTestBed();
const { url, contextOf, contextAs, lookAt } = consoleSteps(bed, 'admin');

const field = (tab: Page, label: string) => tab.getByRole('textbox', { name: label, exact: true });

test('staff rename the site and add a banner; a visitor’s /home shows both within seconds', async () => {
  const staff = await contextAs(DESKTOP, STAFF_PHONE);
  const tab = await staff.newPage();
  await tab.goto(url('/admin/site'));
  await field(tab, '站点名称').fill(NEW_NAME);
  await tab.getByRole('button', { name: '保存' }).click();
  await tab.getByText('已保存').first().waitFor();

  await tab.getByRole('link', { name: '首页横幅' }).click();
  await tab.getByRole('button', { name: '编辑「全国极限飞盘锦标赛火热进行中」' }).waitFor();
  await tab.getByRole('button', { name: '新建' }).click();
  // The image is uploaded from the computer; its address fills the field.
  await tab.getByLabel('上传横幅图片').setInputFiles({
    name: '秋季联赛.png',
    mimeType: 'image/png',
    buffer: Buffer.from(ONE_PIXEL_PNG, 'base64'),
  });
  await tab.waitForFunction(
    () => (document.querySelector('input[name="bannerImage"]') as HTMLInputElement | null)?.value,
  );
  await field(tab, '横幅标题').fill(NEW_BANNER);
  // A link that would run a script is refused under its field, before anything is sent.
  await field(tab, '横幅链接').fill('javascript:alert(1)');
  await tab.getByRole('button', { name: '保存' }).click();
  await tab.getByText('横幅链接必须是站内路径（以 / 开头）或 http(s) 网址').waitFor();
  await field(tab, '横幅链接').fill('/match');
  await tab.getByRole('button', { name: '保存' }).click();
  await tab.getByRole('button', { name: `编辑「${NEW_BANNER}」` }).waitFor();
  // Seen on the first visit after the write, with no reload: nothing cached kept the old answer.

  const visitor = await contextOf(PHONE);
  const home = await visitor.newPage();
  await home.goto(url('/home'));
  await home.getByRole('heading', { level: 1, name: NEW_NAME }).waitFor({ timeout: 15000 });
  const banner = home.getByRole('img', { name: NEW_BANNER });
  await banner.waitFor({ timeout: 15000 });
  // The uploaded image itself reaches the visitor.
  await home.waitForFunction(
    (alt) =>
      (document.querySelector(`img[alt="${alt}"]`) as HTMLImageElement | null)?.naturalWidth === 1,
    NEW_BANNER,
  );
  // The page the server rendered carries them too: its cache was cleared by the writes.
  const html = await (await fetch(url('/home'))).text();
  assert.ok(html.includes(NEW_NAME) && html.includes(NEW_BANNER), 'the rendered /home is fresh');
  await home.screenshot({ path: `${SHOTS}/admin-site-visitor-home-phone.png`, fullPage: true });
  await visitor.close();
  await staff.close();
});

const PARTS = [
  { path: '/admin/site', ready: '站点名称' },
  { path: '/admin/site/banners', ready: '编辑「全国极限飞盘锦标赛火热进行中」' },
  { path: '/admin/site/cooperators', ready: '编辑「飞盘运动协会」' },
  { path: '/admin/site/links', ready: '编辑「赛事中心」' },
  { path: '/admin/site/contact', ready: '联系电话' },
  { path: '/admin/site/lovs', ready: '编辑「主办单位」' },
];

for (const [sizeName, size] of [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const) {
  test(`every part of 站点设置 at ${sizeName} size: no sideways scroll, no serious axe violation`, async () => {
    const staff = await contextAs(size, STAFF_PHONE);
    const tab = await staff.newPage();
    for (const part of PARTS) {
      await tab.goto(url(part.path));
      await tab
        .getByLabel(part.ready)
        .or(tab.getByRole('button', { name: part.ready }))
        .first()
        .waitFor();
      await lookAt(tab, part.path.replace(/^\/admin\//, '').replace(/\W+/g, '-'));
    }
    // An item's form opened on a phone fits too.
    await tab.getByRole('button', { name: '编辑「主办单位」' }).click();
    await field(tab, '名称').waitFor();
    await noSidewaysScroll(tab, 'the LOV form');
    await staff.close();
  });
}
