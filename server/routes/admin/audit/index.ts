// 操作记录: the console's read of audit_log (src/features/admin/audit).
export { adminAuditRoutes } from './audit-routes';
