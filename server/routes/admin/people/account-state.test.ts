import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AdminMember } from '../../../../src/contract/admin-people';
import type { LoginResult } from '../../../../src/contract/account';
import { buildTestApp, type TestApp } from '../../../test-support/build-test-app';
import { createCapturingSms } from '../../../test-support/test-users';
import { keepAnotherStaff } from '../../../domain/accounts/last-staff';
import {
  as,
  auditRows,
  PASSWORD,
  seedPeopleFixture,
  type PeopleFixture,
} from '../../../test-support/people-test-fixture';

let t: TestApp;
let f: PeopleFixture;
const sms = createCapturingSms();

beforeEach(async () => {
  t = await buildTestApp({ sms });
  f = await seedPeopleFixture(t.db);
});
afterEach(() => t.close());

const userRow = (id: number) =>
  t.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const login = (phone: string, password: string) =>
  as(t.app, null)<LoginResult>('POST', '/api/user/pwLogin', { phone, password });

describe('disabling and enabling an account', () => {
  it('refuses the disabled account’s ticket at once and every way of signing in', async () => {
    const player = as(t.app, f.tickets.player);
    expect((await player('GET', '/api/user/getUserInfo')).code).toBe(0);

    const disabled = await as(t.app, f.tickets.staff)<AdminMember>(
      'POST',
      `/api/admin/people/members/${f.player}/disable`,
    );
    expect(disabled).toMatchObject({ code: 0, data: { id: f.player, disabled: true } });
    expect((await player('GET', '/api/user/getUserInfo')).code).toBe(401);

    expect(await login(f.playerPhone, PASSWORD)).toMatchObject({
      code: 1000,
      message: '该账号已停用，请联系协会工作人员',
    });
    // A wrong password is told as any wrong password: the state is only for the password's holder.
    expect((await login(f.playerPhone, 'wrong-password')).message).toBe('手机号或密码错误');
    await as(t.app, null)('GET', `/api/user/sendCheckCode?phone=${f.playerPhone}&scene=login`);
    const byCode = await as(t.app, null)('POST', '/api/user/ccLogin', {
      phone: f.playerPhone,
      code: sms.lastCode(f.playerPhone),
    });
    expect(byCode.message).toBe('该账号已停用，请联系协会工作人员');

    const [audit] = await auditRows(t.db, 'user.disable');
    expect(audit).toMatchObject({ target_id: String(f.player), summary: '停用账号：球员张三' });
    expect(audit?.after).not.toContain('password');

    const enabled = await as(t.app, f.tickets.staff)<AdminMember>(
      'POST',
      `/api/admin/people/members/${f.player}/enable`,
    );
    expect(enabled.data.disabled).toBe(false);
    expect((await login(f.playerPhone, PASSWORD)).code).toBe(0);
    expect(await auditRows(t.db, 'user.enable')).toHaveLength(1);
  });

  it('refuses a ticket of a disabled account even when the ticket row is left', async () => {
    await t.db.updateTable('users').set({ disabled: 1 }).where('id', '=', f.player).execute();
    expect((await as(t.app, f.tickets.player)('GET', '/api/user/center')).code).toBe(401);
  });

  it('never leaves no enabled staff account, even when two staff disable each other at once', async () => {
    const staff = as(t.app, f.tickets.staff);
    expect(await staff('POST', `/api/admin/people/members/${f.staff}/disable`)).toMatchObject({
      code: 1000,
      message: '不能停用自己的账号',
    });
    const [first, second] = await Promise.all([
      staff('POST', `/api/admin/people/members/${f.otherStaff}/disable`),
      as(t.app, f.tickets.otherStaff)('POST', `/api/admin/people/members/${f.staff}/disable`),
    ]);
    const codes = [first.code, second.code];
    // One of them wins; the other is refused (by the rule, or as signed out by the winner).
    expect(codes.filter((code) => code === 0)).toHaveLength(1);
    const enabledStaff = await t.db
      .selectFrom('users')
      .select('id')
      .where('type', '=', 'staff')
      .where('disabled', '=', 0)
      .execute();
    expect(enabledStaff).toHaveLength(1);
    expect(await auditRows(t.db, 'user.disable')).toHaveLength(1);
  });

  it('refuses, inside the write, to remove the only enabled staff account', async () => {
    await t.db.updateTable('users').set({ disabled: 1 }).where('id', '=', f.otherStaff).execute();
    const only = await userRow(f.staff);
    await expect(t.db.transaction().execute((trx) => keepAnotherStaff(trx, only))).rejects.toThrow(
      '必须保留至少一个启用的工作人员账号',
    );
    // With another enabled staff account, or for anyone but staff, it lets the write go on.
    await t.db.updateTable('users').set({ disabled: 0 }).where('id', '=', f.otherStaff).execute();
    await t.db.transaction().execute((trx) => keepAnotherStaff(trx, only));
    const player = await userRow(f.player);
    await t.db.transaction().execute((trx) => keepAnotherStaff(trx, player));
  });

  it('answers 不存在 for an unknown id and refuses to repeat a state', async () => {
    const staff = as(t.app, f.tickets.staff);
    expect((await staff('POST', '/api/admin/people/members/999999/disable')).code).toBe(1004);
    expect(await staff('POST', `/api/admin/people/members/${f.player}/enable`)).toMatchObject({
      message: '该账号已启用',
    });
    expect((await staff('POST', '/api/admin/people/members/0/disable')).code).toBe(1001);
  });
});

