// The download centre (src/features/download): the list, and each file itself.
import type { FastifyInstance } from 'fastify';
import { downloadApi } from '../../../src/contract/api/download';
import { ok } from '../../http/envelope';
import { notFound } from '../../http/business-error';
import { serve } from '../../http/serve-route';
import { findDownloadFile, listDownloads } from '../../domain/downloads/download-queries';
import { nowIso } from '../../http/now-iso';
import { contentDisposition } from '../../http/content-disposition';

export async function downloadRoutes(app: FastifyInstance): Promise<void> {
  await serve(app, downloadApi.list, {
    handler: async (request) => ok(await listDownloads(app.db, nowIso(app), request.query)),
  });

  await serve(app, downloadApi.file, {
    handler: async (request, reply) => {
      const file = await findDownloadFile(app.db, nowIso(app), request.params.id);
      if (!file) throw notFound('文件');
      const body = Buffer.from(file.data);
      const textual = file.mime.startsWith('text/');
      return reply
        .type(textual ? `${file.mime}; charset=utf-8` : file.mime)
        .header('content-disposition', contentDisposition(file.file_name))
        .header('content-length', body.length)
        .header('x-content-type-options', 'nosniff')
        .send(body);
    },
  });
}
