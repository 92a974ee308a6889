// 合作伙伴: the cooperators table, grouped on /home by the COOPERATOR_TYPE list of values
// (server/domain/content/cooperator-queries.ts, cooperator-writes.ts).
import type { FastifyInstance } from 'fastify';
import { adminSiteApi } from '../../../../src/contract/api/admin-site';
import { signedIn } from '../../../auth/route-auth';
import { requireUser } from '../../../auth/require-user';
import { ok } from '../../../http/envelope';
import { serve } from '../../../http/serve-route';
import { readAdminCooperators } from '../../../domain/content/cooperator-queries';
import { saveCooperators } from '../../../domain/content/cooperator-writes';

export async function cooperatorRoutes(app: FastifyInstance): Promise<void> {
  const config = signedIn('staff');

  await serve(app, adminSiteApi.cooperators, {
    config,
    handler: async () => ok(await readAdminCooperators(app.db)),
  });

  await serve(app, adminSiteApi.saveCooperators, {
    config,
    handler: async (request) =>
      ok(await saveCooperators(app, requireUser(request), request.body.list)),
  });
}
