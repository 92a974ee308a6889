// The console's door and frame (docs/console.md): a visitor sent to log in, a player told 没有权限,
// staff finding 管理后台 in the header at phone and desktop size, the side menu and the phone
// menu, and 操作记录 listing a write with its before and after. Screenshots at both sizes, no
// sideways scroll, no serious axe violation.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { consoleSteps, SHOTS, STAFF_PHONE } from './support/console-steps';
import { DESKTOP, PHONE } from './support/launch-browser';
import { h1, portalTestBed } from './support/portal-pages';
import { waitForApp } from './support/hydration';

const PLAYER = '13800000001';

let staffTicket: string;
let playerTicket: string;
const bed = portalTestBed(async () => {
  staffTicket = await signIn(STAFF_PHONE);
  playerTicket = await signIn(PLAYER);
});
const { url, signIn, contextOf, lookAt } = consoleSteps(bed, 'admin-console');

test('a visitor who opens the console is sent to log in, and brought back', async () => {
  const context = await contextOf(PHONE);
  const tab = await context.newPage();
  await tab.goto(url('/admin/audit'));
  await tab.waitForURL((address) => address.pathname === '/login');
  assert.equal(new URL(tab.url()).searchParams.get('redirect'), '/admin/audit');
  await context.close();
});

test('a player is told 没有权限, with a link home, and sees no 管理后台 link', async () => {
  const context = await contextOf(PHONE, playerTicket);
  const tab = await context.newPage();
  await tab.goto(url('/home'));
  await tab.getByRole('link', { name: '个人中心' }).waitFor();
  await tab.getByRole('button', { name: '菜单' }).click();
  assert.equal(await tab.getByRole('link', { name: '管理后台' }).count(), 0);

  await tab.goto(url('/admin'));
  await h1(tab).filter({ hasText: '没有权限' }).waitFor();
  assert.equal(await tab.getByRole('navigation', { name: '管理菜单' }).count(), 0);
  await lookAt(tab, 'no-permission');
  await tab.getByRole('link', { name: '返回首页' }).click();
  await tab.waitForURL((address) => address.pathname === '/home');
  await context.close();
});

test('staff open the console from the header at 1366×900: side menu, overview, 返回网站', async () => {
  const context = await contextOf(DESKTOP, staffTicket);
  const tab = await context.newPage();
  await tab.goto(url('/home'));
  await tab.getByRole('banner').getByRole('link', { name: '管理后台' }).click();
  await tab.waitForURL((address) => address.pathname === '/admin');
  await h1(tab).filter({ hasText: '概览' }).waitFor();
  const menu = tab.getByRole('navigation', { name: '管理菜单' });
  assert.equal(await menu.isVisible(), true, 'the side menu shows at desktop width');
  assert.equal(await tab.getByRole('button', { name: '菜单' }).isVisible(), false);
  assert.equal(await menu.locator('[aria-current="page"]').textContent(), '概览');
  await tab.getByRole('banner').getByText('周晓东').waitFor();
  await lookAt(tab, 'overview');

  await menu.getByRole('link', { name: '操作记录' }).click();
  await h1(tab).filter({ hasText: '操作记录' }).waitFor();
  assert.equal(await menu.locator('[aria-current="page"]').textContent(), '操作记录');
  await tab.getByRole('link', { name: '返回网站' }).click();
  await tab.waitForURL((address) => address.pathname === '/home');
  await context.close();
});

test('on a phone staff reach the console from the menu, and 操作记录 shows a write', async () => {
  // A staff write made through the console's own call, so the log has a row to show.
  const write = await fetch(url('/api/admin/site/contact'), {
    method: 'POST',
    headers: { 'content-type': 'application/json', ticket: staffTicket },
    body: JSON.stringify({ phone: '400-800-2025', email: '', address: '北京市浏览器测试路 1 号' }),
  });
  assert.equal(((await write.json()) as { code: number }).code, 0, 'the contact details are saved');

  const context = await contextOf(PHONE, staffTicket);
  const tab = await context.newPage();
  await tab.goto(url('/home'));
  // The server-rendered menu button opens once the app has taken the page over.
  await waitForApp(tab);
  await tab.getByRole('button', { name: '菜单' }).click();
  await tab.getByRole('banner').getByRole('link', { name: '管理后台' }).first().click();
  await tab.waitForURL((address) => address.pathname === '/admin');
  await h1(tab).filter({ hasText: '概览' }).waitFor();
  const menu = tab.getByRole('navigation', { name: '管理菜单' });
  assert.equal(await menu.isVisible(), false, 'the menu waits behind its button on a phone');
  await lookAt(tab, 'overview');

  const button = tab.getByRole('button', { name: '菜单' });
  await button.click();
  assert.equal(await button.getAttribute('aria-expanded'), 'true');
  await menu.waitFor();
  await tab.screenshot({ path: `${SHOTS}/admin-console-menu-390.png` });
  await menu.getByRole('link', { name: '操作记录' }).click();
  await tab.waitForURL((address) => address.pathname === '/admin/audit');
  assert.equal(await button.getAttribute('aria-expanded'), 'false');

  const card = tab
    .getByRole('listitem')
    .filter({ has: tab.getByRole('link', { name: /^查看：/ }) })
    .first();
  await card.waitFor();
  assert.ok((await card.textContent())?.includes('site.contact'), 'the write is listed');
  await lookAt(tab, 'audit');

  await card.getByRole('link', { name: /^查看：/ }).click();
  await h1(tab).filter({ hasText: '操作详情' }).waitFor();
  await tab.getByText('北京市浏览器测试路 1 号').waitFor();
  assert.ok(await tab.getByText('修改前').first().isVisible());
  assert.ok(await tab.getByText('修改后').first().isVisible());
  await lookAt(tab, 'audit-detail');
  await context.close();
});