describe('resetting a password', () => {
  it('sets a temporary password the member must change at the next sign-in', async () => {
    const reset = await as(t.app, f.tickets.staff)<{ temporaryPassword: string }>(
      'POST',
      `/api/admin/people/members/${f.player}/reset-password`,
      { password: 'temp123456' },
    );
    expect(reset).toMatchObject({ code: 0, data: { temporaryPassword: 'temp123456' } });
    // The old sessions end, and the old password no longer signs in.
    expect((await as(t.app, f.tickets.player)('GET', '/api/user/center')).code).toBe(401);
    expect((await login(f.playerPhone, PASSWORD)).code).toBe(1000);

    const signedIn = await login(f.playerPhone, 'temp123456');
    expect(signedIn.data.user.mustChangePassword).toBe(true);
    const ticket = signedIn.data.ticket;
    const info = await as(t.app, ticket)<{ mustChangePassword: boolean }>(
      'GET',
      '/api/user/getUserInfo',
    );
    expect(info.data.mustChangePassword).toBe(true);

    const [audit] = await auditRows(t.db, 'user.reset_password');
    expect(audit).toMatchObject({ summary: '重置密码：球员张三', before: null, after: null });

    const change = (body: object) =>
      as(t.app, ticket)<{ mustChangePassword: boolean }>('POST', '/api/user/changePassword', body);
    expect(await change({ oldPassword: 'wrong-one', password: 'newpass789' })).toMatchObject({
      code: 1000,
      message: '当前密码不正确',
    });
    expect(await change({ oldPassword: 'temp123456', password: 'temp123456' })).toMatchObject({
      code: 1001,
      message: '新密码不能与当前密码相同',
    });
    expect((await change({ oldPassword: 'temp123456', password: '123' })).code).toBe(1001);
    expect((await userRow(f.player)).must_change_password).toBe(1);

    const changed = await change({ oldPassword: 'temp123456', password: 'newpass789' });
    expect(changed).toMatchObject({ code: 0, data: { mustChangePassword: false } });
    expect((await userRow(f.player)).must_change_password).toBe(0);
    // This session stays; the password is the new one.
    expect((await as(t.app, ticket)('GET', '/api/user/center')).code).toBe(0);
    expect((await login(f.playerPhone, 'newpass789')).data.user.mustChangePassword).toBe(false);
  });

  it('makes a password when staff give none, and never logs it', async () => {
    const reset = await as(t.app, f.tickets.staff)<{ temporaryPassword: string }>(
      'POST',
      `/api/admin/people/members/${f.player}/reset-password`,
      {},
    );
    const password = reset.data.temporaryPassword;
    expect(password).toMatch(/^[a-zA-Z2-9]{10}$/);
    expect((await login(f.playerPhone, password)).code).toBe(0);
    const audit = await t.db.selectFrom('audit_log').selectAll().execute();
    expect(JSON.stringify(audit)).not.toContain(password);
  });

  it('refuses a temporary password that is too short or not text, and changes nothing', async () => {
    const staff = as(t.app, f.tickets.staff);
    const url = `/api/admin/people/members/${f.player}/reset-password`;
    expect((await staff('POST', url, { password: '123' })).code).toBe(1001);
    expect((await staff('POST', url, { password: 'x'.repeat(65) })).code).toBe(1001);
    expect((await staff('POST', url, { password: 123456789 })).code).toBe(1001);
    expect((await userRow(f.player)).must_change_password).toBe(0);
    expect((await login(f.playerPhone, PASSWORD)).code).toBe(0);
    expect(await auditRows(t.db, 'user.reset_password')).toHaveLength(0);
  });
});

