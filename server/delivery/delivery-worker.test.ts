// The delivery queue on the real database (SQLite, and PostgreSQL with TEST_DATABASE_URL): a due
// row is sent once and marked sent; a fault is retried after 1, 5 and 30 minutes and then given
// up; a refusal fails at once; two workers on two connections never send a row twice; a claim
// left by a stopped instance expires; the log masks the recipient.
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../db/schema';
import { migrateToLatest } from '../db/migrate';
import { openFreshDatabase, type FreshDatabase } from '../test-support/build-test-app';
import {
  createScriptedSms,
  queueMessage,
  type ScriptedSms,
} from '../test-support/delivery-fixture';
import { createTestUser } from '../test-support/test-users';
import { DeliveryError } from './delivery-error';
import { createDeliveryWorker, type DeliveryWorkerOptions } from './delivery-worker';
import { MAX_ATTEMPTS } from './retry-schedule';

const MINUTE = 60_000;
const clock = { t: Date.UTC(2026, 10, 29, 2) };
let fresh: FreshDatabase;
let db: Kysely<Database>;
let sms: ScriptedSms;
let userId: number;
const logged: unknown[][] = [];
const log = {
  info: (...args: unknown[]) => logged.push(args),
  warn: (...args: unknown[]) => logged.push(args),
  error: (...args: unknown[]) => logged.push(args),
};

beforeAll(async () => {
  fresh = await openFreshDatabase({ shared: true });
  db = fresh.db;
  await migrateToLatest(db);
  userId = await createTestUser(db, { phone: '13700000001' });
});
afterAll(() => fresh.drop());
beforeEach(async () => {
  sms = createScriptedSms();
  clock.t += 24 * 60 * MINUTE;
  await db.deleteFrom('message_deliveries').execute();
  await db.deleteFrom('rate_limits').execute();
});

const worker = (options: Partial<DeliveryWorkerOptions> = {}) =>
  createDeliveryWorker({ db, sms, mailer: null, log, now: () => clock.t, ...options });

