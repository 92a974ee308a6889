// The console's reads of results: a competition's standings and games, one game's result (also
// the printable game sheet), and the rows of the three exports.
import type { FastifyInstance } from 'fastify';
import { adminResultsApi } from '../../../../src/contract/api/admin-results';
import { signedIn } from '../../../auth/route-auth';
import { found } from '../../../http/business-error';
import { ok } from '../../../http/envelope';
import { serve } from '../../../http/serve-route';
import { rosterRows, statsRows } from '../../../domain/competitions/export-queries';
import {
  findCompetitionId,
  findCompetitionResults,
  findGameResult,
  resultGamesOf,
} from '../../../domain/competitions/results-queries';
import { RESULTS_MESSAGES as M } from '../../../domain/competitions/results-messages';

export async function resultsReadRoutes(app: FastifyInstance): Promise<void> {
  const config = signedIn('staff');

  /** The competition named by the path, or 赛事不存在. */
  const competitionId = async (id: number) =>
    found(await findCompetitionId(app.db, id), M.competition).id;

  await serve(app, adminResultsApi.competition, {
    config,
    handler: async (request) =>
      ok(found(await findCompetitionResults(app.db, request.params.id), M.competition)),
  });
  await serve(app, adminResultsApi.game, {
    config,
    handler: async (request) => ok(found(await findGameResult(app.db, request.params.id), M.game)),
  });
  await serve(app, adminResultsApi.exportRosters, {
    config,
    handler: async (request) =>
      ok({ list: await rosterRows(app.db, await competitionId(request.params.id)) }),
  });
  await serve(app, adminResultsApi.exportSchedule, {
    config,
    handler: async (request) =>
      ok({ list: await resultGamesOf(app.db, await competitionId(request.params.id)) }),
  });
  await serve(app, adminResultsApi.exportStats, {
    config,
    handler: async (request) =>
      ok({ list: await statsRows(app.db, await competitionId(request.params.id)) }),
  });
}
