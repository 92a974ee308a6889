// 系统: the console's read of the backups (src/features/admin/system).
export { adminSystemRoutes } from './system-routes';
