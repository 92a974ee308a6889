// One staff member, two tabs of the console (issue #33): a notice written in one tab is in the
// other tab's open list at once, with no reload; and a list shown again after the other tab deleted
// an item no longer has it, well inside the minute the cache would once have trusted.
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { consoleSteps, STAFF_PHONE } from './support/console-steps';
import { DESKTOP } from './support/launch-browser';
import { portalTestBed } from './support/portal-pages';

const TITLE = '两个标签页都看得到的通知';

const bed = portalTestBed();
const { url, contextAs } = consoleSteps(bed, 'console-two-tabs');

const row = (tab: Page, text: string) =>
  tab.locator('main').getByRole('row').filter({ hasText: text });

test("a change in one tab shows in the other tab's list", async () => {
  const context = await contextAs(DESKTOP, STAFF_PHONE);
  const list = await context.newPage();
  const editor = await context.newPage();
  await list.goto(url('/admin/notices'));
  await list
    .locator('main')
    .getByRole('link', { name: /^编辑：/ })
    .first()
    .waitFor();

  await editor.goto(url('/admin/notices/new'));
  await editor.getByRole('textbox', { name: '标题', exact: true }).fill(TITLE);
  await editor.getByLabel('栏目').selectOption({ label: '赛事通知' });
  await editor.getByRole('textbox', { name: '正文', exact: true }).click();
  await editor.keyboard.type('两个标签页。');
  await editor.getByRole('button', { name: '保存草稿' }).click();
  await editor.waitForURL(/\/admin\/notices\/\d+$/);
  // The list tab was left open on the list: it reads again on its own.
  await row(list, TITLE).waitFor();

  // The list tab moves on; the other tab deletes the draft; the list, shown again, is without it.
  await list.getByRole('navigation').getByRole('link', { name: '培训', exact: true }).click();
  await list
    .locator('main')
    .getByRole('link', { name: /^编辑：/ })
    .first()
    .waitFor();
  await editor.getByRole('link', { name: '返回通知公告列表' }).click();
  await row(editor, TITLE).getByRole('button', { name: '删除' }).click();
  await editor.getByRole('alertdialog').getByRole('button', { name: '删除' }).click();
  await row(editor, TITLE).waitFor({ state: 'detached' });
  await list.getByRole('navigation').getByRole('link', { name: '通知公告', exact: true }).click();
  await list
    .locator('main')
    .getByRole('link', { name: /^编辑：/ })
    .first()
    .waitFor();
  await row(list, TITLE).waitFor({ state: 'detached' });
  await context.close();
});
