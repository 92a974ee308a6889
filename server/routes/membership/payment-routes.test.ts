// A payer's side of the fees: what is owed and where to send it, a transfer's receipt judged by
// its bytes, every refusal leaving nothing behind, and the receipt served only to its owner and
// to staff.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueTicket } from '../../auth/tickets';
import { buildTestApp, withTicket, type TestApp } from '../../test-support/build-test-app';
import { GIF, PDF, PNG, TXT } from '../../test-support/sample-files';
import {
  createTestRegistration,
  createTestSeason,
  sendTransfer,
} from '../../test-support/season-payment-fixture';
import { createTestClub, createTestMembership } from '../../test-support/test-clubs';
import { createTestUser } from '../../test-support/test-users';

let t: TestApp;
let seasonId: number;
const ids = { player: 0, other: 0, contact: 0, member: 0, staff: 0, club: 0 };
const tickets = { player: '', other: '', contact: '', staff: '' };

beforeAll(async () => {
  t = await buildTestApp();
  ids.player = await createTestUser(t.db, { phone: '13900000011', name: '李缴费' });
  ids.other = await createTestUser(t.db, { phone: '13900000012', name: '赵旁人' });
  ids.contact = await createTestUser(t.db, {
    phone: '13900000013',
    name: '钱联系',
    type: 'contact',
  });
  ids.member = await createTestUser(t.db, { phone: '13900000014', name: '孙队员' });
  ids.staff = await createTestUser(t.db, { phone: '13900000015', name: '周财务', type: 'staff' });
  ids.club = await createTestClub(t.db, { name: '缴费测试飞盘俱乐部', contactUserId: ids.contact });
  await createTestMembership(t.db, ids.club, ids.member, 'active');
  seasonId = await createTestSeason(t.db, 2027);
  for (const role of ['player', 'other', 'contact', 'staff'] as const) {
    tickets[role] = await issueTicket(t.db, ids[role], t.app.now());
  }
});
afterAll(() => t.close());

const get = async (url: string, ticket?: string) =>
  t.app.inject({ method: 'GET', url, headers: ticket ? withTicket(ticket) : {} });

const count = async (table: 'payments' | 'private_files' | 'audit_log' | 'payment_items') =>
  Number(
    (
      await t.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

const statusOf = async (id: number) =>
  (
    await t.db
      .selectFrom('season_registrations')
      .select('status')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  ).status;

describe('GET /api/membership/payments', () => {
  it('shows a club contact the club and its members awaiting payment, and the bank account', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/admin/membership/bank-account',
      headers: withTicket(tickets.staff),
      payload: {
        accountName: '某某市飞盘协会',
        bankName: '中国银行某某支行',
        accountNumber: '6217 0000 1234',
      },
    });
    const clubRegistration = await createTestRegistration(t.db, {
      seasonId,
      clubId: ids.club,
      kind: 'club',
    });
    const memberRegistration = await createTestRegistration(t.db, { seasonId, userId: ids.member });
    const body = (await get('/api/membership/payments', tickets.contact)).json();
    expect(body.code).toBe(0);
    expect(body.data.bankAccount).toEqual({
      accountName: '某某市飞盘协会',
      bankName: '中国银行某某支行',
      accountNumber: '6217 0000 1234',
    });
    expect(body.data.payable).toEqual([
      expect.objectContaining({
        registrationId: clubRegistration,
        name: '缴费测试飞盘俱乐部',
        amountFen: 100000,
        status: 'awaiting_payment',
      }),
      expect.objectContaining({
        registrationId: memberRegistration,
        name: '孙队员',
        kind: 'player',
        amountFen: 20000,
      }),
    ]);
    // Another player sees none of it.
    const other = (await get('/api/membership/payments', tickets.other)).json();
    expect(other.data.payable).toEqual([]);
  });
});

