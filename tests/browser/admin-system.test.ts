// 系统 (docs/console.md): staff see the newest backup's time and size, the server's schedule and
// the backups kept, at 1366×900 and at 390×844, with no sideways scroll and no serious axe
// violation. The backups are taken by `npm run backup` beside the running server. The server sends
// SMS through a local stand-in for Alibaba Cloud SMS that refuses the number: the delivery queued
// for a message fails at once, and staff read why on the same page.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { createDb } from '../../server/db/connect';
import { queueMessage } from '../../server/test-support/delivery-fixture';
import { gatewayRefusal, startFakeGateway } from '../../server/test-support/fake-aliyun-gateway';
import { consoleSteps, STAFF_PHONE } from './support/console-steps';
import { DESKTOP, PHONE } from './support/launch-browser';
import { h1, portalTestBed } from './support/portal-pages';

const backupDir = mkdtempSync(path.join(tmpdir(), 'feipan-e2e-backups-'));
after(() => rmSync(backupDir, { recursive: true, force: true }));
const gateway = await startFakeGateway('e2e-secret', () =>
  gatewayRefusal('isv.MOBILE_NUMBER_ILLEGAL', '非法手机号'),
);
after(() => gateway.close());

/** Queues an SMS for a message to the staff member, and waits for the server's worker to try it. */
async function queueRefusedSms(databaseUrl: string): Promise<void> {
  const db = createDb(databaseUrl);
  try {
    const staff = await db
      .selectFrom('users')
      .select('id')
      .where('phone', '=', STAFF_PHONE)
      .executeTakeFirstOrThrow();
    const [id] = await queueMessage(db, staff.id, ['sms'], Date.now(), {
      title: '比赛改期：飞鹰 对 海燕',
      body: '比赛改到 15:00，3 号场地。',
    });
    for (let waited = 0; waited < 20_000; waited += 250) {
      const row = await db
        .selectFrom('message_deliveries')
        .select('status')
        .where('id', '=', id!)
        .executeTakeFirstOrThrow();
      if (row.status === 'failed') return;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    assert.fail('the delivery worker did not try the SMS within 20 s');
  } finally {
    await db.destroy();
  }
}

let staffTicket: string;
const bed = portalTestBed(
  async () => {
    staffTicket = await signIn(STAFF_PHONE);
    await queueRefusedSms(bed.server.databaseUrl);
    for (let i = 0; i < 2; i += 1) {
      execFileSync(process.execPath, ['--import', 'tsx', 'server/cli/backup.ts', backupDir], {
        env: { ...process.env, DATABASE_URL: bed.server.databaseUrl },
        stdio: 'pipe',
      });
      // Names have the second in them: the second backup a second later.
      await new Promise((resolve) => setTimeout(resolve, 1100));
    }
  },
  {
    env: {
      BACKUP_DIR: backupDir,
      BACKUP_EVERY: '6h',
      BACKUP_KEEP: '5',
      SMS_PROVIDER: 'aliyun',
      SMS_ENDPOINT: gateway.endpoint,
      SMS_ACCESS_KEY_ID: 'e2e-id',
      SMS_ACCESS_KEY_SECRET: 'e2e-secret',
      SMS_SIGN_NAME: '飞盘协会',
      SMS_TEMPLATE_LOGIN: 'SMS_100001',
      SMS_TEMPLATE_URGENT: 'SMS_100002',
    },
  },
);
const { url, signIn, contextOf, lookAt } = consoleSteps(bed, 'admin-system');

for (const size of [DESKTOP, PHONE]) {
  const width = size.viewport?.width;
  test(`staff read the backups on 系统 at width ${width}`, async () => {
    assert.equal(readdirSync(backupDir).length, 2);
    const context = await contextOf(size, staffTicket);
    const tab = await context.newPage();
    await tab.goto(url('/admin/system'));
    await h1(tab).filter({ hasText: '系统' }).waitFor();
    const newest = tab.getByRole('region', { name: '最新的备份' });
    await newest.getByText(backupDir).waitFor();
    await newest.getByText(/KB|MB/).waitFor();
    await tab.getByText('每 6 小时一次，保留最新的 5 份').waitFor();
    await tab.getByText('本次启动后尚未进行定时备份').waitFor();
    const kept = tab.getByRole('region', { name: '保留的备份（2 份）' });
    assert.equal(await kept.getByRole('listitem').count(), 2);
    const deliveries = tab.getByRole('region', { name: '消息发送' });
    await deliveries.getByText('发送失败 1 条（已放弃），等待重试 0 条').waitFor();
    await deliveries.getByText('比赛改期：飞鹰 对 海燕').waitFor();
    await deliveries.getByText(/短信发给 .+（1\d\d\*{4}\d{4}）/).waitFor();
    await deliveries.getByText(/手机号码无效（isv\.MOBILE_NUMBER_ILLEGAL）；已尝试 1 次/).waitFor();
    assert.equal(gateway.received.length, 1, 'refused once, never retried');
    await lookAt(tab, 'backups');
    await context.close();
  });
}
