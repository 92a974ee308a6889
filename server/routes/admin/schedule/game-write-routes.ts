// The console's writes of one game: add, change, cancel with a reason and restore
// (server/domain/games-and-scoring/game-writes.ts), each audited in its transaction.
import type { FastifyInstance } from 'fastify';
import { adminScheduleApi } from '../../../../src/contract/api/admin-schedule';
import { requireUser } from '../../../auth/require-user';
import { signedIn } from '../../../auth/route-auth';
import { ok } from '../../../http/envelope';
import { serve } from '../../../http/serve-route';
import { gameWrites } from '../../../domain/games-and-scoring/game-writes';
import { SCHEDULE_MESSAGES as M } from '../../../domain/games-and-scoring/schedule-messages';

export async function gameWriteRoutes(app: FastifyInstance): Promise<void> {
  const config = signedIn('staff');
  const writes = gameWrites(app);

  await serve(app, adminScheduleApi.create, {
    config,
    handler: async (request) =>
      ok(await writes.create(requireUser(request), request.params.id, request.body), M.created),
  });

  await serve(app, adminScheduleApi.update, {
    config,
    handler: async (request) =>
      ok(await writes.update(requireUser(request), request.params.id, request.body), M.saved),
  });

  await serve(app, adminScheduleApi.cancel, {
    config,
    handler: async (request) => {
      const { reason } = request.body;
      return ok(await writes.cancel(requireUser(request), request.params.id, reason), M.cancelled);
    },
  });

  await serve(app, adminScheduleApi.restore, {
    config,
    handler: async (request) =>
      ok(await writes.restore(requireUser(request), request.params.id), M.restored),
  });
}