describe('types and staff accounts', () => {
  it('changes a type where it makes sense', async () => {
    const staff = as(t.app, f.tickets.staff);
    const url = (id: number) => `/api/admin/people/members/${id}/type`;
    expect(await staff('POST', url(f.player), { type: 'volunteer' })).toMatchObject({
      code: 0,
      data: { type: 'volunteer' },
    });
    expect(await auditRows(t.db, 'user.change_type')).toHaveLength(1);
    expect(await staff('POST', url(f.staff), { type: 'player' })).toMatchObject({
      message: '不能修改自己的账号类型',
    });
    expect(await staff('POST', url(f.contact), { type: 'player' })).toMatchObject({
      message: '该用户是俱乐部「待审俱乐部」的联系人，请先更换联系人',
    });
    expect(await staff('POST', url(f.player), { type: 'volunteer' })).toMatchObject({
      message: '账号类型没有变化',
    });
    expect((await staff('POST', url(f.player), { type: 'boss' })).code).toBe(1001);
    expect((await staff('POST', url(f.player), {})).code).toBe(1001);
    expect(await staff('POST', url(f.otherStaff), { type: 'player' })).toMatchObject({ code: 0 });
    // The only staff account left cannot retype itself.
    expect(await staff('POST', url(f.staff), { type: 'player' })).toMatchObject({
      message: '不能修改自己的账号类型',
    });
  });

  it('creates a staff or volunteer account whose password must be changed', async () => {
    const staff = as(t.app, f.tickets.staff);
    const created = await staff<AdminMember>('POST', '/api/admin/people/accounts', {
      phone: '13600000055',
      name: '新志愿者',
      type: 'volunteer',
      password: 'first12345',
    });
    expect(created).toMatchObject({
      code: 0,
      data: { type: 'volunteer', mustChangePassword: true, disabled: false },
    });
    const [audit] = await auditRows(t.db, 'user.create');
    expect(audit?.summary).toBe('新建志愿者账号：新志愿者');
    expect(audit?.after).not.toContain('first12345');
    expect((await login('13600000055', 'first12345')).data.user.mustChangePassword).toBe(true);

    const list = await staff<{ list: AdminMember[] }>('GET', '/api/admin/people/accounts');
    expect(
      list.data.list.map((m) => m.type).every((type) => type === 'staff' || type === 'volunteer'),
    ).toBe(true);
    expect(list.data.list).toHaveLength(4);

    expect(
      await staff('POST', '/api/admin/people/accounts', {
        phone: '13600000055',
        name: '重复',
        type: 'staff',
        password: 'first12345',
      }),
    ).toMatchObject({ code: 1009, message: '该手机号已注册' });
    const bad: [object, string][] = [
      [{}, '请输入手机号'],
      [{ phone: '123', name: '甲', type: 'staff', password: 'first12345' }, '手机号格式不正确'],
      [{ phone: '13600000056', name: '', type: 'staff', password: 'first12345' }, '请输入姓名'],
      [
        { phone: '13600000056', name: '名'.repeat(21), type: 'staff', password: 'first12345' },
        '姓名不能超过 20 个字',
      ],
      [
        { phone: '13600000056', name: '甲', type: 'player', password: 'first12345' },
        '账号类型只能是工作人员或志愿者',
      ],
      [{ phone: '13600000056', name: '甲', type: 'staff', password: 12 }, '请输入密码'],
    ];
    for (const [payload, message] of bad) {
      const answer = await staff('POST', '/api/admin/people/accounts', payload);
      expect(answer.code).toBe(1001);
      expect(answer.message).toBe(message);
    }
    expect(await auditRows(t.db, 'user.create')).toHaveLength(1);
  });
});
