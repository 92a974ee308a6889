// The server half of the download centre (src/features/download).
export { downloadRoutes } from './download-routes';
