// Sport categories: the 飞盘项目 pages, those published (visibleAt), pinned first then in their order.
import type { FastifyInstance } from 'fastify';
import { portalApi } from '../../../src/contract/api/portal';
import { ok } from '../../http/envelope';
import { notFound } from '../../http/business-error';
import { serve } from '../../http/serve-route';
import { nowIso } from '../../http/now-iso';
import { findSportCategory, listSportCategories } from '../../domain/content/sport-queries';

export async function sportRoutes(app: FastifyInstance): Promise<void> {
  await serve(app, portalApi.sportCategories, {
    handler: async () => ok(await listSportCategories(app.db, nowIso(app))),
  });
  await serve(app, portalApi.sportCategory, {
    handler: async (request) => {
      const row = await findSportCategory(app.db, nowIso(app), request.params.id);
      if (!row) throw notFound('飞盘项目');
      return ok(row);
    },
  });
}
