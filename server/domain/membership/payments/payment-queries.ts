// The payments as people read them: a payer's own (and those covering their registrations), the
// treasurer's list by season and state, and one payment after a write, each with its registrations.
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../../db/schema';
import type { PaymentStatus } from '../../../db/schema-season';
import type { PayableItem, Payment } from '../../../../src/contract/membership-payments';
import { displayedStatus, waitingFor } from './registration-display';
import { readRegistrationFacts, type RegistrationFacts } from './registration-facts';

type Db = Kysely<Database> | Transaction<Database>;

export const payableItem = (
  fact: RegistrationFacts,
  today: string,
  amountFen = fact.fee_fen,
): PayableItem => {
  const status = displayedStatus(fact.status, fact.ends_on, today);
  return {
    registrationId: fact.id,
    seasonYear: fact.year,
    kind: fact.kind,
    name: fact.name,
    amountFen,
    status,
    waitingFor: status === 'awaiting_review' ? waitingFor(fact) : null,
  };
};

interface PaymentFilter {
  ids?: readonly number[];
  /** Payments sent by this user or covering one of their registrations. */
  concerning?: number;
  year?: number;
  status?: PaymentStatus;
}

export async function listPayments(
  db: Db,
  filter: PaymentFilter,
  today: string,
): Promise<Payment[]> {
  let query = db
    .selectFrom('payments as p')
    .innerJoin('seasons as s', 's.id', 'p.season_id')
    .innerJoin('users as payer', 'payer.id', 'p.payer_user_id')
    .leftJoin('clubs as c', 'c.id', 'p.club_id')
    .leftJoin('users as decider', 'decider.id', 'p.decided_by')
    .select([
      'p.id',
      's.year',
      'p.method',
      'p.status',
      'p.amount_fen',
      'payer.name as payer_name',
      'c.name as club_name',
      'p.receipt_number',
      'p.refuse_reason',
      'p.paid_on',
      'p.created_at',
      'p.decided_at',
      'decider.name as decider_name',
      'p.receipt_file_id',
    ]);
  if (filter.ids) query = query.where('p.id', 'in', [...filter.ids]);
  if (filter.year !== undefined) query = query.where('s.year', '=', filter.year);
  if (filter.status) query = query.where('p.status', '=', filter.status);
  const userId = filter.concerning;
  if (userId !== undefined) {
    query = query.where((eb) =>
      eb.or([
        eb('p.payer_user_id', '=', userId),
        eb(
          'p.id',
          'in',
          eb
            .selectFrom('payment_items as i')
            .innerJoin('season_registrations as r', 'r.id', 'i.registration_id')
            .select('i.payment_id')
            .where('r.user_id', '=', userId),
        ),
      ]),
    );
  }
  const rows = await query.orderBy('p.id', 'desc').execute();
  if (rows.length === 0) return [];
  const items = await db
    .selectFrom('payment_items')
    .selectAll()
    .where(
      'payment_id',
      'in',
      rows.map((row) => row.id),
    )
    .execute();
  const facts = new Map(
    (await readRegistrationFacts(db, [...new Set(items.map((item) => item.registration_id))])).map(
      (fact) => [fact.id, fact],
    ),
  );
  return rows.map((row) => ({
    id: row.id,
    seasonYear: row.year,
    method: row.method,
    status: row.status,
    amountFen: row.amount_fen,
    payerName: row.payer_name,
    clubName: row.club_name,
    receiptNumber: row.receipt_number,
    refuseReason: row.refuse_reason,
    paidOn: row.paid_on,
    createdAt: row.created_at,
    decidedAt: row.decided_at,
    decidedByName: row.decider_name,
    hasReceiptFile: row.receipt_file_id !== null,
    items: items
      .filter((item) => item.payment_id === row.id)
      .flatMap((item) => {
        const fact = facts.get(item.registration_id);
        return fact ? [payableItem(fact, today, item.amount_fen)] : [];
      }),
  }));
}

export async function readPaymentView(db: Db, id: number, today: string): Promise<Payment> {
  const [payment] = await listPayments(db, { ids: [id] }, today);
  if (!payment) throw new Error(`payment ${id} vanished after its write`);
  return payment;
}
