// The console's sport pages (/admin/sport): list, read, create (a draft), edit, publish now or at a
// time, withdraw. Each write goes through auditedWrite (its audit row in the same transaction).
import type { FastifyInstance } from 'fastify';
import { adminPagesApi } from '../../../../src/contract/api/admin-pages';
import { signedIn } from '../../../auth/route-auth';
import { notFound } from '../../../http/business-error';
import { ok } from '../../../http/envelope';
import { serve } from '../../../http/serve-route';
import { serveDraftWrites, serveLifeCycle } from '../life-cycle/life-cycle-routes';
import { findAdminSport, listAdminSport } from '../../../domain/content/sport-admin-queries';
import { sportTarget, sportWrites } from '../../../domain/content/sport-writes';
import { PAGES_MESSAGES as M } from '../../../domain/content/pages-messages';

export async function sportRoutes(app: FastifyInstance): Promise<void> {
  const config = signedIn('staff');
  const writes = sportWrites(app);

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

  await serveDraftWrites(
    app,
    writes,
    { create: adminPagesApi.sportCreate, update: adminPagesApi.sportUpdate },
    M.saved,
  );

  await serveLifeCycle(
    app,
    {
      table: 'sport_categories',
      action: 'sport',
      target: sportTarget,
      name: (row) => row.name,
      messages: {
        ...M,
        audit: { publish: M.audit.sportPublish, withdraw: M.audit.sportWithdraw },
      },
    },
    { publish: adminPagesApi.sportPublish, withdraw: adminPagesApi.sportWithdraw },
  );
}
