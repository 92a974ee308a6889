// The console's downloads (src/features/admin/downloads): the download centre's items, their files
// uploaded through server/routes/admin/uploads.
import type { FastifyInstance } from 'fastify';
import { downloadReadRoutes } from './download-read-routes';
import { downloadWriteRoutes } from './download-write-routes';

export async function adminDownloadsRoutes(app: FastifyInstance): Promise<void> {
  await app.register(downloadReadRoutes);
  await app.register(downloadWriteRoutes);
}
