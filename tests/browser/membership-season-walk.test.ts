// One season walked through in the browser against the real server, in the order
// (docs/membership.md): staff open 2027 with fees and a waiver at 1366×900; a player registers on
// a phone (390×844), enters an ID number and uploads a transfer's receipt; staff confirm it and
// the player opens the receipt; a minor's registration waits for the guardian's consent; a club's
// contact enters a competition with one lapsed player and is refused with that player's name;
// staff import a 200-row sheet with 7 bad rows and get them back in the report; a transfer goes
// through on screen and the member's page shows it. Every screen looked at (no sideways scroll, no
// serious axe problem) and kept as a screenshot.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { test } from 'node:test';
import { consoleSteps, STAFF_PHONE } from './support/console-steps';
import { DESKTOP, PHONE } from './support/launch-browser';
import { portalTestBed } from './support/portal-pages';
import {
  enterWithLapsedPlayer,
  findTransfer,
  openTransferWindow,
  prepareLapsedEntry,
} from './membership/eligibility-steps';
import { downloadReport, previewAndImportSheet, SHEET_200 } from './membership/import-steps';
import {
  contactAcceptsTransfer,
  memberPageShowsTransfer,
  playerAsksTransfer,
  playerEntersIdNumber,
  staffApprovesTransfer,
} from './membership/member-screens-steps';
import {
  playerSeesReceipt,
  playerUploadsReceipt,
  staffConfirmsPayment,
} from './membership/payment-steps';
import {
  minorWaitsForGuardian,
  playerRegisters,
  staffOpenSeason,
  type SeasonPlan,
} from './membership/season-steps';

const PLAYER_PHONE = '13800000001';
const CONTACT_PHONE = '13800000002';
const MINOR_PHONE = '13900000001';
const ACCOUNT_NUMBER = '6217 0000 1234 5678';
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const PLAN: SeasonPlan = {
  year: 2027,
  fees: { player: '120', coach: '0', judge: '50', club: '800' },
  waiver: '本人自愿参加飞盘运动，已了解运动风险。',
};

// The server keeps ID numbers only with its key (docs/deploy.md, "The ID numbers' key").
const bed = portalTestBed(undefined, { env: { ID_NUMBER_KEY: randomBytes(32).toString('hex') } });
const { url, contextAs, lookAt, call, signIn } = consoleSteps(bed, 'season-walk', {
  acceptDownloads: true,
});

test('one season: open, register, pay, consent, eligibility, import, transfer', async () => {
  const desk = await contextAs(DESKTOP, STAFF_PHONE);
  const staff = await desk.newPage();
  await staffOpenSeason(staff, url, PLAN);
  await lookAt(staff, 'seasons');
  await call(await signIn(STAFF_PHONE), '/api/admin/membership/bank-account', {
    accountName: '某某市飞盘协会',
    bankName: '中国银行某某支行',
    accountNumber: ACCOUNT_NUMBER,
  });

  const playerPhone = await contextAs(PHONE, PLAYER_PHONE);
  const player = await playerPhone.newPage();
  await playerRegisters(player, url, PLAN, '1995-05-05');
  await lookAt(player, 'registered');
  await playerEntersIdNumber(player, url, '330106199003071236');
  await lookAt(player, 'id-number');
  await playerUploadsReceipt(
    player,
    url,
    { name: '转账回单.png', mimeType: 'image/png', buffer: PNG },
    { amount: '120.00 元', accountNumber: ACCOUNT_NUMBER },
  );
  await lookAt(player, 'payment-submitted');
  const receiptNumber = await staffConfirmsPayment(staff, url, '李明');
  assert.equal(receiptNumber, `${PLAN.year}-000001`);
  await lookAt(staff, 'payments');
  await playerSeesReceipt(player, url, receiptNumber);
  await lookAt(player, 'receipt');
  await playerPhone.close();

  const minorPhone = await contextAs(PHONE, MINOR_PHONE);
  const minor = await minorPhone.newPage();
  await minorWaitsForGuardian(minor, url, PLAN, `${PLAN.year - 15}-05-05`);
  await lookAt(minor, 'minor');
  await minorPhone.close();
  await staff.goto(url('/admin/season-registrations'));
  await staff.getByRole('row').filter({ hasText: '王建国' }).waitFor();
  await lookAt(staff, 'registrations');

  const staffPhone = await contextAs(PHONE, STAFF_PHONE);
  const small = await staffPhone.newPage();
  await small.goto(url('/admin/seasons'));
  await small.getByText(PLAN.waiver).waitFor();
  await lookAt(small, 'seasons');
  await small.goto(url('/admin/season-registrations'));
  await small.getByRole('listitem').filter({ hasText: '王建国' }).waitFor();
  await lookAt(small, 'registrations');

  const entry = await prepareLapsedEntry(bed.server.databaseUrl, CONTACT_PHONE);
  const contactPhone = await contextAs(PHONE, CONTACT_PHONE);
  const contact = await contactPhone.newPage();
  await enterWithLapsedPlayer(contact, url(''), entry);
  await lookAt(contact, 'entry-refused');

  await previewAndImportSheet(staff, { url, lookAt });
  await downloadReport(staff);
  // The same sheet again, on a phone: nothing left to import, every row accounted for.
  await small.goto(url('/admin/imports'));
  await small.getByLabel('表格文件').setInputFiles(SHEET_200);
  await small.getByText('共 200 行：可导入 0 行，有问题 200 行（其中 195 行已存在）').waitFor();
  await lookAt(small, 'import-again');

  const transfer = await findTransfer(bed.server.databaseUrl, CONTACT_PHONE);
  const moverPhone = await contextAs(PHONE, transfer.playerPhone);
  const mover = await moverPhone.newPage();
  await playerAsksTransfer(mover, url, transfer, '当前不在转会窗口期内，不能申请或批准转会');
  await lookAt(mover, 'transfer-refused');
  await openTransferWindow(bed.server.databaseUrl);
  await playerAsksTransfer(mover, url, transfer, null);
  await lookAt(mover, 'transfer-asked');
  await contactAcceptsTransfer(contact, url, transfer);
  await lookAt(contact, 'transfer-accepted');
  await staffApprovesTransfer(staff, url, transfer);
  await lookAt(staff, 'transfers');
  await small.goto(url('/admin/transfers'));
  await small.getByRole('heading', { level: 1, name: '转会审核' }).waitFor();
  await lookAt(small, 'transfers');
  await memberPageShowsTransfer(mover, url, transfer);
  await lookAt(mover, 'member-transfers');
  await Promise.all([desk.close(), staffPhone.close(), contactPhone.close(), moverPhone.close()]);
});
