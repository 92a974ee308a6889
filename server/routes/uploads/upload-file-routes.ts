// GET /api/uploads/{id}: anyone reads an uploaded image or file back, from the database, so every
// instance on one PostgreSQL serves the same bytes. An upload never changes under its id, so it is
// cached for a year by browsers and proxies alike, and its ETag is the hash of its bytes: a
// revalidation is answered from the hash without reading the bytes. Images show in the page;
// anything else downloads under its own (Chinese) name.
import type { FastifyInstance } from 'fastify';
import { uploadsApi } from '../../../src/contract/api/admin-uploads';
import { notFound } from '../../http/business-error';
import { serve } from '../../http/serve-route';
import { contentDisposition } from '../../http/content-disposition';
import { findUploadMeta, readUploadBytes } from '../../domain/uploads/upload-store';

const IMMUTABLE = 'public, max-age=31536000, immutable';

function inlineDisposition(fileName: string): string {
  return contentDisposition(fileName).replace(/^attachment;/, 'inline;');
}

const matchesTag = (header: string | undefined, etag: string) =>
  header !== undefined && header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);

export async function uploadFileRoutes(app: FastifyInstance): Promise<void> {
  await serve(app, uploadsApi.file, {
    handler: async (request, reply) => {
      const { id } = request.params;
      const meta = await findUploadMeta(app.db, id);
      if (!meta) throw notFound('文件');
      const etag = `"${meta.sha256}"`;
      const image = meta.mime.startsWith('image/');
      reply
        .header('cache-control', IMMUTABLE)
        .header('etag', etag)
        .header('x-content-type-options', 'nosniff')
        .header(
          'content-disposition',
          image ? inlineDisposition(meta.file_name) : contentDisposition(meta.file_name),
        );
      if (matchesTag(request.headers['if-none-match'], etag)) return reply.code(304).send();
      const body = await readUploadBytes(app.db, id);
      return reply
        .type(meta.mime.startsWith('text/') ? `${meta.mime}; charset=utf-8` : meta.mime)
        .header('content-length', body.length)
        .send(body);
    },
  });
}
