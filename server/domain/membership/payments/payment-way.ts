// The ways to pay (docs/membership.md, "Payments"). A payment's `method` is a column, and each way is
// one module implementing this small interface: 对公转账 (transfer-payment.ts) waits for staff to
// check the uploaded receipt; money taken at an event (in-person-payment.ts) is confirmed as staff
// record it. An online provider would be one more module: its way starts the payment as
// `submitted`, and its verified notification calls `confirmPayment` (decide-payment.ts) as staff do;
// nothing else in the flow changes.
import type { PaymentMethod } from '../../../db/schema-season';

export interface PaymentWay {
  method: PaymentMethod;
  /** What the payment is once recorded: waiting for a decision, or confirmed at once. */
  startsAs: 'submitted' | 'confirmed';
}

export const transferWay: PaymentWay = { method: 'transfer', startsAs: 'submitted' };
export const inPersonWay: PaymentWay = { method: 'in_person', startsAs: 'confirmed' };
