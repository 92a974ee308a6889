// A payment's state as a pill (待确认 orange, 已确认 green, 已退回 red), the same in the payer's
// 我的缴费 and in the console's treasurer's list.
import { paymentLabels, type Payment } from '../../contract/membership-payments';
import { StatusPill } from './status-pill';

const PALETTE = { submitted: 'orange', confirmed: 'green', refused: 'red' } as const;

export function PaymentStatusBadge({ status }: { status: Payment['status'] }) {
  return <StatusPill palette={PALETTE[status]}>{paymentLabels.status[status]}</StatusPill>;
}