describe('POST /api/membership/payments', () => {
  it('takes a PNG receipt: the payment is submitted, the registration 待审核, both audited', async () => {
    const registration = await createTestRegistration(t.db, { seasonId, userId: ids.player });
    const body = await sendTransfer(t.app, tickets.player, [registration], 20000, PNG);
    expect(body).toMatchObject({ code: 0, message: '转账凭证已提交，等待协会确认' });
    expect(body.data).toMatchObject({
      status: 'submitted',
      method: 'transfer',
      amountFen: 20000,
      payerName: '李缴费',
      receiptNumber: null,
      hasReceiptFile: true,
      items: [{ registrationId: registration, status: 'awaiting_review' }],
    });
    expect(await statusOf(registration)).toBe('awaiting_review');
    const file = await t.db
      .selectFrom('payments')
      .innerJoin('private_files', 'private_files.id', 'payments.receipt_file_id')
      .select(['private_files.owner_user_id', 'private_files.mime', 'private_files.data'])
      .where('payments.id', '=', body.data?.id ?? 0)
      .executeTakeFirstOrThrow();
    expect(file).toMatchObject({ owner_user_id: ids.player, mime: 'image/png' });
    expect(Buffer.from(file.data).equals(PNG)).toBe(true);
    const audit = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('target_type', '=', 'payment')
      .where('target_id', '=', String(body.data?.id))
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({
      user_id: ids.player,
      action: 'payment.submit',
      summary: '提交转账凭证：200.00 元，1 个报名',
    });
  });

  it('lets a club contact pay for the club and a member at once', async () => {
    const club = await createTestClub(t.db, { name: '合并缴费俱乐部', contactUserId: ids.contact });
    const clubRegistration = await createTestRegistration(t.db, {
      seasonId,
      clubId: club,
      kind: 'club',
    });
    const body = await sendTransfer(
      t.app,
      tickets.contact,
      [clubRegistration],
      100000,
      PDF,
      '回单.pdf',
    );
    expect(body).toMatchObject({
      code: 0,
      data: { clubName: '合并缴费俱乐部', status: 'submitted' },
    });
  });

  const REFUSED = [
    ['text named .png', TXT, 20000, '转账凭证只能是 PNG、JPG、WebP 图片或 PDF 文件'],
    ['a GIF', GIF, 20000, '转账凭证只能是 PNG、JPG、WebP 图片或 PDF 文件'],
    ['an amount that does not match', PNG, 19900, '金额与应缴费用不符：应缴 200.00 元'],
  ] as const;
  let nextPhone = 13900000100;
  it.each(REFUSED)('refuses %s and changes nothing', async (_what, bytes, amount, message) => {
    const owner = await createTestUser(t.db, { phone: String(nextPhone++) });
    const registration = await createTestRegistration(t.db, { seasonId, userId: owner });
    const ticket = await issueTicket(t.db, owner, t.app.now());
    const before = [
      await count('payments'),
      await count('private_files'),
      await count('audit_log'),
    ];
    const body = await sendTransfer(t.app, ticket, [registration], amount, bytes);
    expect(body).toMatchObject({ code: 1001, message });
    expect([
      await count('payments'),
      await count('private_files'),
      await count('audit_log'),
    ]).toEqual(before);
    expect(await statusOf(registration)).toBe('awaiting_payment');
  });

  it('refuses a registration that is not 待缴费, or not the payer’s', async () => {
    const draft = await createTestRegistration(t.db, {
      seasonId,
      userId: ids.other,
      status: 'draft',
    });
    const otherTicket = tickets.other;
    const before = await count('payments');
    expect(await sendTransfer(t.app, otherTicket, [draft], 20000, PNG)).toMatchObject({
      code: 1001,
      message: '赵旁人的报名当前为「待提交」，不是待缴费，不能缴费',
    });
    const someoneElses = await createTestRegistration(t.db, {
      seasonId,
      userId: ids.member,
      kind: 'coach',
    });
    expect(await sendTransfer(t.app, otherTicket, [someoneElses], 30000, PNG)).toMatchObject({
      code: 1003,
      message: '只能为本人、本俱乐部或本俱乐部在队队员的报名缴费',
    });
    expect(await count('payments')).toBe(before);
    expect(await statusOf(someoneElses)).toBe('awaiting_payment');
  });

  it('refuses a receipt over 5 MB before reading it', async () => {
    const registration = await createTestRegistration(t.db, {
      seasonId,
      userId: ids.player,
      kind: 'judge',
    });
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    const body = await sendTransfer(t.app, tickets.player, [registration], 30000, big);
    expect(body).toMatchObject({ code: 1001, message: '转账凭证不能超过 5 MB' });
    expect(await statusOf(registration)).toBe('awaiting_payment');
  });
});

describe('GET /api/membership/payments/:id/receipt-file', () => {
  it('serves the receipt to its owner and to staff, to nobody else', async () => {
    const registration = await createTestRegistration(t.db, {
      seasonId,
      userId: ids.player,
      kind: 'coach',
    });
    const sent = await sendTransfer(t.app, tickets.player, [registration], 30000, PDF, '回单.pdf');
    const url = `/api/membership/payments/${sent.data?.id}/receipt-file`;
    for (const ticket of [tickets.player, tickets.staff]) {
      const response = await get(url, ticket);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['cache-control']).toBe('private, no-store');
      expect(response.rawPayload.equals(PDF)).toBe(true);
    }
    const other = await get(url, tickets.other);
    expect(other.json()).toMatchObject({ code: 1004, message: '转账凭证不存在' });
    expect(other.body).not.toContain('%PDF');
    const visitor = await get(url);
    expect(visitor.json()).toMatchObject({ code: 401 });
  });
});
