// The console's season screens against the real server (docs/membership.md, "The console's
// screens"), at 1366×900 and 390×844: a lapsed player flagged on an approved entry and let play as
// an exception; the insurance export downloaded and found in 操作记录; money taken in person
// recorded with its receipt number; the receipt a payer uploaded opened by staff, and refused to
// another member.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { test } from 'node:test';
import { consoleSteps, STAFF_PHONE } from './support/console-steps';
import { DESKTOP, PHONE } from './support/launch-browser';
import { portalTestBed } from './support/portal-pages';
import {
  prepareConsoleSeason,
  staffDownloadsInsurance,
  staffExceptsLapsedPlayer,
  staffOpensUploadedReceipt,
  staffRecordsInPerson,
} from './membership/console-steps';

const CONTACT_PHONE = '13800000002';
const PAYER_PHONE = '13800000001';
const PAYER_NAME = '李明';
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const bed = portalTestBed();
const { url, signIn, contextOf, lookAt, call } = consoleSteps(bed, 'membership-console', {
  acceptDownloads: true,
});

/** The payer sends a transfer's receipt for their registration 待缴费, as /user/payments does. */
async function payerSendsReceipt(ticket: string): Promise<number> {
  const mine = await call<{ payable: { registrationId: number; amountFen: number }[] }>(
    ticket,
    '/api/membership/payments',
  );
  const query = new URLSearchParams({
    registrationIds: mine.payable.map((r) => r.registrationId).join(','),
    amountFen: String(mine.payable.reduce((sum, r) => sum + r.amountFen, 0)),
    fileName: '转账回单.png',
  });
  const response = await fetch(url(`/api/membership/payments?${query}`), {
    method: 'POST',
    headers: { ticket, 'content-type': 'application/octet-stream' },
    body: PNG,
  });
  const answer = (await response.json()) as { code: number; message: string; data: { id: number } };
  assert.equal(answer.code, 0, answer.message);
  return answer.data.id;
}

test('staff flag a lapsed player, export insurance, take money in person and open a receipt', async () => {
  const season = await prepareConsoleSeason(bed.server.databaseUrl, CONTACT_PHONE, PAYER_PHONE);
  const staffTicket = await signIn(STAFF_PHONE);
  await call(staffTicket, '/api/admin/membership/bank-account', {
    accountName: '某某市飞盘协会',
    bankName: '中国银行某某支行',
    accountNumber: '6217 0000 1234 5678',
  });
  const paymentId = await payerSendsReceipt(await signIn(PAYER_PHONE));

  const desk = await contextOf(DESKTOP, staffTicket);
  const staff = await desk.newPage();
  await staff.goto(url(`/admin/competitions/${season.competitionId}/registrations`));
  await staff.getByText(`${season.lapsed}：${season.year}年度会员已驳回`).waitFor();
  await lookAt(staff, 'flagged');
  await staffExceptsLapsedPlayer(staff, url, season);
  const download = await staffDownloadsInsurance(staff);
  const bytes = await readFile((await download.path()) ?? '');
  assert.equal(bytes.subarray(0, 2).toString(), 'PK', 'an XLSX is a ZIP');
  const audit = await call<{ list: { action: string; summary: string }[] }>(
    staffTicket,
    '/api/admin/audit?action=competition.insurance_export',
  );
  assert.equal(audit.list.length, 1);
  assert.match(audit.list[0]?.summary ?? '', new RegExp(season.competition));
  await lookAt(staff, 'eligibility');

  const receiptNumber = await staffRecordsInPerson(staff, url, season);
  assert.match(receiptNumber, new RegExp(`^${season.year}-\\d{6}$`));
  await staffOpensUploadedReceipt(staff, url, PAYER_NAME);
  await lookAt(staff, 'payments');
  await desk.close();

  const receiptPath = `/api/membership/payments/${paymentId}/receipt-file`;
  const other = await fetch(url(receiptPath), { headers: { ticket: await signIn(CONTACT_PHONE) } });
  assert.equal(((await other.json()) as { message: string }).message, '转账凭证不存在');

  const phone = await contextOf(PHONE, staffTicket);
  const small = await phone.newPage();
  await small.goto(url(`/admin/competitions/${season.competitionId}/registrations`));
  await small.getByText(`${season.lapsed}：年度注册复核中，协会同意本次参赛`).waitFor();
  await lookAt(small, 'eligibility');
  await staffOpensUploadedReceipt(small, url, PAYER_NAME);
  await lookAt(small, 'payments');
  await phone.close();
});
