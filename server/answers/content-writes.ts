// Every successful write through the API may change what visitors see (a notice published, an
// entry approved, a club renamed, a roster edited), so each one raises the content counter before
// its answer goes out (docs/public-answers.md). One rule for every route rather than a call in each
// handler: a handler that forgot it would leave every instance serving stale pages. The scoring
// calls are the exception: they raise the narrower scopes of their game in their own transaction
// (server/domain/games-and-scoring/record-action.ts), so a point does not rebuild every public answer.
// A staff write to a competition (a correction, a cancelled or moved game, an approved team) is also
// told to the open live pages, which read their competition again (docs/live-scores.md); the other
// writes (a login, a notice) change nothing a live page shows, and a thousand pages need not read
// again for them.
import type { FastifyInstance } from 'fastify';
import { adminCompetitionsApi } from '../../src/contract/api/admin-competitions';
import { adminRegistrationsApi } from '../../src/contract/api/admin-registrations';
import { adminResultsApi } from '../../src/contract/api/admin-results';
import { adminScheduleApi } from '../../src/contract/api/admin-schedule';
import { competitionStagesApi } from '../../src/contract/api/competition-stages';
import { scoringApi } from '../../src/contract/api/scoring';
import { CONTENT, raiseVersions } from './answer-versions';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);
const pathsOf = (...groups: Record<string, { path: string }>[]) =>
  new Set<string>(groups.flatMap((group) => Object.values(group).map((route) => route.path)));
const SCORING_PATHS = pathsOf(scoringApi);
/** The console's calls that change what a competition page shows. */
const COMPETITION_STAFF_PATHS = pathsOf(
  adminCompetitionsApi,
  adminRegistrationsApi,
  adminResultsApi,
  adminScheduleApi,
  competitionStagesApi,
);

export function registerContentWrites(app: FastifyInstance): void {
  // preSerialization sees the envelope itself, so a refused write (code ≠ 0) raises nothing.
  app.addHook('preSerialization', async (request, _reply, payload) => {
    if (READS.has(request.method) || SCORING_PATHS.has(request.routeOptions.url ?? '')) {
      return payload;
    }
    if ((payload as { code?: unknown } | null)?.code !== 0) return payload;
    await raiseVersions(app.db, [CONTENT]);
    if (COMPETITION_STAFF_PATHS.has(request.routeOptions.url ?? '')) app.live.feed.contentChanged();
    return payload;
  });
}
