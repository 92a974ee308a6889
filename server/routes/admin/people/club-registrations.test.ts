import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AdminClub } from '../../../../src/contract/admin-people';
import type { Club } from '../../../../src/contract/club';
import { buildTestApp, type TestApp } from '../../../test-support/build-test-app';
import {
  as,
  auditRows,
  seedPeopleFixture,
  type PeopleFixture,
} from '../../../test-support/people-test-fixture';

let t: TestApp;
let f: PeopleFixture;

beforeEach(async () => {
  t = await buildTestApp();
  f = await seedPeopleFixture(t.db);
});
afterEach(() => t.close());

type Page<T> = { list: T[]; total: number; page: number; size: number };
const clubRow = (id: number) =>
  t.db.selectFrom('clubs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('GET /api/admin/people/clubs', () => {
  it('lists pending registrations first, with their contact, and filters by q and status', async () => {
    const staff = as(t.app, f.tickets.staff);
    const all = await staff<Page<AdminClub>>('GET', '/api/admin/people/clubs');
    expect(all.code).toBe(0);
    expect(all.data.total).toBe(3);
    expect(all.data.list.map((club) => club.status)).toEqual(['pending', 'pending', 'approved']);
    expect(all.data.list.find((club) => club.id === f.pendingClub)?.contact).toEqual({
      id: f.contact,
      name: '联系人王五',
      phone: '13600000002',
    });

    const named = await staff<Page<AdminClub>>('GET', '/api/admin/people/clubs?q=另一');
    expect(named.data.list.map((club) => club.id)).toEqual([f.otherPendingClub]);
    const approved = await staff<Page<AdminClub>>('GET', '/api/admin/people/clubs?status=approved');
    expect(approved.data.list.map((club) => club.id)).toEqual([f.approvedClub]);
    const paged = await staff<Page<AdminClub>>('GET', '/api/admin/people/clubs?size=1&page=2');
    expect(paged.data).toMatchObject({ total: 3, page: 2, size: 1 });
    expect(paged.data.list).toHaveLength(1);

    const bad = await staff('GET', '/api/admin/people/clubs?status=maybe');
    expect(bad.code).toBe(1001);
  });
});

