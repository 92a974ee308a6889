// Uploaded images and files, served to anyone (the console uploads them: server/routes/admin/uploads).
export { uploadFileRoutes } from './upload-file-routes';
