// The payments' steps (membership/payment-steps.ts) on their own, against the real server: a
// season and a registration 待缴费 are written into the server's database first (the season's own
// screens are another part's), the account set through the console's call; then a player pays by
// transfer on a phone and staff confirm it at 1366×900. Screenshots of each screen, looked at.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createDb } from '../../server/db/connect';
import {
  createTestRegistration,
  createTestSeason,
} from '../../server/test-support/season-payment-fixture';
import { consoleSteps, STAFF_PHONE } from './support/console-steps';
import { DESKTOP, PHONE } from './support/launch-browser';
import { portalTestBed } from './support/portal-pages';
import {
  playerSeesReceipt,
  playerUploadsReceipt,
  staffConfirmsPayment,
} from './membership/payment-steps';

const PLAYER_PHONE = '13800000001';
const ACCOUNT_NUMBER = '6217 0000 1234 5678';
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const bed = portalTestBed(async ({ server }) => {
  const db = createDb(server.databaseUrl);
  try {
    const seasonId = await createTestSeason(db, new Date().getFullYear() + 1, { player: 18800 });
    const player = await db
      .selectFrom('users')
      .select('id')
      .where('phone', '=', PLAYER_PHONE)
      .executeTakeFirstOrThrow();
    await createTestRegistration(db, { seasonId, userId: player.id });
  } finally {
    await db.destroy();
  }
});
const { url, contextAs, lookAt, call, signIn } = consoleSteps(bed, 'membership-payment');

test('a player pays by transfer on a phone; staff confirm it; the player sees 有效 and the receipt', async () => {
  await call(await signIn(STAFF_PHONE), '/api/admin/membership/bank-account', {
    accountName: '某某市飞盘协会',
    bankName: '中国银行某某支行',
    accountNumber: ACCOUNT_NUMBER,
  });
  const phone = await contextAs(PHONE, PLAYER_PHONE);
  const player = await phone.newPage();
  await playerUploadsReceipt(
    player,
    url,
    { name: '转账回单.png', mimeType: 'image/png', buffer: PNG },
    { amount: '188.00 元', accountNumber: ACCOUNT_NUMBER },
  );
  await lookAt(player, 'submitted');

  const desk = await contextAs(DESKTOP, STAFF_PHONE);
  const staff = await desk.newPage();
  const receiptNumber = await staffConfirmsPayment(staff, url, '李明');
  assert.match(receiptNumber, /^\d{4}-000001$/);
  await lookAt(staff, 'console');

  await playerSeesReceipt(player, url, receiptNumber);
  await lookAt(player, 'receipt');
  await phone.close();
  await desk.close();
});
