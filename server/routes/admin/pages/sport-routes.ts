// The console's sport pages (/admin/sport): list, read, create (a draft), edit, publish now or at a
// time, withdraw. Each write goes through auditedWrite (its audit row in the same transaction).
import type { FastifyInstance } from 'fastify';
import { adminPagesApi } from '../../../../src/contract/api/admin-pages';
import type { SportBody } from '../../../../src/contract/admin-pages';
import { sanitizeHtml } from '../../../../src/contract/sanitize-html';
import type { AuthUser } from '../../../auth/auth-user';
import { requireUser } from '../../../auth/require-user';
import { signedIn } from '../../../auth/route-auth';
import { notFound } from '../../../http/business-error';
import { ok } from '../../../http/envelope';
import { serve } from '../../../http/serve-route';
import { auditedWrite, type ChangeDone, type Trx } from '../../../audit/audited-write';
import { stamp } from '../../../domain/life-cycle/life-cycle';
import { serveLifeCycle } from '../life-cycle/life-cycle-routes';
import { findAdminSport, listAdminSport } from '../../../domain/content/sport-admin-queries';
import { PAGES_MESSAGES as M } from './pages-messages';

const columnsOf = (body: SportBody) => ({
  name: body.name,
  summary: body.summary,
  content: sanitizeHtml(body.content),
  image: body.image === '' ? null : body.image,
  sort: body.sort,
});

async function existing(trx: Trx, id: number) {
  const row = await findAdminSport(trx, id);
  if (!row) throw notFound(M.sport);
  return row;
}

export async function sportRoutes(app: FastifyInstance): Promise<void> {
  const config = signedIn('staff');
  const target = { type: 'sport_category', read: existing };
  const write = (user: AuthUser, change: (trx: Trx) => Promise<ChangeDone>) =>
    auditedWrite(app, user, target, change);

  await serve(app, adminPagesApi.sportList, {
    config,
    handler: async (request) => ok(await listAdminSport(app.db, request.query)),
  });

  await serve(app, adminPagesApi.sportDetail, {
    config,
    handler: async (request) => {
      const row = await findAdminSport(app.db, request.params.id);
      if (!row) throw notFound(M.sport);
      return ok(row);
    },
  });

  await serve(app, adminPagesApi.sportCreate, {
    config,
    handler: async (request) => {
      const user = requireUser(request);
      const saved = await write(user, async (trx) => {
        const row = await trx
          .insertInto('sport_categories')
          .values({ ...columnsOf(request.body), status: 'draft', ...stamp(user, app.now()) })
          .returning('id')
          .executeTakeFirstOrThrow();
        return {
          id: row.id,
          audit: { action: 'sport.create', summary: M.audit.sportCreate(request.body.name) },
        };
      });
      return ok(saved, M.saved);
    },
  });

  await serve(app, adminPagesApi.sportUpdate, {
    config,
    handler: async (request) => {
      const user = requireUser(request);
      const { id } = request.params;
      const saved = await write(user, async (trx) => {
        const before = await existing(trx, id);
        await trx
          .updateTable('sport_categories')
          .set({ ...columnsOf(request.body), ...stamp(user, app.now()) })
          .where('id', '=', id)
          .execute();
        return {
          id,
          audit: {
            action: 'sport.update',
            summary: M.audit.sportUpdate(request.body.name),
            before,
          },
        };
      });
      return ok(saved, M.saved);
    },
  });

  await serveLifeCycle(
    app,
    {
      table: 'sport_categories',
      action: 'sport',
      target,
      name: (row) => row.name,
      messages: {
        ...M,
        audit: { publish: M.audit.sportPublish, withdraw: M.audit.sportWithdraw },
      },
    },
    { publish: adminPagesApi.sportPublish, withdraw: adminPagesApi.sportWithdraw },
  );
}
