// The console's 缴费 section (docs/membership.md, "Payments"): the treasurer's list.
import type { RouteObject } from 'react-router-dom';
import { PaymentListPage } from './payment-list-page';
import { PAYMENTS_MESSAGES as M } from './payments-messages';

export const paymentsRoutes: RouteObject[] = [
  { path: 'payments', element: <PaymentListPage />, handle: { title: M.title } },
];
