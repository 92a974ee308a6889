// The console's competitions as staff and visitors meet them, against the real server: staff create
// a competition with 新建赛事 (赛事名称, 开始日期, 结束日期, 地点, 保存), a bad end date refused
// beside the form; saved as a draft it is on neither /match nor its page, and once 发布 a visitor
// on a phone finds it on /match and opens its page with the fee; staff then group it with the demo
// championship as the divisions of one event (多组别赛事). The lists and the editors at 1366×900
// and 390×844: screenshots, no sideways scroll, no serious axe problem.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { consoleSteps, dayFromNow, STAFF_PHONE } from './support/console-steps';
import { DESKTOP, PHONE } from './support/launch-browser';
import { portalTestBed } from './support/portal-pages';

const NAME = '浏览器测试西湖飞盘公开赛';
const FEE = '每队 800 元，赛前现场缴纳';

const bed = portalTestBed();
const { url, contextOf, contextAs, lookAt } = consoleSteps(bed, 'admin');

/** What a visitor's /api call answers now, read straight from the server. */
async function publicCode(path: string): Promise<number> {
  const response = await fetch(url(path));
  return ((await response.json()) as { code: number }).code;
}

let competitionId = 0;

test('staff create a competition, saved as a draft that visitors do not see', async () => {
  const context = await contextAs(DESKTOP, STAFF_PHONE);
  const tab = await context.newPage();
  await tab.goto(url('/admin/competitions'));
  await tab.getByRole('heading', { level: 1, name: '赛事' }).waitFor();
  await tab
    .getByRole('cell', { name: /全国极限飞盘锦标赛/ })
    .first()
    .waitFor();
  await lookAt(tab, 'competitions');

  await tab.getByRole('link', { name: '新建赛事' }).click();
  await tab.getByRole('heading', { level: 1, name: '新建赛事' }).waitFor();
  await tab.getByLabel('赛事名称').fill(NAME);
  await tab.getByLabel('开始日期').fill(dayFromNow(30));
  await tab.getByLabel('结束日期').fill(dayFromNow(29));
  await tab.getByLabel('地点').fill('黄龙体育中心');
  await tab.getByRole('button', { name: '保存', exact: true }).click();
  await tab.getByText('结束日期不能早于开始日期').waitFor();

  await tab.getByLabel('结束日期').fill(dayFromNow(31));
  await tab.getByLabel('报名费').fill(FEE);
  await tab.getByRole('textbox', { name: '简介', exact: true }).waitFor();
  await lookAt(tab, 'competition-editor');
  await tab.getByRole('button', { name: '保存', exact: true }).click();
  await tab.waitForURL(/\/admin\/competitions\/\d+$/);
  competitionId = Number(new URL(tab.url()).pathname.split('/').pop());
  await tab.getByText('草稿', { exact: true }).waitFor();
  await tab.getByRole('navigation', { name: '赛事页面' }).waitFor();
  await context.close();

  assert.equal(await publicCode(`/api/competitions/${competitionId}`), 1004, 'a draft is missing');
  const list = (await (await fetch(url('/api/competitions?pageSize=50'))).json()) as {
    data: { list: { id: number }[] };
  };
  assert.ok(!list.data.list.some((c) => c.id === competitionId), 'a draft is not listed');
});

test('the console list and the editor fit a phone', async () => {
  assert.ok(competitionId > 0, 'the competition was created');
  const context = await contextAs(PHONE, STAFF_PHONE);
  const tab = await context.newPage();
  await tab.goto(url(`/admin/competitions?q=${encodeURIComponent('西湖飞盘')}`));
  await tab.getByText(NAME).filter({ visible: true }).first().waitFor();
  await lookAt(tab, 'competitions');
  await tab.goto(url(`/admin/competitions/${competitionId}`));
  await tab.getByLabel('赛事名称').waitFor();
  await tab.getByRole('textbox', { name: '简介', exact: true }).waitFor();
  assert.equal(await tab.getByLabel('赛事名称').inputValue(), NAME);
  await lookAt(tab, 'competition-editor');
  await context.close();
});

test('once published, a visitor on a phone finds it on /match and opens its page', async () => {
  const staff = await contextAs(DESKTOP, STAFF_PHONE);
  const editor = await staff.newPage();
  await editor.goto(url(`/admin/competitions/${competitionId}`));
  await editor.getByLabel('赛事名称').waitFor();
  await editor.getByRole('button', { name: '发布', exact: true }).click();
  await editor.getByRole('button', { name: '撤回', exact: true }).waitFor();
  await editor.getByText('已发布', { exact: true }).waitFor();
  await staff.close();

  const visitor = await contextOf(PHONE);
  const tab = await visitor.newPage();
  await tab.goto(url('/match'));
  await tab.getByRole('link', { name: NAME }).click();
  await tab.getByRole('heading', { level: 1, name: NAME }).waitFor();
  await tab.getByText(FEE).waitFor();
  await tab.getByText('黄龙体育中心').first().waitFor();
  await lookAt(tab, 'match-detail-published');
  await visitor.close();
});

test('staff group two competitions into an event of several divisions, at 1366×900 and 390×844', async () => {
  const context = await contextAs(DESKTOP, STAFF_PHONE);
  const tab = await context.newPage();
  await tab.goto(url('/admin/events'));
  await tab.getByRole('heading', { level: 1, name: '多组别赛事' }).waitFor();
  await tab
    .getByText(/年全国飞盘锦标赛$/)
    .first()
    .waitFor();
  await lookAt(tab, 'events');
  await tab.getByRole('link', { name: '新建多组别赛事' }).click();
  await tab.getByRole('heading', { level: 1, name: '新建多组别赛事' }).waitFor();
  await tab.getByLabel('赛事名称').fill('浏览器测试飞盘节');
  await tab.getByRole('checkbox', { name: /年全国极限飞盘锦标赛/ }).check();
  await tab.getByRole('checkbox', { name: new RegExp(NAME) }).check();
  // A division of the demo's event is listed but cannot be chosen.
  assert.ok(await tab.getByRole('checkbox', { name: /年全国女子飞盘锦标赛/ }).isDisabled());
  await lookAt(tab, 'event-editor');
  await tab.getByRole('button', { name: '保存', exact: true }).click();
  await tab.waitForURL(/\/admin\/events\/\d+$/);
  const eventId = Number(new URL(tab.url()).pathname.split('/').pop());
  await context.close();

  const answer = (await (await fetch(url(`/api/events/${eventId}`))).json()) as {
    data: { divisions: { name: string }[] };
  };
  assert.equal(answer.data.divisions.length, 2, 'both published divisions are on the event page');
  const phone = await contextAs(PHONE, STAFF_PHONE);
  const small = await phone.newPage();
  await small.goto(url(`/admin/events/${eventId}`));
  await small.getByRole('checkbox', { name: new RegExp(NAME) }).waitFor();
  assert.ok(await small.getByRole('checkbox', { name: new RegExp(NAME) }).isChecked());
  await lookAt(small, 'event-editor');
  await phone.close();
});
