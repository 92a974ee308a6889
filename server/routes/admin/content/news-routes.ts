// The console's news (/admin/news): list, read, create (a draft), edit, and the life cycle.
import type { FastifyInstance } from 'fastify';
import { adminNewsApi } from '../../../../src/contract/api/admin-content';
import type { NewsBody } from '../../../../src/contract/admin-content';
import { requireUser } from '../../../auth/require-user';
import { signedIn } from '../../../auth/route-auth';
import { notFound } from '../../../http/business-error';
import { ok } from '../../../http/envelope';
import { serve } from '../../../http/serve-route';
import { stamp } from '../../../domain/content/life-cycle';
import { serveLifeCycle, servePin } from '../life-cycle/life-cycle-routes';
import { articleWrites } from './article-life-cycle';
import { articleText } from './article-text';
import { findAdminNews, listAdminNews } from '../../../domain/content/content-admin-queries';
import { NEWS_MESSAGES as M } from './content-messages';

const columnsOf = (body: NewsBody) => ({
  title: body.title,
  category: body.category,
  ...articleText(body),
  cover: body.cover === '' ? null : body.cover,
  source: body.source === '' ? null : body.source,
});

export async function newsRoutes(app: FastifyInstance): Promise<void> {
  const config = signedIn('staff');
  const news = articleWrites(app, {
    table: 'news',
    type: 'news',
    messages: M,
    find: findAdminNews,
  });

  await serve(app, adminNewsApi.list, {
    config,
    handler: async (request) => ok(await listAdminNews(app.db, request.query)),
  });

  await serve(app, adminNewsApi.detail, {
    config,
    handler: async (request) => {
      const item = await findAdminNews(app.db, request.params.id);
      if (!item) throw notFound(M.item);
      return ok(item);
    },
  });

  await serve(app, adminNewsApi.create, {
    config,
    handler: async (request) => {
      const user = requireUser(request);
      const saved = await news.write(user, async (trx) => {
        const row = await trx
          .insertInto('news')
          .values({
            ...columnsOf(request.body),
            status: 'draft',
            published_at: '',
            ...stamp(user, app.now()),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        const summary = M.audit.create(request.body.title);
        return { id: row.id, audit: { action: 'news.create', summary } };
      });
      return ok(saved, M.saved);
    },
  });

  await serve(app, adminNewsApi.update, {
    config,
    handler: async (request) => {
      const user = requireUser(request);
      const { id } = request.params;
      const saved = await news.write(user, async (trx) => {
        const before = await news.existing(trx, id);
        await trx
          .updateTable('news')
          .set({ ...columnsOf(request.body), ...stamp(user, app.now()) })
          .where('id', '=', id)
          .execute();
        const summary = M.audit.update(request.body.title);
        return { id, audit: { action: 'news.update', summary, before } };
      });
      return ok(saved, M.saved);
    },
  });

  await serveLifeCycle(app, news.lifeCycle, {
    publish: adminNewsApi.publish,
    withdraw: adminNewsApi.withdraw,
  });
  await servePin(app, news.lifeCycle, adminNewsApi.pin);

  await serve(app, adminNewsApi.remove, {
    config,
    handler: async (request) =>
      ok(await news.remove(requireUser(request), request.params.id), M.deleted),
  });
}
