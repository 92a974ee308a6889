// The payer's fee screens (docs/membership.md, "Payments"), one lazy section.
export { PaymentsPage } from './payments-page';
export { ReceiptPage } from './receipt-page';
