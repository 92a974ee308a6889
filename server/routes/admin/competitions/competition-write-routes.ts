// The console's writes of competitions: create (a draft), edit (the status stays), publish now or
// at a time, withdraw, pin, and delete a draft nobody entered; each with its audit row in the same
// transaction, and visitors' caches told after it commits (auditedWrite).
import type { FastifyInstance } from 'fastify';
import { adminCompetitionsApi } from '../../../../src/contract/api/admin-competitions';
import { requireUser } from '../../../auth/require-user';
import { signedIn } from '../../../auth/route-auth';
import { ok } from '../../../http/envelope';
import { serve } from '../../../http/serve-route';
import { serveDraftWrites, serveLifeCycle, servePin } from '../life-cycle/life-cycle-routes';
import { competitionWrites } from '../../../domain/competitions/competition-writes';
import { COMPETITIONS_MESSAGES as M } from '../../../domain/competitions/competitions-messages';

export async function competitionWriteRoutes(app: FastifyInstance): Promise<void> {
  const config = signedIn('staff');
  const writes = competitionWrites(app);

  await serveDraftWrites(
    app,
    writes,
    { create: adminCompetitionsApi.create, update: adminCompetitionsApi.update },
    M.saved,
  );

  const kind = {
    table: 'competitions' as const,
    action: 'competition',
    target: writes.target,
    name: (row: { name: string }) => row.name,
    messages: M,
  };
  await serveLifeCycle(app, kind, {
    publish: adminCompetitionsApi.publish,
    withdraw: adminCompetitionsApi.withdraw,
  });
  await servePin(app, kind, adminCompetitionsApi.pin);

  await serve(app, adminCompetitionsApi.remove, {
    config,
    handler: async (request) => {
      const { id } = request.params;
      await writes.remove(requireUser(request), id);
      return ok({ id }, M.deleted);
    },
  });
}
