import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test-support/build-test-app';
import type { ClubMember } from '../../../src/contract/club';
import { call } from '../../test-support/scoring-test-fixture';
import { seedClubFixture, type ClubFixture } from '../../test-support/club-test-fixture';

let t: TestApp;
let f: ClubFixture;

beforeEach(async () => {
  t = await buildTestApp();
  f = await seedClubFixture(t.db);
});
afterEach(() => t.close());

const historyOf = async (membershipId: number) =>
  (
    await t.db
      .selectFrom('membership_events')
      .select('status')
      .where('membership_id', '=', membershipId)
      .orderBy('id')
      .execute()
  ).map((e) => e.status);

describe('GET /api/club/members', () => {
  it('lists the roster with masked phones', async () => {
    const answer = await call<ClubMember[]>(t.app, f.tickets.contact, 'GET', '/api/club/members');
    expect(answer.data).toHaveLength(7);
    expect(answer.data[0]).toMatchObject({
      userId: f.men[0],
      name: '张伟',
      number: 1,
      gender: 'M',
      status: 'active',
      phone: '137****0100',
    });
    expect(answer.data.every((m) => m.phone.includes('****'))).toBe(true);
    expect(
      (
        await call<ClubMember[]>(
          t.app,
          f.tickets.staff,
          'GET',
          `/api/club/members?clubId=${f.otherClubId}`,
        )
      ).data,
    ).toHaveLength(1);
    expect(
      (await call(t.app, f.tickets.contact, 'GET', `/api/club/members?clubId=${f.otherClubId}`))
        .code,
    ).toBe(1003);
    expect((await call(t.app, f.tickets.freePlayer, 'GET', '/api/club/members')).code).toBe(1003);
    expect((await call(t.app, null, 'GET', '/api/club/members')).code).toBe(401);
  });
});

describe('POST /api/club/invite and GET /api/club/invitations', () => {
  it('invites a free player once, with history', async () => {
    const answer = await call<{ membershipId: number }>(
      t.app,
      f.tickets.contact,
      'POST',
      '/api/club/invite',
      {
        phone: f.freePlayerPhone,
        number: 23,
      },
    );
    expect(answer).toMatchObject({ code: 0, message: '邀请已发送' });
    expect(await historyOf(answer.data.membershipId)).toEqual(['invited']);
    const pending = await call<ClubMember[]>(
      t.app,
      f.tickets.contact,
      'GET',
      '/api/club/invitations',
    );
    expect(pending.data).toEqual([
      expect.objectContaining({ userId: f.freePlayer, number: 23, status: 'invited' }),
    ]);
    const again = await call(t.app, f.tickets.contact, 'POST', '/api/club/invite', {
      phone: f.freePlayerPhone,
    });
    expect(again).toMatchObject({ code: 1009, message: '已邀请该球员，请等待对方回应' });
  });

  it('refuses members, players of other clubs, unknown phones and pending clubs', async () => {
    const invite = (phone: string, ticket = f.tickets.contact) =>
      call(t.app, ticket, 'POST', '/api/club/invite', { phone });
    expect((await invite('13700000100')).message).toBe('该球员已是本俱乐部成员');
    expect((await invite('13700000300')).message).toBe('该球员已加入其他俱乐部');
    expect((await invite('13712345678')).message).toBe('该手机号尚未注册为球员');
    expect((await invite('13700000003')).message).toBe('该手机号尚未注册为球员');
    expect((await invite('1234')).message).toBe('手机号格式不正确');
    await t.db.updateTable('clubs').set({ status: 'pending' }).where('id', '=', f.clubId).execute();
    expect((await invite(f.freePlayerPhone)).message).toContain('等待协会审核');
    expect(
      await t.db.selectFrom('memberships').select('id').where('status', '=', 'invited').execute(),
    ).toEqual([]);
  });
});

describe('leave applications', () => {
  const requestLeave = async (userId: number) => {
    const m = await t.db
      .selectFrom('memberships')
      .select('id')
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    await t.db
      .updateTable('memberships')
      .set({ status: 'leave_requested' })
      .where('id', '=', m.id)
      .execute();
    return m.id;
  };

  it('lists them, and approving or declining records the history', async () => {
    const leaving = await requestLeave(f.men[0]);
    const staying = await requestLeave(f.women[0]);
    const list = await call<ClubMember[]>(
      t.app,
      f.tickets.contact,
      'GET',
      '/api/club/leave-requests',
    );
    expect(list.data.map((m) => m.membershipId).sort()).toEqual([leaving, staying].sort());

    expect(
      await call(t.app, f.tickets.contact, 'POST', '/api/club/leave/approve', {
        membershipId: leaving,
      }),
    ).toMatchObject({
      code: 0,
      data: { membershipId: leaving, status: 'left' },
    });
    expect(
      (
        await call(t.app, f.tickets.contact, 'POST', '/api/club/leave/decline', {
          membershipId: staying,
        })
      ).code,
    ).toBe(0);
    expect(await historyOf(leaving)).toEqual(['left']);
    expect(await historyOf(staying)).toEqual(['active']);
    const members = await call<ClubMember[]>(t.app, f.tickets.contact, 'GET', '/api/club/members');
    expect(members.data.map((m) => m.userId)).not.toContain(f.men[0]);
    expect(members.data.find((m) => m.userId === f.women[0])?.status).toBe('active');

    expect(
      (
        await call(t.app, f.tickets.contact, 'POST', '/api/club/leave/approve', {
          membershipId: leaving,
        })
      ).message,
    ).toBe('该成员没有待处理的退出申请');
  });

  it('keeps contacts to their own club', async () => {
    const otherMembership = await requestLeave(f.otherClubPlayer);
    expect(
      (
        await call(t.app, f.tickets.contact, 'POST', '/api/club/leave/approve', {
          membershipId: otherMembership,
        })
      ).code,
    ).toBe(1004);
    expect(
      (
        await call(t.app, f.tickets.contact, 'POST', '/api/club/leave/approve', {
          membershipId: 'x',
        })
      ).message,
    ).toBe('成员编号必须是数字');
    expect(
      (
        await call(t.app, f.tickets.staff, 'POST', '/api/club/leave/approve', {
          membershipId: otherMembership,
          clubId: f.otherClubId,
        })
      ).code,
    ).toBe(0);
  });
});
