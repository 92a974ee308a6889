// The treasurer's list as a table (shell/table-export.ts writes it as Excel or CSV): who paid what,
// when, how, and the receipt number.
import { paymentLabels, type Payment } from '../../../contract/membership-payments';
import type { TextTable } from '../shell/table-export';
import { PAYMENTS_MESSAGES as M } from './payments-messages';

export const PAYMENT_WIDTHS = [14, 6, 10, 16, 30, 10, 10, 8, 18, 12, 10];

export function paymentsTable(payments: readonly Payment[]): TextTable {
  return [
    M.columns,
    ...payments.map((payment) => [
      payment.receiptNumber ?? '',
      String(payment.seasonYear),
      payment.payerName,
      payment.clubName ?? '',
      payment.items.map((item) => `${paymentLabels.kind[item.kind]}·${item.name}`).join('；'),
      (payment.amountFen / 100).toFixed(2),
      paymentLabels.method[payment.method],
      paymentLabels.status[payment.status],
      payment.createdAt.slice(0, 19).replace('T', ' '),
      payment.paidOn ?? '',
      payment.decidedByName ?? '',
    ]),
  ];
}
