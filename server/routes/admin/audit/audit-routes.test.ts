// 操作记录: staff list, filter and open the rows of audit_log; nothing can change them.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AuditDetail, AuditEntry, AuditOptions } from '../../../../src/contract/admin-audit';
import { recordStaffWrite } from '../../../audit/record-staff-write';
import type { AuthUser } from '../../../auth/auth-user';
import {
  buildTestApp,
  loginAs,
  withTicket,
  type TestApp,
} from '../../../test-support/build-test-app';
import { createTestUser } from '../../../test-support/test-users';

let t: TestApp;
let staffTicket: string;
let playerTicket: string;
let alice: AuthUser;
let bob: AuthUser;

type Page<T> = { list: T[]; total: number; page: number; size: number };
interface Answer<T> {
  code: number;
  message: string;
  data: T;
}

/** Epoch ms of a time in China Standard Time. */
const at = (local: string) => Date.parse(`${local}+08:00`);

beforeEach(async () => {
  t = await buildTestApp();
  const aliceId = await createTestUser(t.db, {
    phone: '13700000001',
    type: 'staff',
    name: '李工作',
  });
  const bobId = await createTestUser(t.db, { phone: '13700000002', type: 'staff', name: '赵工作' });
  await createTestUser(t.db, { phone: '13700000003', type: 'player', name: '球员' });
  alice = { id: aliceId, name: '李工作', type: 'staff', phone: '13700000001' };
  bob = { id: bobId, name: '赵工作', type: 'staff', phone: '13700000002' };
  staffTicket = await loginAs(t.app, '13700000001');
  playerTicket = await loginAs(t.app, '13700000003');

  await recordStaffWrite(t.db, alice, at('2026-03-01T23:30:00'), {
    action: 'notice.publish',
    targetType: 'notice',
    targetId: 7,
    summary: '发布通知：春季联赛报名',
    before: { title: '春季联赛报名', status: 'draft' },
    after: { title: '春季联赛报名', status: 'published' },
  });
  await recordStaffWrite(t.db, bob, at('2026-03-02T00:30:00'), {
    action: 'club.approve',
    targetType: 'club',
    targetId: 3,
    summary: '审核通过俱乐部：飞翔队',
    before: { status: 'pending' },
    after: { status: 'approved' },
  });
  await recordStaffWrite(t.db, alice, at('2026-03-05T10:00:00'), {
    action: 'user.resetPassword',
    targetType: 'user',
    targetId: 12,
    summary: '重置密码：球员',
    before: { id: 12, password_hash: 'scrypt$secret' },
    after: { id: 12, mustChangePassword: true, password: 'Temp12345' },
  });
});
afterEach(() => t.close());

async function get<T>(url: string, ticket: string | null = staffTicket): Promise<Answer<T>> {
  const response = await t.app.inject({
    method: 'GET',
    url,
    headers: ticket ? withTicket(ticket) : {},
  });
  expect(response.statusCode).toBe(200);
  return response.json<Answer<T>>();
}

const summaries = (page: Answer<Page<AuditEntry>>) => page.data.list.map((row) => row.summary);

