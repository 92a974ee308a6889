// The console's side of the fees: confirming gives the season's next receipt number and makes the
// registrations 有效 (a minor without a guardian's consent stays 待审核, saying why); refusing sends
// them back with the reason; a payment is decided once, even by two staff at the same moment; money
// taken in person is confirmed at once; the treasurer's list and the bank account.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueTicket } from '../../../auth/tickets';
import { buildTestApp, withTicket, type TestApp } from '../../../test-support/build-test-app';
import { PNG } from '../../../test-support/sample-files';
import {
  createTestRegistration,
  createTestSeason,
  sendTransfer,
} from '../../../test-support/season-payment-fixture';
import { createTestUser } from '../../../test-support/test-users';

let t: TestApp;
let season2027: number;
let season2028: number;
let staffTicket: string;
let nextPhone = 13900000210;

beforeAll(async () => {
  t = await buildTestApp();
  const staff = await createTestUser(t.db, { phone: '13900000201', name: '周财务', type: 'staff' });
  staffTicket = await issueTicket(t.db, staff, t.app.now());
  season2027 = await createTestSeason(t.db, 2027);
  season2028 = await createTestSeason(t.db, 2028, { player: 25000 });
});
afterAll(() => t.close());

const post = (url: string, payload?: object, ticket = staffTicket) =>
  t.app
    .inject({ method: 'POST', url, headers: withTicket(ticket), ...(payload ? { payload } : {}) })
    .then((response) => response.json());

/** A player with a registration 待缴费 who has sent a transfer's receipt for it. */
async function submitted(seasonId = season2027, fee = 20000, birthDate: string | null = null) {
  const userId = await createTestUser(t.db, { phone: String(nextPhone++), name: '吴球员' });
  if (birthDate) {
    await t.db
      .updateTable('users')
      .set({ birth_date: birthDate })
      .where('id', '=', userId)
      .execute();
  }
  const registrationId = await createTestRegistration(t.db, { seasonId, userId });
  const ticket = await issueTicket(t.db, userId, t.app.now());
  const body = await sendTransfer(t.app, ticket, [registrationId], fee, PNG);
  return { paymentId: body.data?.id as number, registrationId, ticket };
}

const statusOf = async (id: number) =>
  (
    await t.db
      .selectFrom('season_registrations')
      .select('status')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  ).status;

const auditRows = (paymentId: number) =>
  t.db
    .selectFrom('audit_log')
    .select(['action', 'summary'])
    .where('target_type', '=', 'payment')
    .where('target_id', '=', String(paymentId))
    .orderBy('id')
    .execute();

describe('confirming and refusing', () => {
  it('numbers receipts per season, makes the registration 有效, and is audited', async () => {
    const first = await submitted();
    const confirmed = await post(`/api/admin/membership/payments/${first.paymentId}/confirm`);
    expect(confirmed).toMatchObject({
      code: 0,
      message: '已确认收款',
      data: { status: 'confirmed', receiptNumber: '2027-000001', decidedByName: '周财务' },
    });
    expect(await statusOf(first.registrationId)).toBe('active');
    expect((await auditRows(first.paymentId)).map((row) => row.action)).toEqual([
      'payment.submit',
      'payment.confirm',
    ]);
    const second = await submitted();
    expect(await post(`/api/admin/membership/payments/${second.paymentId}/confirm`)).toMatchObject({
      data: { receiptNumber: '2027-000002' },
    });
    const other = await submitted(season2028, 25000);
    expect(await post(`/api/admin/membership/payments/${other.paymentId}/confirm`)).toMatchObject({
      data: { receiptNumber: '2028-000001' },
    });
  });

  it('refuses to confirm twice, changing nothing', async () => {
    const { paymentId } = await submitted();
    const once = await post(`/api/admin/membership/payments/${paymentId}/confirm`);
    const counter = await t.db.selectFrom('receipt_counters').selectAll().execute();
    const again = await post(`/api/admin/membership/payments/${paymentId}/confirm`);
    expect(again).toMatchObject({
      code: 1009,
      message: `这笔缴费已确认（收据号 ${once.data.receiptNumber}），不能重复确认`,
    });
    expect(await t.db.selectFrom('receipt_counters').selectAll().execute()).toEqual(counter);
    expect(await auditRows(paymentId)).toHaveLength(2);
  });

  it('keeps a minor without a guardian’s consent 待审核, saying why', async () => {
    const { paymentId, registrationId, ticket } = await submitted(season2027, 20000, '2010-06-01');
    await post(`/api/admin/membership/payments/${paymentId}/confirm`);
    expect(await statusOf(registrationId)).toBe('awaiting_review');
    const mine = (
      await t.app.inject({ url: '/api/membership/payments', headers: withTicket(ticket) })
    ).json();
    expect(mine.data.payments[0].items[0]).toMatchObject({
      status: 'awaiting_review',
      waitingFor: '未满 18 周岁，等待监护人同意',
    });
  });

  it('refuses with a reason the payer reads; a refused payment cannot be confirmed', async () => {
    const { paymentId, registrationId, ticket } = await submitted();
    expect(await post(`/api/admin/membership/payments/${paymentId}/refuse`, {})).toMatchObject({
      code: 1001,
    });
    const refused = await post(`/api/admin/membership/payments/${paymentId}/refuse`, {
      reason: '凭证金额看不清，请重新上传',
    });
    expect(refused).toMatchObject({ code: 0, data: { status: 'refused' } });
    expect(await statusOf(registrationId)).toBe('awaiting_payment');
    const mine = (
      await t.app.inject({ url: '/api/membership/payments', headers: withTicket(ticket) })
    ).json();
    expect(mine.data.payments[0]).toMatchObject({
      status: 'refused',
      refuseReason: '凭证金额看不清，请重新上传',
    });
    expect(mine.data.payable).toEqual([
      expect.objectContaining({ registrationId, status: 'awaiting_payment' }),
    ]);
    expect(await post(`/api/admin/membership/payments/${paymentId}/confirm`)).toMatchObject({
      code: 1009,
      message: '这笔缴费已退回，不能再确认或退回；请付款人重新提交',
    });
    expect(await statusOf(registrationId)).toBe('awaiting_payment');
    expect(await post('/api/admin/membership/payments/999999/confirm')).toMatchObject({
      code: 1004,
      message: '缴费记录不存在',
    });
  });
});

