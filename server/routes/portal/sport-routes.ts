// Sport categories: the 飞盘项目 pages, those published (visibleAt), pinned first then in their order.
import type { FastifyInstance } from 'fastify';
import { portalApi } from '../../../src/contract/api/portal';
import { ok } from '../../http/envelope';
import { notFound } from '../../http/business-error';
import { serve } from '../../http/serve-route';
import { nowIso } from '../../http/now-iso';
import { visibleAt } from '../../db/query-helpers';

export async function sportRoutes(app: FastifyInstance): Promise<void> {
  await serve(app, portalApi.sportCategories, {
    handler: async () => {
      const rows = await app.db
        .selectFrom('sport_categories')
        .select(['id', 'name', 'summary', 'image'])
        .where(visibleAt(nowIso(app)))
        .orderBy('pinned', 'desc')
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
        .where(visibleAt(nowIso(app)))
        .executeTakeFirst();
      if (!row) throw notFound('飞盘项目');
      return ok(row);
    },
  });
}
