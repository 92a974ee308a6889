import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, loginAs, withTicket, type TestApp } from '../../test-support/build-test-app';
import { createTestUser } from '../../test-support/test-users';
import { createTestClub, createTestMembership } from '../../test-support/test-clubs';
import { ErrorCode } from '../../http/business-error';

let test: TestApp;
let player: string;
let other: string;
let playerId: number;
let clubA: number;
let clubB: number;

beforeEach(async () => {
  test = await buildTestApp();
  playerId = await createTestUser(test.db, { phone: '13900000001' });
  await createTestUser(test.db, { phone: '13900000002' });
  clubA = await createTestClub(test.db, { name: '北京飞盘俱乐部' });
  clubB = await createTestClub(test.db, { name: '成都飞盘俱乐部' });
  player = await loginAs(test.app, '13900000001');
  other = await loginAs(test.app, '13900000002');
});
afterEach(() => test.close());

const post = (url: string, payload: object, ticket?: string) =>
  test.app
    .inject({ method: 'POST', url, payload, headers: ticket ? withTicket(ticket) : {} })
    .then((r) => r.json());

async function history(membershipId: number) {
  const rows = await test.db
    .selectFrom('membership_events')
    .select('status')
    .where('membership_id', '=', membershipId)
    .orderBy('id')
    .execute();
  return rows.map((row) => row.status);
}
async function statusOf(membershipId: number) {
  return (
    await test.db
      .selectFrom('memberships')
      .select('status')
      .where('id', '=', membershipId)
      .executeTakeFirstOrThrow()
  ).status;
}

describe('POST /api/user/accept', () => {
  it('makes the invited user an active member, with history', async () => {
    const id = await createTestMembership(test.db, clubA, playerId, 'invited');
    expect(await post('/api/user/accept', { membershipId: id }, player)).toEqual({
      code: 0,
      message: '已加入俱乐部',
      data: null,
    });
    expect(await statusOf(id)).toBe('active');
    expect(await history(id)).toEqual(['invited', 'active']);
  });

  it('accepts the id as a form-style string', async () => {
    const id = await createTestMembership(test.db, clubA, playerId, 'invited');
    expect((await post('/api/user/accept', { membershipId: String(id) }, player)).code).toBe(0);
  });

  it('refuses another user, a handled invitation, and a player already in a club', async () => {
    const id = await createTestMembership(test.db, clubA, playerId, 'invited');
    expect(await post('/api/user/accept', { membershipId: id }, other)).toMatchObject({
      code: ErrorCode.forbidden,
      message: '这不是发给你的邀请',
    });
    await post('/api/user/accept', { membershipId: id }, player);
    expect(await post('/api/user/accept', { membershipId: id }, player)).toMatchObject({
      code: ErrorCode.conflict,
      message: '该邀请已处理，不能重复操作',
    });
    const second = await createTestMembership(test.db, clubB, playerId, 'invited');
    expect(await post('/api/user/accept', { membershipId: second }, player)).toMatchObject({
      message: '你已是其他俱乐部的成员，请先申请退出',
    });
    expect(await statusOf(second)).toBe('invited');
  });

  it('checks its input and login', async () => {
    expect(await post('/api/user/accept', { membershipId: 99999 }, player)).toMatchObject({
      code: ErrorCode.notFound,
      message: '成员关系不存在',
    });
    expect(await post('/api/user/accept', { membershipId: 'x' }, player)).toMatchObject({
      code: ErrorCode.validation,
      message: '成员关系编号必须是数字',
    });
    expect((await post('/api/user/accept', { membershipId: 1 })).code).toBe(401);
  });
});

describe('POST /api/user/reject', () => {
  it('rejects the invitation, with history; only the invited user may', async () => {
    const id = await createTestMembership(test.db, clubA, playerId, 'invited');
    expect((await post('/api/user/reject', { membershipId: id }, other)).code).toBe(
      ErrorCode.forbidden,
    );
    expect(await post('/api/user/reject', { membershipId: id }, player)).toEqual({
      code: 0,
      message: '已拒绝邀请',
      data: null,
    });
    expect(await history(id)).toEqual(['invited', 'rejected']);
    expect((await post('/api/user/accept', { membershipId: id }, player)).code).toBe(
      ErrorCode.conflict,
    );
  });
});

describe('POST /api/user/apply/leave', () => {
  it('moves an active membership to leave_requested, with history', async () => {
    const id = await createTestMembership(test.db, clubA, playerId, 'active');
    expect(await post('/api/user/apply/leave', { membershipId: id }, player)).toMatchObject({
      code: 0,
      message: '退出申请已提交，等待俱乐部联系人处理',
    });
    expect(await history(id)).toEqual(['active', 'leave_requested']);
    expect(await post('/api/user/apply/leave', { membershipId: id }, player)).toMatchObject({
      message: '只有在队成员才能申请退出',
    });
  });

  it('is for the member only, and not for invitations', async () => {
    const active = await createTestMembership(test.db, clubA, playerId, 'active');
    expect(await post('/api/user/apply/leave', { membershipId: active }, other)).toMatchObject({
      code: ErrorCode.forbidden,
      message: '这不是你的俱乐部成员关系',
    });
    const invited = await createTestMembership(test.db, clubB, playerId, 'invited');
    expect((await post('/api/user/apply/leave', { membershipId: invited }, player)).code).not.toBe(
      0,
    );
    expect(await statusOf(active)).toBe('active');
  });
});
