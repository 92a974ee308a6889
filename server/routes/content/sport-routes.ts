// Sport categories: the 飞盘项目 pages.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { recordIdParam } from '../../../src/contract/content-portal';
import { ok } from '../../http/envelope';
import { notFound } from '../../http/business-error';

export const sportRoutes: FastifyPluginAsyncZod = async (app) => {
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
};
