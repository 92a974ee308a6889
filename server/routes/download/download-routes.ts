// The download centre (src/features/download): the list, and each file itself.
import type { FastifyInstance } from 'fastify';
import { downloadApi } from '../../../src/contract/api/download';
import { routePath } from '../../../src/contract/api/route-path';
import type { DownloadCategory, DownloadItem } from '../../../src/contract/content-portal';
import { ok } from '../../http/envelope';
import { notFound } from '../../http/business-error';
import { serve } from '../../http/serve-route';
import { readPage, visibleAt } from '../../db/query-helpers';
import { nowIso } from '../../http/now-iso';
import { contentDisposition } from '../../http/content-disposition';

export async function downloadRoutes(app: FastifyInstance): Promise<void> {
  await serve(app, downloadApi.list, {
    handler: async (request) => {
      const { category } = request.query;
      const base = app.db
        .selectFrom('downloads')
        .where(visibleAt(nowIso(app)))
        .$if(category !== undefined, (qb) =>
          qb.where('category', '=', category as DownloadCategory),
        );
      const page = await readPage(base, request.query, ({ limit, offset }) =>
        base
          .select(['id', 'category', 'name', 'file_name', 'mime', 'size', 'published_at'])
          .orderBy('pinned', 'desc')
          .orderBy('published_at', 'desc')
          .orderBy('id', 'desc')
          .limit(limit)
          .offset(offset)
          .execute(),
      );
      const list: DownloadItem[] = page.list.map((row) => ({
        id: row.id,
        category: row.category,
        name: row.name,
        fileName: row.file_name,
        mime: row.mime,
        size: row.size,
        publishedAt: row.published_at,
        url: routePath(downloadApi.file, { id: row.id }),
      }));
      return ok({ ...page, list });
    },
  });

  await serve(app, downloadApi.file, {
    handler: async (request, reply) => {
      const file = await app.db
        .selectFrom('downloads')
        .select(['file_name', 'mime', 'data'])
        .where('id', '=', request.params.id)
        .where(visibleAt(nowIso(app)))
        .executeTakeFirst();
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