describe('two staff at once', () => {
  it('give two payments two numbers, and one payment only one', async () => {
    const [a, b, c] = [await submitted(), await submitted(), await submitted()];
    const both = await Promise.all([
      post(`/api/admin/membership/payments/${a.paymentId}/confirm`),
      post(`/api/admin/membership/payments/${b.paymentId}/confirm`),
    ]);
    const numbers = both.map((body) => body.data.receiptNumber as string);
    expect(new Set(numbers).size).toBe(2);
    const counter = await t.db
      .selectFrom('receipt_counters')
      .select('last_number')
      .where('season_id', '=', season2027)
      .executeTakeFirstOrThrow();
    const twice = await Promise.all([
      post(`/api/admin/membership/payments/${c.paymentId}/confirm`),
      post(`/api/admin/membership/payments/${c.paymentId}/confirm`),
    ]);
    expect(twice.map((body) => body.code).sort()).toEqual([0, 1009]);
    const after = await t.db
      .selectFrom('receipt_counters')
      .select('last_number')
      .where('season_id', '=', season2027)
      .executeTakeFirstOrThrow();
    expect(after.last_number).toBe(counter.last_number + 1);
    expect(await auditRows(c.paymentId)).toHaveLength(2);
  });
});

describe('POST /api/admin/membership/payments/in-person', () => {
  it('records money taken at an event, confirmed at once with its receipt number', async () => {
    const players = [
      await createTestUser(t.db, { phone: String(nextPhone++), name: '郑现场' }),
      await createTestUser(t.db, { phone: String(nextPhone++), name: '王现场' }),
    ];
    const registrations = [
      await createTestRegistration(t.db, { seasonId: season2028, userId: players[0] }),
      await createTestRegistration(t.db, { seasonId: season2028, userId: players[1] }),
    ];
    const wrong = await post('/api/admin/membership/payments/in-person', {
      registrationIds: registrations,
      amountFen: 25000,
      paidOn: '2028-03-01',
    });
    expect(wrong).toMatchObject({ code: 1001, message: '金额与应缴费用不符：应缴 500.00 元' });
    const body = await post('/api/admin/membership/payments/in-person', {
      registrationIds: registrations,
      amountFen: 50000,
      paidOn: '2028-03-01',
    });
    expect(body).toMatchObject({
      code: 0,
      data: {
        method: 'in_person',
        status: 'confirmed',
        receiptNumber: '2028-000002',
        paidOn: '2028-03-01',
      },
    });
    for (const id of registrations) expect(await statusOf(id)).toBe('active');
    expect((await auditRows(body.data.id)).map((row) => row.summary)).toEqual([
      '登记现场缴费：收据 2028-000002，500.00 元',
    ]);
    const again = await post('/api/admin/membership/payments/in-person', {
      registrationIds: registrations,
      amountFen: 50000,
      paidOn: '2028-03-01',
    });
    expect(again).toMatchObject({
      code: 1001,
      message: '郑现场的报名当前为「有效」，不是待缴费，不能缴费',
    });
  });
});

describe('the treasurer’s list and the bank account', () => {
  it('lists payments by season and state', async () => {
    const list = (
      await t.app.inject({
        url: '/api/admin/membership/payments?year=2028&status=confirmed',
        headers: withTicket(staffTicket),
      })
    ).json();
    expect(list.code).toBe(0);
    expect(list.data.list.map((row: { receiptNumber: string }) => row.receiptNumber)).toEqual([
      '2028-000002',
      '2028-000001',
    ]);
    expect(list.data.list[0]).toMatchObject({
      method: 'in_person',
      amountFen: 50000,
      seasonYear: 2028,
    });
  });

  it('saves the bank account, audited, and refuses a bad one', async () => {
    const url = '/api/admin/membership/bank-account';
    const bad = await t.app.inject({
      method: 'POST',
      url,
      headers: withTicket(staffTicket),
      payload: { accountName: '', bankName: '中国银行', accountNumber: '62-17' },
    });
    expect(bad.json()).toMatchObject({ code: 1001 });
    expect((await t.app.inject({ url, headers: withTicket(staffTicket) })).json().data).toBeNull();
    const account = {
      accountName: '某某市飞盘协会',
      bankName: '中国银行某某支行',
      accountNumber: '6217000012345678',
    };
    const saved = await t.app.inject({
      method: 'POST',
      url,
      headers: withTicket(staffTicket),
      payload: account,
    });
    expect(saved.json()).toMatchObject({ code: 0, message: '收款账户已保存', data: account });
    expect((await t.app.inject({ url, headers: withTicket(staffTicket) })).json().data).toEqual(
      account,
    );
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'after'])
      .where('action', '=', 'bank_account.update')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audit.after ?? '')).toEqual(account);
  });
});
