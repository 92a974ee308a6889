// Sport categories (the 飞盘项目 pages) and the download centre, including the file itself.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  recordIdParam,
  downloadListQuery,
  type DownloadCategory,
  type DownloadItem,
} from '../../../src/contract/content-portal';
import { ok } from '../../http/envelope';
import { notFound } from '../../http/business-error';
import { readPage } from './query-helpers';
import { contentDisposition } from './content-disposition';

export const sportAndDownloadRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/sport/categories',
    { schema: { summary: '飞盘项目列表', tags: ['飞盘项目'] } },
    async () => {
      const rows = await app.db
        .selectFrom('sport_categories')
        .select(['id', 'name', 'summary', 'image'])
        .orderBy('sort')
        .orderBy('id')
        .execute();
      return ok(rows);
    },
  );
  app.get(
    '/sport/categories/:id',
    { schema: { params: recordIdParam, summary: '飞盘项目介绍', tags: ['飞盘项目'] } },
    async (request) => {
      const row = await app.db
        .selectFrom('sport_categories')
        .select(['id', 'name', 'summary', 'image', 'content'])
        .where('id', '=', request.params.id)
        .executeTakeFirst();
      if (!row) throw notFound('飞盘项目');
      return ok(row);
    },
  );

  app.get(
    '/downloads',
    { schema: { querystring: downloadListQuery, summary: '下载中心文件列表', tags: ['下载中心'] } },
    async (request) => {
      const { category } = request.query;
      const base = app.db
        .selectFrom('downloads')
        .$if(category !== undefined, (qb) =>
          qb.where('category', '=', category as DownloadCategory),
        );
      const page = await readPage(base, request.query, ({ limit, offset }) =>
        base
          .select(['id', 'category', 'name', 'file_name', 'mime', 'size', 'published_at'])
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
        url: `/api/downloads/${row.id}/file`,
      }));
      return ok({ ...page, list });
    },
  );
  app.get(
    '/downloads/:id/file',
    { schema: { params: recordIdParam, summary: '下载文件（附件）', tags: ['下载中心'] } },
    async (request, reply) => {
      const file = await app.db
        .selectFrom('downloads')
        .select(['file_name', 'mime', 'data'])
        .where('id', '=', request.params.id)
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
  );
};
