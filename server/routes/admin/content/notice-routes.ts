// The console's notices (/admin/notices): list, read, create (a draft), edit, and the life cycle.
import type { FastifyInstance } from 'fastify';
import { adminNoticesApi } from '../../../../src/contract/api/admin-content';
import type { NoticeBody } from '../../../../src/contract/admin-content';
import { requireUser } from '../../../auth/require-user';
import { signedIn } from '../../../auth/route-auth';
import { notFound } from '../../../http/business-error';
import { ok } from '../../../http/envelope';
import { serve } from '../../../http/serve-route';
import { stamp } from '../../../domain/content/life-cycle';
import { serveLifeCycle, servePin } from '../life-cycle/life-cycle-routes';
import { articleWrites } from './article-life-cycle';
import { articleText } from './article-text';
import { findAdminNotice, listAdminNotices } from '../../../domain/content/content-admin-queries';
import { NOTICE_MESSAGES as M } from './content-messages';

const columnsOf = (body: NoticeBody) => ({
  title: body.title,
  category: body.category,
  ...articleText(body),
});

export async function noticeRoutes(app: FastifyInstance): Promise<void> {
  const config = signedIn('staff');
  const notices = articleWrites(app, {
    table: 'notices',
    type: 'notice',
    messages: M,
    find: findAdminNotice,
  });

  await serve(app, adminNoticesApi.list, {
    config,
    handler: async (request) => ok(await listAdminNotices(app.db, request.query)),
  });

  await serve(app, adminNoticesApi.detail, {
    config,
    handler: async (request) => {
      const notice = await findAdminNotice(app.db, request.params.id);
      if (!notice) throw notFound(M.item);
      return ok(notice);
    },
  });

  await serve(app, adminNoticesApi.create, {
    config,
    handler: async (request) => {
      const user = requireUser(request);
      const saved = await notices.write(user, async (trx) => {
        const row = await trx
          .insertInto('notices')
          .values({
            ...columnsOf(request.body),
            status: 'draft',
            published_at: '',
            ...stamp(user, app.now()),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        const summary = M.audit.create(request.body.title);
        return { id: row.id, audit: { action: 'notice.create', summary } };
      });
      return ok(saved, M.saved);
    },
  });

  await serve(app, adminNoticesApi.update, {
    config,
    handler: async (request) => {
      const user = requireUser(request);
      const { id } = request.params;
      const saved = await notices.write(user, async (trx) => {
        const before = await notices.existing(trx, id);
        await trx
          .updateTable('notices')
          .set({ ...columnsOf(request.body), ...stamp(user, app.now()) })
          .where('id', '=', id)
          .execute();
        const summary = M.audit.update(request.body.title);
        return { id, audit: { action: 'notice.update', summary, before } };
      });
      return ok(saved, M.saved);
    },
  });

  await serveLifeCycle(app, notices.lifeCycle, {
    publish: adminNoticesApi.publish,
    withdraw: adminNoticesApi.withdraw,
  });
  await servePin(app, notices.lifeCycle, adminNoticesApi.pin);

  await serve(app, adminNoticesApi.remove, {
    config,
    handler: async (request) =>
      ok(await notices.remove(requireUser(request), request.params.id), M.deleted),
  });
}
