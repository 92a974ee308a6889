// The console's 会员与俱乐部 as staff, contacts and visitors meet them, against the real server:
// staff reject the demo's pending club with a reason, its contact reads the reason in 俱乐部中心
// and fixes the club (which resubmits it); staff approve it, and a visitor on a phone finds it in
// the query centre while the contact's centre shows it approved. Staff grant a member a judge
// certificate and a visitor finds the person under /query/judge. Staff reset a password and the
// member, signing in with it, must set a new one first. Every console page at 1366×900 and
// 390×844: screenshots, no sideways scroll, no serious axe problem.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { consoleSteps, STAFF_PHONE } from './support/console-steps';
import { DESKTOP, PHONE } from './support/launch-browser';
import { portalTestBed } from './support/portal-pages';

const PLAYER = '13800000001';
const CLUB = '厦门鹭岛飞盘俱乐部';
const REASON = '请补充俱乐部简介中的训练场地与时间';
const NUMBER = 'CPBROWSER01';

const bed = portalTestBed();
const { url, signIn, contextOf, contextAs, lookAt, call } = consoleSteps(bed, 'admin');
const field = (tab: Page, name: string) => tab.getByRole('textbox', { name, exact: true });

/** The phone of the club's contact, as staff see it in the registrations list. */
async function contactPhoneOf(club: string): Promise<string> {
  const page = await call<{ list: { contact: { phone: string } }[] }>(
    await signIn(STAFF_PHONE),
    `/api/admin/people/clubs?q=${encodeURIComponent(club)}`,
  );
  const phone = page.list[0]?.contact.phone;
  assert.ok(phone, `${club} has a contact`);
  return phone;
}

test('staff reject a club with a reason, the contact fixes it, staff approve it', async () => {
  const staff = await contextAs(DESKTOP, STAFF_PHONE);
  const tab = await staff.newPage();
  await tab.goto(url('/admin/clubs'));
  await tab.getByRole('heading', { level: 1, name: '俱乐部审核' }).waitFor();
  const row = tab.getByRole('row').filter({ hasText: CLUB });
  await row.getByText('待审核').waitFor();
  await lookAt(tab, 'clubs');

  await row.getByRole('button', { name: `驳回 ${CLUB}` }).click();
  const dialog = tab.getByRole('dialog');
  await dialog.getByRole('button', { name: '驳回' }).click();
  await dialog.getByText('请填写驳回理由').waitFor();
  await dialog.getByLabel('驳回理由').fill(REASON);
  await dialog.getByRole('button', { name: '驳回' }).click();
  await row.getByText(`驳回理由：${REASON}`).waitFor();
  await row.getByText('已驳回').waitFor();

  const contact = await contextAs(PHONE, await contactPhoneOf(CLUB));
  const centre = await contact.newPage();
  await centre.goto(url('/user/club/info'));
  await centre.getByRole('note').getByText(`驳回理由：${REASON}`).waitFor();
  await centre.getByRole('button', { name: '修改资料' }).click();
  await centre.getByLabel('俱乐部简介').fill('每周六上午在厦门大学体育场训练。');
  await centre.getByRole('button', { name: '保存' }).click();
  await centre.getByRole('note').getByText('俱乐部正在等待协会审核', { exact: false }).waitFor();

  await tab.goto(url('/admin/clubs?status=pending'));
  const pending = tab.getByRole('row').filter({ hasText: CLUB });
  await pending.getByRole('button', { name: '通过' }).click();
  await tab.getByRole('alertdialog').getByRole('button', { name: '通过' }).click();
  await tab.getByText('暂无数据').or(tab.getByText('没有符合条件的俱乐部')).waitFor();

  const visitor = await contextOf(PHONE);
  const query = await visitor.newPage();
  await query.goto(url(`/query/club?name=${encodeURIComponent('鹭岛')}`));
  await query.getByText(CLUB).first().waitFor();

  await centre.reload();
  await centre.getByRole('heading', { name: CLUB }).or(centre.getByText(CLUB).first()).waitFor();
  assert.equal(await centre.getByRole('note').count(), 0, 'an approved club has no banner');

  const phoneTab = await (await contextAs(PHONE, STAFF_PHONE)).newPage();
  await phoneTab.goto(url('/admin/clubs'));
  await phoneTab.getByRole('listitem').filter({ hasText: CLUB }).waitFor();
  await lookAt(phoneTab, 'clubs');
  await Promise.all([staff.close(), contact.close(), visitor.close(), phoneTab.context().close()]);
});

