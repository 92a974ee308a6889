// The console's reads of downloads: the list, one item, and its file in any status (a draft's file
// is not public yet, and staff check it before they publish).
import type { FastifyInstance } from 'fastify';
import { adminDownloadsApi } from '../../../../src/contract/api/admin-downloads';
import { signedIn } from '../../../auth/route-auth';
import { notFound } from '../../../http/business-error';
import { ok } from '../../../http/envelope';
import { serve } from '../../../http/serve-route';
import { contentDisposition } from '../../download/content-disposition';
import { findAdminDownload, listAdminDownloads } from './download-admin-queries';
import { DOWNLOADS_MESSAGES as M } from './downloads-messages';

export async function downloadReadRoutes(app: FastifyInstance): Promise<void> {
  const config = signedIn('staff');

  await serve(app, adminDownloadsApi.list, {
    config,
    handler: async (request) => ok(await listAdminDownloads(app.db, request.query)),
  });

  await serve(app, adminDownloadsApi.detail, {
    config,
    handler: async (request) => {
      const found = await findAdminDownload(app.db, request.params.id);
      if (!found) throw notFound(M.download);
      return ok(found);
    },
  });

  await serve(app, adminDownloadsApi.file, {
    config,
    handler: async (request, reply) => {
      const file = await app.db
        .selectFrom('downloads')
        .select(['file_name', 'mime', 'data'])
        .where('id', '=', request.params.id)
        .executeTakeFirst();
      if (!file) throw notFound(M.file);
      const body = Buffer.from(file.data);
      return reply
        .type(file.mime.startsWith('text/') ? `${file.mime}; charset=utf-8` : file.mime)
        .header('content-disposition', contentDisposition(file.file_name))
        .header('content-length', body.length)
        .header('x-content-type-options', 'nosniff')
        .send(body);
    },
  });
}
