// POST /api/volunteer/batch: a phone drains a long outbox in few requests. Actions run in order,
// each in its own transaction, so a rejected action keeps the ones before it; each gets a result.
// The counters of the public answers of the games it stored in are raised once, after the last
// action and before the answer (docs/public-answers.md): not inside each transaction, where on
// PostgreSQL the competition's counter row would stay locked while the instance's event loop got
// round to the commit, and every other phone's write would wait on it. Then the live feed hears of
// those games (docs/live-scores.md).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { scoringApi } from '../../../src/contract/api/scoring';
import { requireUser } from '../../auth/require-user';
import { signedIn } from '../../auth/route-auth';
import type { Database } from '../../db/schema';
import { BusinessError, ErrorCode } from '../../http/business-error';
import { ok } from '../../http/envelope';
import { serve } from '../../http/serve-route';
import { batchActionSchema, type BatchItemResult } from '../../../src/contract/scoring';
import { deviceStampOf } from './device-stamp';
import { actorOf, type Actor } from '../../domain/games-and-scoring/game-access';
import { applyVolunteerAction, type Applied } from '../../domain/games-and-scoring/record-action';
import { raiseVersions, scopesOfGame } from '../../answers/answer-versions';
import { MSG } from '../../domain/games-and-scoring/scoring-call-messages';

async function applyBatchItem(
  db: Kysely<Database>,
  actor: Actor,
  request: FastifyRequest,
  raw: Record<string, unknown>,
  stored: (game: NonNullable<Applied['game']>) => void,
): Promise<BatchItemResult> {
  const rawId = typeof raw.id === 'string' ? raw.id : null;
  const parsed = batchActionSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return {
      id: rawId,
      code: ErrorCode.validation,
      message: issue?.message ?? MSG.badAction,
      data: parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })),
    };
  }
  const action = parsed.data;
  try {
    const { result, game, filled } = await applyVolunteerAction(
      db,
      actorOf(actor, action.at, request.server.now()),
      action,
      deviceStampOf(request, action, false),
      request.server.now(),
    );
    if (game) {
      stored(game);
      for (const id of filled) stored({ id, competition_id: game.competition_id });
    }
    return { id: action.id, code: 0, message: MSG.done, data: result };
  } catch (error) {
    if (error instanceof BusinessError) {
      return { id: action.id, code: error.code, message: error.message, data: error.data };
    }
    throw error;
  }
}

export async function scoringBatchRoute(app: FastifyInstance): Promise<void> {
  await serve(app, scoringApi.batch, {
    config: signedIn('volunteer', 'staff'),
    handler: async (request) => {
      const user = await requireUser(request, 'volunteer', 'staff');
      const results: BatchItemResult[] = [];
      const scopes = new Set<string>();
      const games = new Set<number>();
      const stored = (game: NonNullable<Applied['game']>) => {
        for (const scope of scopesOfGame(game)) scopes.add(scope);
        games.add(game.id);
      };
      try {
        for (const raw of request.body.actions)
          results.push(await applyBatchItem(app.db, user, request, raw, stored));
      } finally {
        // Also when an action failed unexpectedly: the ones before it are stored.
        await raiseVersions(app.db, [...scopes]);
        app.live.feed.gamesChanged(games);
        for (const item of results)
          app.metrics.scoringAction(item.code === 0 ? 'accepted' : 'refused');
      }
      return ok({ results });
    },
  });
}
