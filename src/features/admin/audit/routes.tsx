// 操作记录's pages (docs/console.md): read-only.
import type { RouteObject } from 'react-router-dom';
import { AuditDetailPage } from './audit-detail-page';
import { AuditListPage } from './audit-list-page';
import { AUDIT_MESSAGES as M } from './audit-messages';

export const auditRoutes: RouteObject[] = [
  { path: 'audit', element: <AuditListPage />, handle: { title: M.listTitle } },
  { path: 'audit/:id', element: <AuditDetailPage />, handle: { title: M.detailTitle } },
];