const row = (id: number) =>
  db.selectFrom('message_deliveries').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('the delivery worker', () => {
  it('sends a due SMS once, marks it sent, and leaves rows not yet due', async () => {
    const [due] = await queueMessage(db, userId, ['sms'], clock.t);
    const [later] = await queueMessage(db, userId, ['sms'], clock.t + 10 * MINUTE);
    const deliveries = worker();
    expect(await deliveries.runOnce()).toEqual({ sent: 1, retry: 0, failed: 0 });
    expect(sms.notices).toEqual([{ phone: '13700000001', text: '比赛改期' }]);
    expect(await row(due!)).toMatchObject({
      status: 'sent',
      attempts: 1,
      claimed_until: null,
      sent_at: new Date(clock.t).toISOString(),
    });
    expect(await row(later!)).toMatchObject({ status: 'waiting', attempts: 0 });
    expect(await deliveries.runOnce()).toEqual({ sent: 0, retry: 0, failed: 0 });
    expect(sms.notices).toHaveLength(1);
  });

  it('retries a fault after 1, 5 and 30 minutes, then gives up with the reason', async () => {
    const [id] = await queueMessage(db, userId, ['sms'], clock.t);
    sms.answer = () => new DeliveryError('短信服务商响应超时', false);
    const deliveries = worker();
    const start = clock.t;
    for (const [attempt, delay] of [
      [1, 1],
      [2, 5],
      [3, 30],
    ] as const) {
      expect(await deliveries.runOnce()).toEqual({ sent: 0, retry: 1, failed: 0 });
      const waiting = await row(id!);
      expect(waiting).toMatchObject({
        status: 'waiting',
        attempts: attempt,
        last_error: '短信服务商响应超时',
      });
      expect(Number(waiting.next_attempt_at)).toBe(clock.t + delay * MINUTE);
      clock.t += delay * MINUTE - 1;
      expect(await deliveries.runOnce()).toEqual({ sent: 0, retry: 0, failed: 0 });
      clock.t += 1;
    }
    expect(clock.t - start).toBe(36 * MINUTE);
    expect(await deliveries.runOnce()).toEqual({ sent: 0, retry: 0, failed: 1 });
    expect(await row(id!)).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });
    clock.t += 24 * 60 * MINUTE;
    expect(await deliveries.runOnce()).toEqual({ sent: 0, retry: 0, failed: 0 });
  });

  it('fails a refusal at once, with the provider’s reason in Chinese', async () => {
    const [id] = await queueMessage(db, userId, ['sms'], clock.t);
    sms.answer = () => new DeliveryError('手机号码无效（isv.MOBILE_NUMBER_ILLEGAL）', true);
    expect(await worker().runOnce()).toEqual({ sent: 0, retry: 0, failed: 1 });
    expect(await row(id!)).toMatchObject({
      status: 'failed',
      attempts: 1,
      last_error: '手机号码无效（isv.MOBILE_NUMBER_ILLEGAL）',
    });
  });

  it('fails an email at once when no mail server is set', async () => {
    const [id] = await queueMessage(db, userId, ['email'], clock.t);
    expect(await worker().runOnce()).toEqual({ sent: 0, retry: 0, failed: 1 });
    expect((await row(id!)).last_error).toBe('未配置邮件服务（SMTP_URL），邮件未发送');
  });

  it('never sends a row twice with two workers on two connections at once', async () => {
    // Eight a phone: under the day's limit of notices, so every row is sent, once.
    const people = [
      userId,
      await createTestUser(db, { phone: '13700000002' }),
      await createTestUser(db, { phone: '13700000003' }),
    ];
    const ids: number[] = [];
    for (let i = 0; i < 8; i += 1) {
      for (const person of people) ids.push(...(await queueMessage(db, person, ['sms'], clock.t)));
    }
    const other = fresh.connectAgain();
    try {
      sms.delayMs = 20;
      const a = worker({ batch: 10 });
      const b = worker({ db: other, batch: 10 });
      const reports = [];
      while (true) {
        const round = await Promise.all([a.runOnce(), b.runOnce()]);
        reports.push(...round);
        if (round.every((report) => report.sent === 0)) break;
      }
      expect(reports.reduce((sum, report) => sum + report.sent, 0)).toBe(ids.length);
      expect(sms.notices).toHaveLength(ids.length);
      const statuses = await db
        .selectFrom('message_deliveries')
        .select(['status', 'attempts'])
        .execute();
      expect(statuses.every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
    } finally {
      await other.destroy();
    }
  });

  it('lets another instance take a row whose claim outlived a stopped one', async () => {
    const [id] = await queueMessage(db, userId, ['sms'], clock.t);
    await db
      .updateTable('message_deliveries')
      .set({ claimed_until: clock.t + MINUTE })
      .where('id', '=', id!)
      .execute();
    expect(await worker().runOnce()).toEqual({ sent: 0, retry: 0, failed: 0 });
    clock.t += MINUTE + 1;
    expect(await worker().runOnce()).toEqual({ sent: 1, retry: 0, failed: 0 });
  });

  it('stops at the day’s notices per phone, failing the rest in Chinese', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 11; i += 1) ids.push(...(await queueMessage(db, userId, ['sms'], clock.t)));
    expect(await worker({ batch: 20 }).runOnce()).toEqual({ sent: 10, retry: 0, failed: 1 });
    const failed = await db
      .selectFrom('message_deliveries')
      .select('last_error')
      .where('status', '=', 'failed')
      .execute();
    expect(failed).toEqual([{ last_error: '该手机号今天的短信通知已达上限' }]);
  });

  it('logs the recipient masked', async () => {
    logged.length = 0;
    await queueMessage(db, userId, ['sms'], clock.t);
    await worker().runOnce();
    expect(JSON.stringify(logged)).toContain('137****0001');
    expect(JSON.stringify(logged)).not.toContain('13700000001');
  });
});
