// The console's championship format (src/features/admin/stages), HTTP only: the work is in
// server/domain/competitions/stages/. Every write runs in one transaction and answers the format
// page as it then stands; the content counter the write raises (server/answers/content-writes.ts)
// refreshes every cached public answer, and the live pages hear of the games it filled.
import type { FastifyInstance } from 'fastify';
import { competitionStagesApi as api } from '../../../../src/contract/api/competition-stages';
import { requireUser } from '../../../auth/require-user';
import { signedIn } from '../../../auth/route-auth';
import { consoleStagesOf } from '../../../domain/competitions/stages/console-stages';
import { createFormat } from '../../../domain/competitions/stages/create-format';
import {
  decideConflict,
  deleteFormat,
  setTieBreakRules,
} from '../../../domain/competitions/stages/format-changes';
import { STAGE_MSG as M } from '../../../domain/competitions/stages/stage-messages';
import { makeSwissRound } from '../../../domain/competitions/stages/swiss-round';
import { recordTieDecision } from '../../../domain/competitions/stages/tie-decision';
import { ok } from '../../../http/envelope';
import { serve } from '../../../http/serve-route';
import { seedingRoute } from './seeding-route';

export async function adminStagesRoutes(app: FastifyInstance): Promise<void> {
  const config = signedIn('staff');
  /** After a write: the games it changed to the live pages, then the page's new answer. */
  const answer = async (competitionId: number, changed: readonly number[], message: string) => {
    app.live.feed.gamesChanged(changed);
    return ok(await consoleStagesOf(app.db, competitionId), message);
  };
  const by = (user: ReturnType<typeof requireUser>) => ({ user, now: app.now() });

  await serve(app, api.stages, {
    config,
    handler: async (request) => ok(await consoleStagesOf(app.db, request.params.id)),
  });

  await serve(app, api.createFormat, {
    config,
    handler: async (request) => {
      const { id } = request.params;
      const made = await app.db
        .transaction()
        .execute((trx) => createFormat(trx, id, request.body, by(requireUser(request))));
      return answer(id, [], M.saved(made));
    },
  });

  await serve(app, api.deleteFormat, {
    config,
    handler: async (request) => {
      const { id } = request.params;
      await app.db
        .transaction()
        .execute((trx) => deleteFormat(trx, id, request.body, by(requireUser(request))));
      return answer(id, [], M.deleted);
    },
  });

  await serve(app, api.tieBreakRules, {
    config,
    handler: async (request) => {
      const { id } = request.params;
      const changed = await app.db
        .transaction()
        .execute((trx) => setTieBreakRules(trx, id, request.body, by(requireUser(request))));
      return answer(id, changed, M.rulesSet(request.body.rules));
    },
  });

  await serve(app, api.tieDecision, {
    config,
    handler: async (request) => {
      const { id } = request.params;
      const changed = await app.db
        .transaction()
        .execute((trx) => recordTieDecision(trx, id, request.body, by(requireUser(request))));
      return answer(id, changed, M.decisionSaved);
    },
  });

  await serve(app, api.swissRound, {
    config,
    handler: async (request) => {
      const { id } = request.params;
      const made = await app.db
        .transaction()
        .execute((trx) => makeSwissRound(trx, id, request.body.stage, by(requireUser(request))));
      return answer(id, made.games, M.swissMade(made.round));
    },
  });

  await serve(app, api.decideConflict, {
    config,
    handler: async (request) => {
      const decided = await app.db
        .transaction()
        .execute((trx) =>
          decideConflict(trx, request.params.id, request.body, by(requireUser(request))),
        );
      const message = request.body.apply ? M.conflictApplied : M.conflictKept;
      return answer(decided.competitionId, decided.games, message);
    },
  });

  await seedingRoute(app);
}
