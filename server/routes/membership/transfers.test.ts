// Transfers (docs/membership.md, "Transfers"): asked for by the player or the new club, accepted
// or declined by the new club's contact, cancelled by the player while open, approved by staff; the memberships' history kept; refused outside the
// window and while the player is on an approved roster of a competition not yet ended.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test-support/build-test-app';
import { seedClubFixture, type ClubFixture } from '../../test-support/club-test-fixture';
import { call } from '../../test-support/scoring-test-fixture';
import { insertSeason } from '../../test-support/season-rows-fixture';
import { issueTicket } from '../../auth/tickets';
import { localDateString } from '../../db/local-date';
import type { Transfer } from '../../../src/contract/membership-eligibility';

const DAY_MS = 24 * 60 * 60 * 1000;
const day = (days: number) => localDateString(new Date(Date.now() + days * DAY_MS));

let t: TestApp;
let f: ClubFixture;
let player: string;

beforeEach(async () => {
  t = await buildTestApp();
  f = await seedClubFixture(t.db);
  player = await issueTicket(t.db, f.men[3], Date.now());
});
afterEach(() => t.close());

const openWindow = () =>
  insertSeason(t.db, {
    year: Number(day(0).slice(0, 4)),
    startsOn: day(-100),
    endsOn: day(200),
    transferOpens: day(-5),
    transferCloses: day(5),
  });
const ask = () =>
  call<Transfer>(t.app, player, 'POST', '/api/user/transfers', { toClubId: f.otherClubId });
const memberships = () =>
  t.db
    .selectFrom('memberships')
    .select(['club_id', 'status'])
    .where('user_id', '=', f.men[3])
    .orderBy('id')
    .execute();

