// The console's 系统 page reads the deliveries that did not go out: how many failed and how many
// wait to be retried, and the newest with title, recipient masked and reason; sent rows and first
// tries not yet made are not among them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SystemStatus } from '../../src/contract/system';
import { buildTestApp, loginAs, withTicket, type TestApp } from '../test-support/build-test-app';
import { queueMessage } from '../test-support/delivery-fixture';
import { createTestUser } from '../test-support/test-users';

const NOW = Date.UTC(2026, 10, 29, 2);
let test: TestApp;
let ticket: string;

beforeAll(async () => {
  test = await buildTestApp();
  await createTestUser(test.db, { phone: '13700000009', type: 'staff', name: '李工作' });
  ticket = await loginAs(test.app, '13700000009');
});
afterAll(() => test.close());

describe('the deliveries on the 系统 page', () => {
  it('lists the failed and the retrying, masked, with their reasons', async () => {
    const { db } = test;
    const wang = await createTestUser(db, { phone: '13800000001', name: '王磊' });
    await db
      .updateTable('users')
      .set({ email: 'wanglei@example.org' })
      .where('id', '=', wang)
      .execute();
    const [failedSms, retryingEmail] = await queueMessage(db, wang, ['sms', 'email'], NOW);
    const [sent, firstTry] = await queueMessage(db, wang, ['sms', 'email'], NOW);
    await db
      .updateTable('message_deliveries')
      .set({
        status: 'failed',
        attempts: 1,
        last_error: '手机号码无效（isv.MOBILE_NUMBER_ILLEGAL）',
      })
      .where('id', '=', failedSms!)
      .execute();
    await db
      .updateTable('message_deliveries')
      .set({
        attempts: 2,
        last_error: '邮件服务器暂时无法接收（451）',
        next_attempt_at: NOW + 300_000,
      })
      .where('id', '=', retryingEmail!)
      .execute();
    await db
      .updateTable('message_deliveries')
      .set({ status: 'sent', attempts: 1 })
      .where('id', '=', sent!)
      .execute();

    const response = await test.app.inject({
      url: '/api/admin/system',
      headers: withTicket(ticket),
    });
    const { deliveries } = response.json<{ data: SystemStatus }>().data;
    expect(deliveries.failed).toBe(1);
    expect(deliveries.retrying).toBe(1);
    expect(deliveries.shown.map((row) => row.id)).toEqual([retryingEmail, failedSms]);
    expect(deliveries.shown).toEqual([
      expect.objectContaining({
        channel: 'email',
        state: 'retrying',
        attempts: 2,
        title: '比赛改期',
        toName: '王磊',
        toAddress: 'w***@example.org',
        reason: '邮件服务器暂时无法接收（451）',
        nextAttemptAt: new Date(NOW + 300_000).toISOString(),
      }),
      expect.objectContaining({
        channel: 'sms',
        state: 'failed',
        toAddress: '138****0001',
        reason: '手机号码无效（isv.MOBILE_NUMBER_ILLEGAL）',
        nextAttemptAt: null,
      }),
    ]);
    expect(response.body).not.toContain('13800000001');
    expect(response.body).not.toContain('wanglei@');
    expect(deliveries.shown.some((row) => row.id === firstTry)).toBe(false);
  });
});