test('staff grant a judge certificate and a visitor finds the person under /query/judge', async () => {
  const staff = await contextAs(DESKTOP, STAFF_PHONE);
  const tab = await staff.newPage();
  await tab.goto(url('/admin/members'));
  await tab.getByRole('heading', { level: 1, name: '会员' }).waitFor();
  await tab.getByRole('row').nth(1).waitFor();
  await lookAt(tab, 'members');
  await tab.getByRole('searchbox', { name: '搜索姓名或手机号' }).fill(PLAYER);
  await tab.getByRole('button', { name: '搜索' }).click();
  await tab.getByRole('cell', { name: PLAYER }).waitFor();
  await tab
    .getByRole('link', { name: /^查看 / })
    .first()
    .click();
  const name = (await tab.getByRole('heading', { level: 2 }).first().textContent()) ?? '';
  assert.ok(name.length > 0, 'the person page names the person');

  await tab.getByRole('button', { name: '授予证书' }).click();
  const dialog = tab.getByRole('dialog');
  await dialog.getByRole('button', { name: '授予证书' }).click();
  await dialog.getByText('请选择证书等级').waitFor();
  await dialog.getByText('裁判员').click();
  await dialog.getByLabel('证书等级').selectOption({ label: '一级' });
  await dialog.getByLabel('证书编号').fill(NUMBER);
  await dialog.getByLabel('发证日期').fill('2026-03-01');
  await dialog.getByRole('button', { name: '授予证书' }).click();
  await tab.getByText(`${NUMBER} · 2026-03-01`).waitFor();
  await tab.getByText('裁判员 · 一级').waitFor();
  await lookAt(tab, 'member');

  const visitor = await contextOf(PHONE);
  const query = await visitor.newPage();
  await query.goto(url(`/query/judge?name=${encodeURIComponent(name)}`));
  await query.getByText(NUMBER).first().waitFor();

  const phone = await (await contextAs(PHONE, STAFF_PHONE)).newPage();
  await phone.goto(url(tab.url().replace(bed.server.baseUrl, '')));
  await phone.getByText(`${NUMBER} · 2026-03-01`).waitFor();
  await lookAt(phone, 'member');
  await phone.goto(url('/admin/members'));
  await phone
    .getByRole('link', { name: /^查看 / })
    .first()
    .waitFor();
  await lookAt(phone, 'members');
  await Promise.all([staff.close(), visitor.close(), phone.context().close()]);
});

test('a member whose password staff reset sets a new one before going on', async () => {
  const staff = await contextAs(DESKTOP, STAFF_PHONE);
  const tab = await staff.newPage();
  await tab.goto(url('/admin/members?q=13800000003'));
  await tab
    .getByRole('link', { name: /^查看 / })
    .first()
    .click();
  await tab.getByRole('button', { name: '重置密码' }).click();
  const dialog = tab.getByRole('dialog');
  await dialog.getByRole('button', { name: '重置密码' }).click();
  const temporary = (await dialog.getByTestId('temporary-password').textContent()) ?? '';
  assert.match(temporary, /^[a-zA-Z2-9]{10}$/);
  await tab.keyboard.press('Escape');
  await tab.getByText('待改密码', { exact: false }).first().waitFor();

  const member = await contextOf(PHONE);
  const login = await member.newPage();
  await login.goto(url('/login'));
  await field(login, '手机号').fill('13800000003');
  await field(login, '密码').fill(temporary);
  await login.getByRole('button', { name: '登录', exact: true }).click();
  await login.getByText('请先设置一个只有您知道的新密码', { exact: false }).waitFor();
  await lookAt(login, 'must-change-password');
  await field(login, '当前密码').fill(temporary);
  await field(login, '新密码').fill('demo1234');
  await field(login, '确认新密码').fill('demo1234');
  await login.getByRole('button', { name: '修改密码' }).click();
  await login.waitForURL((address) => !address.pathname.endsWith('/login'));
  await Promise.all([staff.close(), member.close()]);
});

test('the accounts pages at both sizes', async () => {
  for (const size of [DESKTOP, PHONE]) {
    const context = await contextAs(size, STAFF_PHONE);
    const tab = await context.newPage();
    await tab.goto(url('/admin/accounts'));
    await tab
      .getByRole('link', { name: /^查看 / })
      .first()
      .waitFor();
    await lookAt(tab, 'accounts');
    await tab.getByRole('link', { name: '新建' }).click();
    await tab.getByRole('heading', { level: 1, name: '新建账号' }).waitFor();
    await tab.getByRole('button', { name: '创建账号' }).click();
    await tab.getByText('请输入手机号').waitFor();
    await lookAt(tab, 'account-new');
    await context.close();
  }
});