describe('a transfer', () => {
  it('goes through: the player asks, the new club accepts, staff approve, the history is kept', async () => {
    await openWindow();
    const asked = await ask();
    expect(asked).toMatchObject({
      code: 0,
      message: '转会申请已提交，等待新俱乐部接收',
      data: {
        userName: '赵磊',
        fromClubName: '上海飞鱼',
        toClubName: '北京风暴',
        status: 'requested',
      },
    });
    const id = asked.data.id;
    expect((await ask()).message).toBe('该球员已有进行中的转会申请');
    expect(
      (await call(t.app, f.tickets.staff, 'POST', `/api/admin/transfers/${id}/approve`)).message,
    ).toBe('该转会申请尚未被新俱乐部接收，或已处理');
    expect(
      (await call(t.app, f.tickets.contact, 'POST', `/api/club/transfers/${id}/accept`)).message,
    ).toBe('只能接收转入本俱乐部的转会申请');
    const incoming = await call<Transfer[]>(
      t.app,
      f.tickets.otherContact,
      'GET',
      '/api/club/transfers',
    );
    expect(incoming.data.map((x) => x.id)).toEqual([id]);
    const accepted = await call<Transfer>(
      t.app,
      f.tickets.otherContact,
      'POST',
      `/api/club/transfers/${id}/accept`,
    );
    expect(accepted.data.status).toBe('club_accepted');
    const approved = await call<Transfer>(
      t.app,
      f.tickets.staff,
      'POST',
      `/api/admin/transfers/${id}/approve`,
    );
    expect(approved).toMatchObject({ message: '转会已批准', data: { status: 'approved' } });
    expect(await memberships()).toEqual([
      { club_id: f.clubId, status: 'left' },
      { club_id: f.otherClubId, status: 'active' },
    ]);
    const events = await t.db
      .selectFrom('membership_events')
      .innerJoin('memberships', 'memberships.id', 'membership_events.membership_id')
      .select(['memberships.club_id', 'membership_events.status'])
      .where('memberships.user_id', '=', f.men[3])
      .orderBy('membership_events.id')
      .execute();
    expect(events).toEqual([
      { club_id: f.clubId, status: 'left' },
      { club_id: f.otherClubId, status: 'active' },
    ]);
    const history = await call<Transfer[]>(
      t.app,
      null,
      'GET',
      `/api/members/${f.men[3]}/transfers`,
    );
    expect(history.data).toMatchObject([{ fromClubName: '上海飞鱼', toClubName: '北京风暴' }]);
    const audit = await t.db.selectFrom('audit_log').select('action').orderBy('id').execute();
    expect(audit.map((a) => a.action)).toEqual([
      'transfer.request',
      'transfer.accept',
      'transfer.approve',
    ]);
  });

  it('asked for by the new club is accepted by asking; staff may reject it with a reason', async () => {
    await openWindow();
    const asked = await call<Transfer>(
      t.app,
      f.tickets.otherContact,
      'POST',
      '/api/club/transfers',
      {
        userId: f.men[3],
      },
    );
    expect(asked.data).toMatchObject({ status: 'club_accepted', toClubName: '北京风暴' });
    const url = `/api/admin/transfers/${asked.data.id}/reject`;
    expect((await call(t.app, f.tickets.staff, 'POST', url, { reason: '' })).message).toBe(
      '请填写驳回原因',
    );
    const rejected = await call<Transfer>(t.app, f.tickets.staff, 'POST', url, {
      reason: '材料不全',
    });
    expect(rejected.data).toMatchObject({ status: 'rejected', reason: '材料不全' });
    expect(await memberships()).toEqual([{ club_id: f.clubId, status: 'active' }]);
  });

  it('is declined by the new club, or cancelled by the player while open, and only by them', async () => {
    await openWindow();
    const first = (await ask()).data.id;
    const decline = `/api/club/transfers/${first}/decline`;
    expect((await call(t.app, f.tickets.contact, 'POST', decline)).message).toBe(
      '只能接收转入本俱乐部的转会申请',
    );
    const declined = await call<Transfer>(t.app, f.tickets.otherContact, 'POST', decline);
    expect(declined).toMatchObject({
      message: '已拒绝该转会申请',
      data: { status: 'rejected', reason: '新俱乐部未接收' },
    });
    expect((await call(t.app, player, 'POST', `/api/user/transfers/${first}/cancel`)).message).toBe(
      '该转会申请已处理，不能撤回',
    );

    const second = (await ask()).data.id;
    const cancel = `/api/user/transfers/${second}/cancel`;
    const other = await issueTicket(t.db, f.men[2], Date.now());
    expect(await call(t.app, other, 'POST', cancel)).toMatchObject({
      message: '只能撤回本人的转会申请',
    });
    await call(t.app, f.tickets.otherContact, 'POST', `/api/club/transfers/${second}/accept`);
    const cancelled = await call<Transfer>(t.app, player, 'POST', cancel);
    expect(cancelled).toMatchObject({ message: '转会申请已撤回', data: { status: 'cancelled' } });
    expect(
      (await call(t.app, f.tickets.staff, 'POST', `/api/admin/transfers/${second}/approve`))
        .message,
    ).toBe('该转会申请尚未被新俱乐部接收，或已处理');
    expect(await memberships()).toEqual([{ club_id: f.clubId, status: 'active' }]);
    const audit = await t.db.selectFrom('audit_log').select('action').orderBy('id').execute();
    expect(audit.map((a) => a.action)).toEqual([
      'transfer.request',
      'transfer.decline',
      'transfer.request',
      'transfer.accept',
      'transfer.cancel',
    ]);
  });

  it('is refused outside the window, in Chinese, and changes nothing', async () => {
    expect((await ask()).message).toBe('当前不在转会窗口期内，不能申请或批准转会');
    const seasonId = await openWindow();
    await t.db
      .updateTable('seasons')
      .set({ transfer_opens: day(1), transfer_closes: day(10) })
      .where('id', '=', seasonId)
      .execute();
    expect((await ask()).message).toBe('当前不在转会窗口期内，不能申请或批准转会');
    expect(await t.db.selectFrom('transfers').selectAll().execute()).toEqual([]);
  });

  it('is refused while the player is on an approved roster of a competition not ended', async () => {
    await openWindow();
    const entry = await t.db
      .insertInto('registrations')
      .values({
        competition_id: f.mixOpen,
        club_id: f.clubId,
        status: 'approved',
        created_at: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('registration_players')
      .values({ registration_id: entry.id, user_id: f.men[3], number: 4 })
      .execute();
    const end = day(32);
    expect((await ask()).message).toBe(
      `赵磊在「全国混合组锦标赛」的已通过名单上，比赛结束（${end}）后才能转会`,
    );
    await t.db
      .updateTable('competitions')
      .set({ start_date: day(-3), end_date: day(-1) })
      .where('id', '=', f.mixOpen)
      .execute();
    expect((await ask()).code).toBe(0);
  });
});
