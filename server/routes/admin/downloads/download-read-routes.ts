// The console's reads of downloads: the list and one item, whatever its status.
import type { FastifyInstance } from 'fastify';
import { adminDownloadsApi } from '../../../../src/contract/api/admin-downloads';
import { signedIn } from '../../../auth/route-auth';
import { found } from '../../../http/business-error';
import { ok } from '../../../http/envelope';
import { serve } from '../../../http/serve-route';
import {
  findAdminDownload,
  listAdminDownloads,
} from '../../../domain/downloads/download-admin-queries';
import { DOWNLOADS_MESSAGES as M } from '../../../domain/downloads/download-messages';

export async function downloadReadRoutes(app: FastifyInstance): Promise<void> {
  const config = signedIn('staff');

  await serve(app, adminDownloadsApi.list, {
    config,
    handler: async (request) => ok(await listAdminDownloads(app.db, request.query)),
  });

  await serve(app, adminDownloadsApi.detail, {
    config,
    handler: async (request) =>
      ok(found(await findAdminDownload(app.db, request.params.id), M.download)),
  });
}
