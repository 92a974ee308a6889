// GET /api/live/competitions/:id: a competition page's stream of live scores (docs/live-scores.md).
// It answers a refusal as any call does (a missing competition, too many streams) and otherwise
// takes the socket over: the current scores of every game first, then each change as it comes.
import type { FastifyInstance } from 'fastify';
import { matchApi } from '../../../src/contract/api/match';
import { notFound } from '../../http/business-error';
import { serve } from '../../http/serve-route';
import { nowIso } from '../../http/now-iso';
import { isVisibleCompetition } from '../../domain/competitions/competition-queries';
import { liveGamesOfCompetition } from '../../live/live-games';

export async function liveRoute(app: FastifyInstance): Promise<void> {
  await serve(app, matchApi.live, {
    handler: async (request, reply) => {
      const { id } = request.params;
      app.live.streams.admit(request);
      if (!(await isVisibleCompetition(app.db, id, nowIso(app)))) throw notFound('赛事');
      await app.live.streams.open(request, reply, id, () => liveGamesOfCompetition(app.db, id));
      return reply;
    },
  });
}
