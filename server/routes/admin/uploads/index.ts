// The console's uploads (src/features/admin/uploads): images and files staff send on their own,
// named by id in the forms that use them.
export { uploadRoutes } from './upload-routes';
