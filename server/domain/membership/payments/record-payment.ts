// A payment recorded for registrations 待缴费, by any way to pay (payment-way.ts): the registrations
// are checked (the payer's own or his club's, all 待缴费, one season, the amount their fees' sum),
// the payment and its items are written, and the registrations move on, in one transaction with the
// audit row. A way that starts `submitted` moves them to 待审核; one that starts `confirmed` gets its
// receipt number and settles them as a confirmation does (settle-registrations.ts).
import { tellReceiptWaiting } from '../../inbox/membership-news';
import type { Teller } from '../../inbox/tell';
import type { Kysely, Transaction } from 'kysely';
import type { AuthUser } from '../../../auth/auth-user';
import { recordStaffWrite } from '../../../audit/record-staff-write';
import type { Database } from '../../../db/schema';
import { BusinessError, ErrorCode } from '../../../http/business-error';
import { auditSummaries, paymentMessages, statusLabel } from './payment-messages';
import type { PaymentWay } from './payment-way';
import { nextReceiptNumber } from './receipt-number';
import { storeReceiptFile, type ReceiptUpload } from './receipt-file';
import { clubsOfContact, payableIdsOf, readRegistrationFacts } from './registration-facts';
import { displayedStatus } from './registration-display';
import { settleRegistrations } from './settle-registrations';

export interface PaymentRequest {
  registrationIds: readonly number[];
  amountFen: number;
  /** The transfer's receipt, already judged by its bytes (receipt-file.ts). */
  receipt?: ReceiptUpload;
  /** The day the money was received (in person). */
  paidOn?: string;
}

const refuse = (message: string) => new BusinessError(message, ErrorCode.validation);

async function checkedRegistrations(
  trx: Transaction<Database>,
  payer: AuthUser,
  request: PaymentRequest,
  today: string,
) {
  const facts = await readRegistrationFacts(trx, request.registrationIds);
  if (facts.length !== request.registrationIds.length) {
    throw new BusinessError(paymentMessages.registrationMissing, ErrorCode.notFound);
  }
  if (payer.type !== 'staff') {
    const mine = new Set(await payableIdsOf(trx, payer.id));
    if (facts.some((row) => !mine.has(row.id))) {
      throw new BusinessError(paymentMessages.notYours, ErrorCode.forbidden);
    }
  }
  for (const row of facts) {
    const shown = displayedStatus(row.status, row.ends_on, today);
    if (shown !== 'awaiting_payment') {
      throw refuse(paymentMessages.notAwaitingPayment(row.name, statusLabel(shown)));
    }
  }
  if (new Set(facts.map((row) => row.season_id)).size > 1) {
    throw refuse(paymentMessages.mixedSeasons);
  }
  const due = facts.reduce((sum, row) => sum + row.fee_fen, 0);
  if (due !== request.amountFen) throw refuse(paymentMessages.amountMismatch(due));
  return facts;
}

/** Records the payment; answers its id. `recorder` is the payer, or staff taking money in person. */
export function recordPayment(
  db: Kysely<Database>,
  way: PaymentWay,
  recorder: AuthUser,
  request: PaymentRequest,
  teller: Teller,
  today: string,
): Promise<number> {
  return db.transaction().execute((trx) => record(trx, way, recorder, request, teller, today));
}

async function record(
  trx: Transaction<Database>,
  way: PaymentWay,
  recorder: AuthUser,
  request: PaymentRequest,
  teller: Teller,
  today: string,
): Promise<number> {
  const now = teller.now();
  const facts = await checkedRegistrations(trx, recorder, request, today);
  const first = facts[0] as (typeof facts)[number];
  const season = { id: first.season_id, year: first.year };
  // Who paid: the person for a registration of their own; for a club's or several people's, the
  // one who sends it (staff recording money in person name the first registration's person).
  const payerId = way.startsAs === 'confirmed' ? (first.user_id ?? recorder.id) : recorder.id;
  const ownClubs = await clubsOfContact(trx, recorder.id);
  const clubId =
    facts.find((row) => row.club_id !== null && ownClubs.includes(row.club_id))?.club_id ??
    (first.kind === 'club' ? first.club_id : null);
  const at = new Date(now).toISOString();
  const confirmed = way.startsAs === 'confirmed';
  const receiptNumber = confirmed ? await nextReceiptNumber(trx, season) : null;
  const row = {
    season_id: season.id,
    payer_user_id: payerId,
    club_id: clubId,
    method: way.method,
    amount_fen: request.amountFen,
    status: way.startsAs,
    receipt_file_id: request.receipt
      ? await storeReceiptFile(trx, recorder, request.receipt, now)
      : null,
    receipt_number: receiptNumber,
    paid_on: request.paidOn ?? null,
    decided_at: confirmed ? at : null,
    decided_by: confirmed ? recorder.id : null,
    created_at: at,
  };
  const { id } = await trx
    .insertInto('payments')
    .values(row)
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('payment_items')
    .values(
      facts.map((fact) => ({ payment_id: id, registration_id: fact.id, amount_fen: fact.fee_fen })),
    )
    .execute();
  // The registrations are claimed only if they are still 待缴费: a second payment sent for them at
  // the same moment finds them taken and is refused, rather than paying twice.
  const claimed = await trx
    .updateTable('season_registrations')
    .set({ status: 'awaiting_review', updated_at: at })
    .where(
      'id',
      'in',
      facts.map((fact) => fact.id),
    )
    .where('status', '=', 'awaiting_payment')
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) !== facts.length) {
    throw refuse(paymentMessages.notAwaitingPayment(first.name, statusLabel('awaiting_review')));
  }
  if (confirmed) await settleRegistrations(trx, facts, at);
  await recordStaffWrite(trx, recorder, now, {
    action: confirmed ? 'payment.in_person' : 'payment.submit',
    targetType: 'payment',
    targetId: id,
    summary: confirmed
      ? auditSummaries.inPerson(receiptNumber ?? '', request.amountFen)
      : auditSummaries.submit(request.amountFen, facts.length),
    after: { id, ...row, registration_ids: facts.map((fact) => fact.id) },
  });
  if (!confirmed) await tellReceiptWaiting(trx, teller, request.amountFen);
  return id;
}