describe('GET /api/admin/audit', () => {
  it('lists the newest first, with who, when, what and the target', async () => {
    const page = await get<Page<AuditEntry>>('/api/admin/audit');
    expect(page.code).toBe(0);
    expect(page.data).toMatchObject({ total: 3, page: 1, size: 20 });
    expect(summaries(page)).toEqual([
      '重置密码：球员',
      '审核通过俱乐部：飞翔队',
      '发布通知：春季联赛报名',
    ]);
    expect(page.data.list[1]).toMatchObject({
      userId: bob.id,
      userName: '赵工作',
      action: 'club.approve',
      targetType: 'club',
      targetId: '3',
      at: new Date(at('2026-03-02T00:30:00')).toISOString(),
    });
    expect(page.data.list[0]).not.toHaveProperty('before');
  });

  it('filters by words, action, target type, staff member and China days', async () => {
    expect(summaries(await get('/api/admin/audit?q=联赛'))).toEqual(['发布通知：春季联赛报名']);
    expect(summaries(await get(`/api/admin/audit?q=${encodeURIComponent('赵工')}`))).toEqual([
      '审核通过俱乐部：飞翔队',
    ]);
    expect(summaries(await get('/api/admin/audit?q=12'))).toEqual(['重置密码：球员']);
    expect(summaries(await get('/api/admin/audit?action=club.approve'))).toEqual([
      '审核通过俱乐部：飞翔队',
    ]);
    expect(summaries(await get('/api/admin/audit?targetType=notice'))).toEqual([
      '发布通知：春季联赛报名',
    ]);
    expect(summaries(await get(`/api/admin/audit?userId=${alice.id}`))).toEqual([
      '重置密码：球员',
      '发布通知：春季联赛报名',
    ]);
    // 23:30 on 1 March in Beijing is still 1 March there, though it is 15:30 UTC.
    expect(summaries(await get('/api/admin/audit?from=2026-03-01&to=2026-03-01'))).toEqual([
      '发布通知：春季联赛报名',
    ]);
    expect(summaries(await get('/api/admin/audit?from=2026-03-02'))).toEqual([
      '重置密码：球员',
      '审核通过俱乐部：飞翔队',
    ]);
    expect(summaries(await get('/api/admin/audit?to=2026-03-02&userId=' + bob.id))).toEqual([
      '审核通过俱乐部：飞翔队',
    ]);
  });

  it('pages', async () => {
    const page = await get<Page<AuditEntry>>('/api/admin/audit?size=2&page=2');
    expect(page.data).toMatchObject({ total: 3, page: 2, size: 2 });
    expect(summaries(page)).toEqual(['发布通知：春季联赛报名']);
  });

  it('refuses bad filters in Chinese', async () => {
    const cases: [string, string][] = [
      ['from=yesterday', '开始日期格式应为 年-月-日'],
      ['to=2026-13-45', '结束日期不是有效日期'],
      ['from=2026-03-05&to=2026-03-01', '开始日期不能晚于结束日期'],
      [`q=${'字'.repeat(51)}`, '搜索词不能超过 50 个字'],
      ['userId=abc', '操作人必须是数字'],
      ['size=101', '每页条数最大为 100'],
      ['page=0', '页码最小为 1'],
    ];
    for (const [query, message] of cases) {
      const answer = await get(`/api/admin/audit?${encodeURI(query)}`);
      expect(answer, query).toMatchObject({ code: 1001, message });
    }
  });
});

describe('GET /api/admin/audit/:id', () => {
  it('gives the record before and after, with no password or hash', async () => {
    const [row] = (await get<Page<AuditEntry>>('/api/admin/audit?action=notice.publish')).data.list;
    const detail = await get<AuditDetail>(`/api/admin/audit/${row?.id}`);
    expect(detail.code).toBe(0);
    expect(detail.data).toMatchObject({
      summary: '发布通知：春季联赛报名',
      before: { title: '春季联赛报名', status: 'draft' },
      after: { title: '春季联赛报名', status: 'published' },
    });

    const [reset] = (await get<Page<AuditEntry>>('/api/admin/audit?targetType=user')).data.list;
    const secretFree = await get<AuditDetail>(`/api/admin/audit/${reset?.id}`);
    expect(secretFree.data.before).toEqual({ id: 12 });
    expect(secretFree.data.after).toEqual({ id: 12, mustChangePassword: true });
  });

  it('says so when the row does not exist, and refuses an id that is not one', async () => {
    expect(await get('/api/admin/audit/9999')).toMatchObject({
      code: 1004,
      message: '操作记录不存在',
    });
    expect((await get('/api/admin/audit/abc')).code).toBe(1001);
  });
});

describe('GET /api/admin/audit/options', () => {
  it('offers the actions, target types and staff members the log holds', async () => {
    const options = await get<AuditOptions>('/api/admin/audit/options');
    expect(options.data).toEqual({
      actions: ['club.approve', 'notice.publish', 'user.resetPassword'],
      targetTypes: ['club', 'notice', 'user'],
      users: [
        { id: alice.id, name: '李工作' },
        { id: bob.id, name: '赵工作' },
      ].sort((a, b) => (a.name < b.name ? -1 : 1)),
    });
  });
});

describe('who may read it, and that nobody can change it', () => {
  it('is for staff only', async () => {
    expect((await get('/api/admin/audit', null)).code).toBe(401);
    expect((await get('/api/admin/audit', playerTicket)).code).toBe(1003);
    expect((await get('/api/admin/audit/1', playerTicket)).code).toBe(1003);
  });

  it('has no call that edits or deletes a row', async () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      for (const url of ['/api/admin/audit', '/api/admin/audit/1', '/api/admin/audit/options']) {
        const response = await t.app.inject({
          method,
          url,
          headers: withTicket(staffTicket),
          payload: { summary: '改写' },
        });
        expect(response.statusCode, `${method} ${url}`).toBe(404);
        expect(response.json()).toMatchObject({ code: 404, message: '接口不存在' });
      }
    }
    const rows = await t.db.selectFrom('audit_log').select('summary').orderBy('id').execute();
    expect(rows.map((row) => row.summary)).toEqual([
      '发布通知：春季联赛报名',
      '审核通过俱乐部：飞翔队',
      '重置密码：球员',
    ]);
  });
});
