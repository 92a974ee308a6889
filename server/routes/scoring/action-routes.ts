// The single scoring calls of the original client. Each one is the batch's action of that type,
// so both paths run the same code, and raises the counters of its game's public answers once it
// has committed and before it answers (docs/public-answers.md), then hands the game to the live
// feed (docs/live-scores.md).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { scoringApi } from '../../../src/contract/api/scoring';
import { requireUser } from '../../auth/require-user';
import { signedIn } from '../../auth/route-auth';
import { BusinessError } from '../../http/business-error';
import { ok } from '../../http/envelope';
import { serve } from '../../http/serve-route';
import type { BatchAction } from '../../../src/contract/scoring';
import { deviceStampOf } from './device-stamp';
import { actorOf } from '../../domain/games-and-scoring/game-access';
import { applyVolunteerAction } from '../../domain/games-and-scoring/record-action';
import { raiseVersions, scopesOfGame } from '../../answers/answer-versions';

const config = signedIn('volunteer', 'staff');

export async function scoringActionRoutes(app: FastifyInstance): Promise<void> {
  const apply = async (request: FastifyRequest, action: BatchAction) => {
    const user = await requireUser(request, 'volunteer', 'staff');
    const { result, game, filled } = await applyVolunteerAction(
      app.db,
      actorOf(user, action.at, app.now()),
      action,
      deviceStampOf(request, action, true),
      app.now(),
    ).catch((error: unknown) => {
      if (error instanceof BusinessError) app.metrics.scoringAction('refused');
      throw error;
    });
    app.metrics.scoringAction('accepted');
    if (game) {
      const others = filled.map((id) => ({ id, competition_id: game.competition_id }));
      await raiseVersions(app.db, [game, ...others].flatMap(scopesOfGame));
      app.live.feed.gamesChanged([game.id, ...filled]);
    }
    return ok(result);
  };

  await serve(app, scoringApi.begin, {
    config,
    handler: (request) => apply(request, { ...request.body, type: 'begin' }),
  });
  await serve(app, scoringApi.finish, {
    config,
    handler: (request) => apply(request, { ...request.body, type: 'finish' }),
  });
  await serve(app, scoringApi.score, {
    config,
    handler: (request) => apply(request, { ...request.body, type: 'score' }),
  });
  await serve(app, scoringApi.deleteScore, {
    config,
    handler: (request) => apply(request, { ...request.body, type: 'deleteScore' }),
  });
  await serve(app, scoringApi.saveName, {
    config,
    handler: (request) => apply(request, { ...request.body, type: 'saveName' }),
  });
  await serve(app, scoringApi.timeout, {
    config,
    handler: (request) => apply(request, { ...request.body, type: 'timeout' }),
  });
  await serve(app, scoringApi.confirmDuplicate, {
    config,
    handler: (request) => apply(request, { ...request.body, type: 'confirmDuplicate' }),
  });
}
