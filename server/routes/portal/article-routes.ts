// Notices, news and cooperators: plain paginated public reads.
import type { FastifyInstance } from 'fastify';
import { portalApi } from '../../../src/contract/api/portal';
import { ok } from '../../http/envelope';
import { notFound } from '../../http/business-error';
import { serve } from '../../http/serve-route';
import { nowIso } from '../../http/now-iso';
import { findNews, findNotice, listNews, listNotices } from '../../domain/content/article-queries';
import { listCooperators } from '../../domain/content/cooperator-queries';

export async function articleRoutes(app: FastifyInstance): Promise<void> {
  await serve(app, portalApi.notices, {
    handler: async (request) => ok(await listNotices(app.db, nowIso(app), request.query)),
  });
  await serve(app, portalApi.notice, {
    handler: async (request) => {
      const notice = await findNotice(app.db, nowIso(app), request.params.id);
      if (!notice) throw notFound('公告');
      return ok(notice);
    },
  });

  await serve(app, portalApi.news, {
    handler: async (request) => ok(await listNews(app.db, nowIso(app), request.query)),
  });
  await serve(app, portalApi.newsItem, {
    handler: async (request) => {
      const news = await findNews(app.db, nowIso(app), request.params.id);
      if (!news) throw notFound('新闻');
      return ok(news);
    },
  });

  await serve(app, portalApi.cooperators, {
    handler: async () => ok(await listCooperators(app.db)),
  });
}
