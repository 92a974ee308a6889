// Sport categories: the 飞盘项目 pages.
import type { FastifyInstance } from 'fastify';
import { portalApi } from '../../../src/contract/api/portal';
import { ok } from '../../http/envelope';
import { notFound } from '../../http/business-error';
import { serve } from '../../http/serve-route';

export async function sportRoutes(app: FastifyInstance): Promise<void> {
  await serve(app, portalApi.sportCategories, {
    handler: async () => {
      const rows = await app.db
        .selectFrom('sport_categories')
        .select(['id', 'name', 'summary', 'image'])
        .orderBy('sort')
        .orderBy('id')
        .execute();
      return ok(rows);
    },
  });
  await serve(app, portalApi.sportCategory, {
    handler: async (request) => {
      const row = await app.db
        .selectFrom('sport_categories')
        .select(['id', 'name', 'summary', 'image', 'content'])
        .where('id', '=', request.params.id)
        .executeTakeFirst();
      if (!row) throw notFound('飞盘项目');
      return ok(row);
    },
  });
}
