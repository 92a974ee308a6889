// The about / join / contact pages' published text (GET /api/site/pages/:key); the console writes
// it (server/routes/admin/pages). Nothing published yet answers content null: the page then shows
// its built-in text.
import type { FastifyInstance } from 'fastify';
import { portalApi } from '../../../src/contract/api/portal';
import { ok } from '../../http/envelope';
import { serve } from '../../http/serve-route';
import { readAboutPage } from '../../domain/content/about-page-store';

export async function aboutPageRoutes(app: FastifyInstance): Promise<void> {
  await serve(app, portalApi.aboutPage, {
    handler: async (request) => {
      const { key } = request.params;
      const { published } = await readAboutPage(app.db, key);
      return ok({ key, content: published?.content ?? null, publishedAt: published?.at ?? null });
    },
  });
}