describe('approving and rejecting a registration', () => {
  it('approves: the club is listed in the query centre and its contact sees it approved', async () => {
    const before = await as(t.app, null)<{ list: { id: number }[] }>('GET', '/api/clubs');
    expect(before.data.list.map((club) => club.id)).not.toContain(f.pendingClub);

    const answer = await as(t.app, f.tickets.staff)<AdminClub>(
      'POST',
      `/api/admin/people/clubs/${f.pendingClub}/approve`,
    );
    expect(answer).toMatchObject({ code: 0, message: '俱乐部已审核通过' });
    expect(answer.data).toMatchObject({ status: 'approved', rejectReason: null });

    const after = await as(t.app, null)<{ list: { id: number }[] }>('GET', '/api/clubs');
    expect(after.data.list.map((club) => club.id)).toContain(f.pendingClub);
    const mine = await as(t.app, f.tickets.contact)<Club>('GET', '/api/club/mine');
    expect(mine.data).toMatchObject({ id: f.pendingClub, status: 'approved' });

    const [audit] = await auditRows(t.db, 'club.approve');
    expect(audit).toMatchObject({
      user_id: f.staff,
      target_type: 'club',
      target_id: String(f.pendingClub),
      summary: '通过俱乐部注册：待审俱乐部',
    });
    expect(JSON.parse(audit?.before ?? '{}')).toMatchObject({ status: 'pending' });
    expect(JSON.parse(audit?.after ?? '{}')).toMatchObject({ status: 'approved' });

    const again = await as(t.app, f.tickets.staff)(
      'POST',
      `/api/admin/people/clubs/${f.pendingClub}/approve`,
    );
    expect(again).toMatchObject({ code: 1000, message: '该俱乐部已审核通过' });
    expect(await auditRows(t.db, 'club.approve')).toHaveLength(1);
  });

  it('rejects with a reason the contact reads in the club centre', async () => {
    const answer = await as(t.app, f.tickets.staff)<AdminClub>(
      'POST',
      `/api/admin/people/clubs/${f.pendingClub}/reject`,
      { reason: '  俱乐部名称与已注册俱乐部过于相似  ' },
    );
    expect(answer.code).toBe(0);
    expect(answer.data).toMatchObject({
      status: 'rejected',
      rejectReason: '俱乐部名称与已注册俱乐部过于相似',
    });
    const mine = await as(t.app, f.tickets.contact)<Club>('GET', '/api/club/mine');
    expect(mine.data).toMatchObject({
      status: 'rejected',
      rejectReason: '俱乐部名称与已注册俱乐部过于相似',
    });
    const [audit] = await auditRows(t.db, 'club.reject');
    expect(audit?.summary).toBe('驳回俱乐部注册：待审俱乐部（俱乐部名称与已注册俱乐部过于相似）');

    // Approving later clears the reason.
    await as(t.app, f.tickets.staff)('POST', `/api/admin/people/clubs/${f.pendingClub}/approve`);
    expect(await clubRow(f.pendingClub)).toMatchObject({ status: 'approved', reject_reason: null });
  });

  it('refuses a missing, blank, too long or non-text reason and changes nothing', async () => {
    const staff = as(t.app, f.tickets.staff);
    const url = `/api/admin/people/clubs/${f.pendingClub}/reject`;
    const cases: [object | undefined, string][] = [
      [undefined, '请求内容应为 JSON 对象'],
      [{}, '请填写驳回理由'],
      [{ reason: '   ' }, '请填写驳回理由'],
      [{ reason: '理'.repeat(201) }, '驳回理由不能超过 200 个字'],
      [{ reason: 12 }, '请填写驳回理由'],
      [{ reason: '含\u202e方向符' }, '驳回理由不能包含控制字符或文字方向符号'],
    ];
    for (const [payload, message] of cases) {
      const answer = await staff('POST', url, payload);
      expect(answer.code).toBe(1001);
      expect(answer.message).toBe(message);
    }
    expect(await clubRow(f.pendingClub)).toMatchObject({ status: 'pending', reject_reason: null });
    expect(await auditRows(t.db, 'club.reject')).toHaveLength(0);

    const missing = await staff('POST', '/api/admin/people/clubs/999999/reject', { reason: '无' });
    expect(missing).toMatchObject({ code: 1004, message: '俱乐部不存在' });
    const badId = await staff('POST', '/api/admin/people/clubs/abc/approve');
    expect(badId.code).toBe(1001);
  });

  it('keeps the original /api/club/{id}/approve and /reject working, with an audit row', async () => {
    const staff = as(t.app, f.tickets.staff);
    const approved = await staff<Club>('POST', `/api/club/${f.pendingClub}/approve`);
    expect(approved.data).toMatchObject({ status: 'approved', rejectReason: null });
    const rejected = await staff<Club>('POST', `/api/club/${f.otherPendingClub}/reject`);
    expect(rejected.data).toMatchObject({ status: 'rejected', rejectReason: null });
    expect(await auditRows(t.db, 'club.approve')).toHaveLength(1);
    expect(await auditRows(t.db, 'club.reject')).toHaveLength(1);
  });

  it('resubmits a rejected club when its contact fixes it in the club centre', async () => {
    await as(t.app, f.tickets.staff)('POST', `/api/admin/people/clubs/${f.pendingClub}/reject`, {
      reason: '城市填写有误',
    });
    const fixed = await as(t.app, f.tickets.contact)<Club>('POST', '/api/club/update', {
      city: '苏州',
    });
    expect(fixed).toMatchObject({
      code: 0,
      message: '俱乐部资料已保存并重新提交审核',
      data: { status: 'pending', rejectReason: null, city: '苏州' },
    });
    const pending = await as(t.app, f.tickets.staff)<Page<AdminClub>>(
      'GET',
      '/api/admin/people/clubs?status=pending',
    );
    expect(pending.data.list.map((club) => club.id)).toContain(f.pendingClub);
  });

  it('lets the rejected contact register again', async () => {
    await as(t.app, f.tickets.staff)('POST', `/api/admin/people/clubs/${f.pendingClub}/reject`, {
      reason: '资料不全',
    });
    const again = await as(t.app, f.tickets.contact)<Club>('POST', '/api/club/register', {
      name: '待审俱乐部',
      division: 'MIX',
      city: '上海',
    });
    expect(again.code).toBe(0);
    // The same registration, fixed and resubmitted.
    expect(again.data).toMatchObject({ id: f.pendingClub, status: 'pending', rejectReason: null });
  });
});
