// The membership season's messages (docs/messages.md, "Kinds"): a transfer asked for reaches the
// side that must answer it, a receipt sent reaches staff, and a membership ending within 30 days
// reaches its player once, however often the daily job runs; a refused write tells nobody.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { issueTicket } from '../../auth/tickets';
import { localDateString } from '../../db/local-date';
import { buildTestApp, type TestApp } from '../../test-support/build-test-app';
import { seedClubFixture, type ClubFixture } from '../../test-support/club-test-fixture';
import { PNG } from '../../test-support/sample-files';
import { call } from '../../test-support/scoring-test-fixture';
import {
  createTestRegistration,
  createTestSeason,
  sendTransfer,
} from '../../test-support/season-payment-fixture';
import { insertSeason } from '../../test-support/season-rows-fixture';
import { tellMembershipsExpiring } from './membership-news';

const DAY_MS = 24 * 60 * 60 * 1000;
const day = (days: number) => localDateString(new Date(Date.now() + days * DAY_MS));

let t: TestApp;
let f: ClubFixture;

beforeEach(async () => {
  t = await buildTestApp();
  f = await seedClubFixture(t.db);
});
afterEach(() => t.close());

const messagesOf = (kind: string) =>
  t.db
    .selectFrom('inbox_messages')
    .select(['user_id', 'title', 'body', 'link'])
    .where('kind', '=', kind)
    .orderBy('id')
    .execute();

const userIdOf = async (phone: string) =>
  (await t.db.selectFrom('users').select('id').where('phone', '=', phone).executeTakeFirstOrThrow())
    .id;

const openWindow = () =>
  insertSeason(t.db, {
    year: Number(day(0).slice(0, 4)),
    startsOn: day(-100),
    endsOn: day(200),
    transferOpens: day(-5),
    transferCloses: day(5),
  });

describe('transfer_requested', () => {
  it('tells the new club’s contact when the player asks, and the player when the club does', async () => {
    const player = await issueTicket(t.db, f.men[3], Date.now());
    const ask = () =>
      call(t.app, player, 'POST', '/api/user/transfers', { toClubId: f.otherClubId });
    expect((await ask()).code).not.toBe(0);
    expect(await messagesOf('transfer_requested')).toEqual([]);

    await openWindow();
    expect((await ask()).code).toBe(0);
    expect(await messagesOf('transfer_requested')).toEqual([
      {
        user_id: await userIdOf('13700000020'),
        title: '转会申请：赵磊',
        body: '赵磊 申请转会加入 北京风暴，请在俱乐部中心处理。',
        link: '/user/club/members',
      },
    ]);

    const offered = await call(t.app, f.tickets.otherContact, 'POST', '/api/club/transfers', {
      userId: f.men[2],
    });
    expect(offered.code).toBe(0);
    expect((await messagesOf('transfer_requested'))[1]).toEqual({
      user_id: f.men[2],
      title: '转会邀请：北京风暴',
      body: '北京风暴 为您提出了转会申请，等待协会审核。',
      link: '/user/center',
    });
  });
});

describe('receipt_waiting', () => {
  it('tells every enabled staff account when a receipt is sent, and nobody for a refused one', async () => {
    const seasonId = await createTestSeason(t.db, Number(day(0).slice(0, 4)) + 1);
    const registration = await createTestRegistration(t.db, { seasonId, userId: f.men[0] });
    const player = await issueTicket(t.db, f.men[0], Date.now());
    const wrongAmount = await sendTransfer(t.app, player, [registration], 1, PNG);
    expect(wrongAmount.code).not.toBe(0);
    expect(await messagesOf('receipt_waiting')).toEqual([]);

    expect((await sendTransfer(t.app, player, [registration], 20000, PNG)).code).toBe(0);
    expect(await messagesOf('receipt_waiting')).toEqual([
      {
        user_id: await userIdOf('13700000000'),
        title: '缴费凭证待审核',
        body: '有一笔 200.00 元的转账凭证已提交，请在“缴费”中确认或退回。',
        link: '/admin/payments',
      },
    ]);
  });
});

describe('membership_expiring', () => {
  it('tells a player whose membership ends within 30 days, once, and not one ending later', async () => {
    const year = Number(day(0).slice(0, 4));
    const soon = await insertSeason(t.db, { year, startsOn: day(-300), endsOn: day(20) });
    const later = await insertSeason(t.db, { year: year + 1, startsOn: day(21), endsOn: day(400) });
    await createTestRegistration(t.db, { seasonId: soon, userId: f.men[0], status: 'active' });
    await createTestRegistration(t.db, { seasonId: soon, userId: f.men[1], status: 'rejected' });
    await createTestRegistration(t.db, { seasonId: later, userId: f.men[2], status: 'active' });

    expect(await tellMembershipsExpiring(t.db, t.app, day(0))).toBe(1);
    expect(await tellMembershipsExpiring(t.db, t.app, day(1))).toBe(0);
    expect(await messagesOf('membership_expiring')).toEqual([
      {
        user_id: f.men[0],
        title: `${year}年度会员资格即将到期`,
        body: `您的${year}年度会员资格将于 ${day(20)} 到期，请及时办理下一年度注册。`,
        link: '/user/season',
      },
    ]);
  });
});
