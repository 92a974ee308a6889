// The console's 转会审核 (docs/membership.md, "Transfers").
import type { RouteObject } from 'react-router-dom';
import { TransfersPage } from './transfers-page';
import { TRANSFER_MESSAGES as M } from './transfer-messages';

export const membershipTransfersRoutes: RouteObject[] = [
  { path: 'transfers', element: <TransfersPage />, handle: { title: M.title } },
];
