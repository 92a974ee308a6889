// The console's writes of results: 更正比分, 弃权 and 撤销弃权 (server/domain/competitions/
// result-writes.ts), each with its audit row in the same transaction.
import type { FastifyInstance } from 'fastify';
import { adminResultsApi } from '../../../../src/contract/api/admin-results';
import { requireUser } from '../../../auth/require-user';
import { signedIn } from '../../../auth/route-auth';
import { ok } from '../../../http/envelope';
import { serve } from '../../../http/serve-route';
import { resultWrites } from '../../../domain/competitions/result-writes';
import { RESULTS_MESSAGES as M } from '../../../domain/competitions/results-messages';

export async function resultsWriteRoutes(app: FastifyInstance): Promise<void> {
  const config = signedIn('staff');
  const writes = resultWrites(app);

  await serve(app, adminResultsApi.addPoint, {
    config,
    handler: async (request) =>
      ok(await writes.addPoint(requireUser(request), request.params.id, request.body), M.corrected),
  });

  await serve(app, adminResultsApi.removePoint, {
    config,
    handler: async (request) =>
      ok(
        await writes.removePoint(requireUser(request), request.params.id, request.body),
        M.corrected,
      ),
  });

  await serve(app, adminResultsApi.forfeit, {
    config,
    handler: async (request) => {
      const { team, reason } = request.body;
      const saved = await writes.setForfeit(requireUser(request), request.params.id, team, reason);
      return ok(saved, M.forfeited);
    },
  });

  await serve(app, adminResultsApi.unforfeit, {
    config,
    handler: async (request) => {
      const { reason } = request.body;
      const saved = await writes.setForfeit(requireUser(request), request.params.id, null, reason);
      return ok(saved, M.unforfeited);
    },
  });
}
