// The console's training and about pages as staff and members meet them, against the real server:
// staff create and publish a judge course; a member signs up for it on /training/detail/:id; staff
// see the member in the sign-up list and download it as Excel and CSV (read back from the files);
// staff edit the about page and a visitor sees it on /aboutUs, while a draft stays unseen. The
// console's pages at 1366×900 and 390×844: screenshots, no sideways scroll, no serious axe problem.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { readSheet } from 'read-excel-file/node';
import type { Page } from 'playwright-core';
import { consoleSteps, dayFromNow, STAFF_PHONE } from './support/console-steps';
import { DESKTOP, PHONE } from './support/launch-browser';
import { portalTestBed } from './support/portal-pages';

const PLAYER = { phone: '13800000001', name: '李明' };
const TITLE = '浏览器测试三级裁判员培训班';

const bed = portalTestBed();
const { url, contextOf, contextAs, lookAt } = consoleSteps(bed, 'admin', { acceptDownloads: true });

/** Replaces the rich-text editor's 正文 with `text`, typed as a person would. */
async function writeBody(tab: Page, text: string) {
  const body = tab.getByRole('textbox', { name: '正文', exact: true });
  await body.click();
  await tab.keyboard.press('ControlOrMeta+A');
  await tab.keyboard.type(text);
}

let courseId = 0;

test('staff create and publish a judge course from the console', async () => {
  const context = await contextAs(DESKTOP, STAFF_PHONE);
  const tab = await context.newPage();
  await tab.goto(url('/admin/trainings'));
  await tab.getByRole('heading', { level: 1, name: '培训' }).waitFor();
  await tab
    .getByRole('cell', { name: /第二期三级教练员培训班/ })
    .first()
    .waitFor();
  await lookAt(tab, 'trainings');

  await tab.getByRole('link', { name: '新建' }).click();
  await tab.getByRole('heading', { level: 1, name: '新建培训' }).waitFor();
  await tab.getByRole('button', { name: '发布' }).click();
  await tab.getByText('请填写标题').waitFor();

  await tab.getByLabel('标题').fill(TITLE);
  await tab.getByLabel('裁判员').check();
  await tab.getByLabel('等级').selectOption({ label: '三级' });
  await tab.getByLabel('城市').fill('杭州');
  await tab.getByLabel('地点').fill('黄龙体育中心');
  await tab.getByLabel('开始日期').fill(dayFromNow(30));
  await tab.getByLabel('结束日期').fill(dayFromNow(31));
  await tab.getByLabel('报名截止日期').fill(dayFromNow(20));
  await tab.getByLabel('费用（元）').fill('600');
  await tab.getByLabel('名额').fill('30');
  await writeBody(tab, '规则、判罚与记分');
  await lookAt(tab, 'training-editor');
  await tab.getByRole('button', { name: '发布' }).click();
  await tab.waitForURL(/\/admin\/trainings\/\d+$/);
  courseId = Number(new URL(tab.url()).pathname.split('/').pop());
  await tab.getByRole('button', { name: '撤回' }).waitFor();
  await tab.getByText('已发布', { exact: true }).waitFor();
  await context.close();
});

test('a member signs up for it on the course page', async () => {
  assert.ok(courseId > 0, 'the course was created');
  const context = await contextAs(PHONE, PLAYER.phone);
  const tab = await context.newPage();
  await tab.goto(url(`/training/detail/${courseId}`));
  await tab.getByRole('heading', { level: 1, name: TITLE }).waitFor();
  await tab.getByRole('button', { name: '报名', exact: true }).click();
  await tab.getByText('已报名', { exact: true }).waitFor();
  await context.close();
});

test('staff see the member in the sign-up list and download it as Excel and CSV', async () => {
  const context = await contextAs(DESKTOP, STAFF_PHONE);
  const tab = await context.newPage();
  await tab.goto(url(`/admin/trainings/${courseId}/signups`));
  await tab.getByRole('cell', { name: PLAYER.name }).waitFor();
  await tab.getByRole('cell', { name: PLAYER.phone }).waitFor();
  await lookAt(tab, 'signups');

  const [excel] = await Promise.all([
    tab.waitForEvent('download'),
    tab.getByRole('button', { name: '导出 Excel' }).click(),
  ]);
  assert.equal(excel.suggestedFilename(), `${TITLE}-报名名单.xlsx`);
  const rows = await readSheet(readFileSync(await excel.path()));
  assert.deepEqual(rows[0], ['序号', '姓名', '手机号', '报名时间']);
  assert.deepEqual(
    rows.slice(1).map((row) => row.slice(0, 3)),
    [['1', PLAYER.name, PLAYER.phone]],
  );

  const [csv] = await Promise.all([
    tab.waitForEvent('download'),
    tab.getByRole('button', { name: '导出 CSV' }).click(),
  ]);
  assert.equal(csv.suggestedFilename(), `${TITLE}-报名名单.csv`);
  const text = readFileSync(await csv.path(), 'utf8');
  assert.ok(text.startsWith('\uFEFF序号,姓名,手机号,报名时间\r\n'), 'a BOM and the header');
  assert.match(text, new RegExp(`\\r\\n1,${PLAYER.name},${PLAYER.phone},`));
  await context.close();
});

test('staff edit the about page; visitors see what is published, not the draft', async () => {
  const context = await contextAs(DESKTOP, STAFF_PHONE);
  const tab = await context.newPage();
  await tab.goto(url('/admin/about'));
  await tab.getByRole('heading', { level: 1, name: '关于我们' }).waitFor();
  await tab.getByText('尚未发布：访客看到网站自带的介绍文字').waitFor();
  await writeBody(tab, '浏览器测试：协会的新简介');
  await tab.getByRole('button', { name: '发布' }).click();
  await tab.getByText(/^已发布：/).waitFor();
  await writeBody(tab, '浏览器测试：还没发布的草稿');
  await tab.getByRole('button', { name: '保存草稿' }).click();
  await tab.getByText(/^有未发布的草稿：/).waitFor();
  await lookAt(tab, 'about');
  await context.close();

  const visitor = await contextOf(PHONE);
  const page = await visitor.newPage();
  await page.goto(url('/aboutUs'));
  await page.getByText('浏览器测试：协会的新简介').waitFor();
  assert.equal(await page.getByText('浏览器测试：还没发布的草稿').count(), 0);
  assert.equal(await page.getByText(/飞盘协会是由全国飞盘运动俱乐部/).count(), 0);
  await visitor.close();
});

test('the console pages work on a phone without sideways scroll', async () => {
  const context = await contextAs(PHONE, STAFF_PHONE);
  const tab = await context.newPage();
  // `editor`: the page holds the rich-text editor, which loads after the page itself.
  const pages: [string, string, string, boolean][] = [
    ['/admin/trainings', '培训', 'trainings', false],
    [`/admin/trainings/${courseId}`, '编辑培训', 'training-editor', true],
    [`/admin/trainings/${courseId}/signups`, '报名名单', 'signups', false],
    ['/admin/sport', '飞盘运动', 'sport', false],
    ['/admin/sport/1', '编辑飞盘运动页面', 'sport-editor', true],
    ['/admin/about/join', '关于我们', 'about', true],
  ];
  for (const [path, heading, name, editor] of pages) {
    await tab.goto(url(path));
    await tab.getByRole('heading', { level: 1, name: heading }).waitFor();
    await tab.getByRole('main').getByRole('button').first().waitFor();
    if (editor) await tab.getByRole('textbox', { name: '正文', exact: true }).waitFor();
    await lookAt(tab, name);
  }
  await context.close();
});
