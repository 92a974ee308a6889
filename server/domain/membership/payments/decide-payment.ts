// Staff decide a submitted payment (docs/membership.md, "Payments"). Confirming gives it the
// season's next receipt number and settles its registrations (有效, or 待审核 with what is still
// missing); refusing sends them back to 待缴费 with the reason the payer then reads. Only a
// `submitted` payment may be decided: the payment's row is changed only while it still is, so of
// two staff deciding at once the second finds it decided and is refused, changing nothing.
import type { Kysely, Transaction, Updateable } from 'kysely';
import type { AuthUser } from '../../../auth/auth-user';
import { recordStaffWrite } from '../../../audit/record-staff-write';
import type { Database } from '../../../db/schema';
import { BusinessError, ErrorCode } from '../../../http/business-error';
import { auditSummaries, paymentMessages } from './payment-messages';
import { nextReceiptNumber } from './receipt-number';
import { readRegistrationFacts } from './registration-facts';
import { settleRegistrations } from './settle-registrations';

type Trx = Transaction<Database>;

async function readPayment(trx: Trx, id: number) {
  const payment = await trx
    .selectFrom('payments')
    .innerJoin('seasons', 'seasons.id', 'payments.season_id')
    .select([
      'payments.id',
      'payments.status',
      'payments.amount_fen',
      'payments.receipt_number',
      'payments.season_id',
      'seasons.year',
    ])
    .where('payments.id', '=', id)
    .executeTakeFirst();
  if (!payment) throw new BusinessError(paymentMessages.paymentMissing, ErrorCode.notFound);
  return payment;
}

/** The refusal for a payment that is no longer `submitted`. */
function alreadyDecided(payment: { status: string; receipt_number: string | null }) {
  return new BusinessError(
    payment.status === 'confirmed'
      ? paymentMessages.alreadyConfirmed(payment.receipt_number)
      : paymentMessages.alreadyRefused,
    ErrorCode.conflict,
  );
}

/** Marks the payment decided if it is still submitted; refuses otherwise. */
async function takeDecision(
  trx: Trx,
  id: number,
  change: Updateable<Database['payments']> & { status: 'confirmed' | 'refused' },
) {
  const result = await trx
    .updateTable('payments')
    .set(change)
    .where('id', '=', id)
    .where('status', '=', 'submitted')
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw alreadyDecided(await readPayment(trx, id));
}

async function itemIds(trx: Trx, id: number): Promise<number[]> {
  const rows = await trx
    .selectFrom('payment_items')
    .select('registration_id')
    .where('payment_id', '=', id)
    .execute();
  return rows.map((row) => row.registration_id);
}

export const confirmPayment = (
  db: Kysely<Database>,
  staff: AuthUser,
  id: number,
  now: number,
  today: string,
) => db.transaction().execute((trx) => confirm(trx, staff, id, now, today));

export const refusePayment = (
  db: Kysely<Database>,
  staff: AuthUser,
  id: number,
  reason: string,
  now: number,
) => db.transaction().execute((trx) => refuse(trx, staff, id, reason, now));

async function confirm(trx: Trx, staff: AuthUser, id: number, now: number, today: string) {
  const payment = await readPayment(trx, id);
  if (payment.status !== 'submitted') throw alreadyDecided(payment);
  const at = new Date(now).toISOString();
  // Decided first, so a confirmation that loses the race takes no receipt number.
  await takeDecision(trx, id, {
    status: 'confirmed',
    decided_at: at,
    decided_by: staff.id,
    paid_on: today,
  });
  const receiptNumber = await nextReceiptNumber(trx, { id: payment.season_id, year: payment.year });
  await trx
    .updateTable('payments')
    .set({ receipt_number: receiptNumber })
    .where('id', '=', id)
    .execute();
  await settleRegistrations(trx, await readRegistrationFacts(trx, await itemIds(trx, id)), at);
  await recordStaffWrite(trx, staff, now, {
    action: 'payment.confirm',
    targetType: 'payment',
    targetId: id,
    summary: auditSummaries.confirm(receiptNumber, payment.amount_fen),
    before: { status: 'submitted' },
    after: { status: 'confirmed', receipt_number: receiptNumber, decided_by: staff.id },
  });
}

async function refuse(trx: Trx, staff: AuthUser, id: number, reason: string, now: number) {
  const payment = await readPayment(trx, id);
  if (payment.status !== 'submitted') throw alreadyDecided(payment);
  const at = new Date(now).toISOString();
  await takeDecision(trx, id, {
    status: 'refused',
    refuse_reason: reason,
    decided_at: at,
    decided_by: staff.id,
  });
  await trx
    .updateTable('season_registrations')
    .set({ status: 'awaiting_payment', updated_at: at })
    .where('id', 'in', await itemIds(trx, id))
    .where('status', '=', 'awaiting_review')
    .execute();
  await recordStaffWrite(trx, staff, now, {
    action: 'payment.refuse',
    targetType: 'payment',
    targetId: id,
    summary: auditSummaries.refuse(id, reason),
    before: { status: 'submitted' },
    after: { status: 'refused', refuse_reason: reason, decided_by: staff.id },
  });
}
