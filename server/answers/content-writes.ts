// Every successful write through the API may change what visitors see (a notice published, an
// entry approved, a club renamed, a roster edited), so each one raises the content counter before
// its answer goes out (docs/public-answers.md). One rule for every route rather than a call in each
// handler: a handler that forgot it would leave every instance serving stale pages. The scoring
// calls are the exception: they raise the narrower scopes of their game in their own transaction
// (server/routes/scoring/record-action.ts), so a point does not rebuild every public answer.
import type { FastifyInstance } from 'fastify';
import { scoringApi } from '../../src/contract/api/scoring';
import { CONTENT, raiseVersions } from './answer-versions';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);
const SCORING_PATHS = new Set<string>(Object.values(scoringApi).map((route) => route.path));

export function registerContentWrites(app: FastifyInstance): void {
  // preSerialization sees the envelope itself, so a refused write (code ≠ 0) raises nothing.
  app.addHook('preSerialization', async (request, _reply, payload) => {
    if (READS.has(request.method) || SCORING_PATHS.has(request.routeOptions.url ?? '')) {
      return payload;
    }
    if ((payload as { code?: unknown } | null)?.code === 0) await raiseVersions(app.db, [CONTENT]);
    return payload;
  });
}
