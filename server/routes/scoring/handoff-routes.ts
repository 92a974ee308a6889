// 交接给其他志愿者: the volunteers a game may be given to, and the handoff itself (what it keeps
// and why is in server/domain/games-and-scoring/volunteer-handoff.ts).
import type { FastifyInstance } from 'fastify';
import { scoringApi } from '../../../src/contract/api/scoring';
import { requireUser } from '../../auth/require-user';
import { signedIn } from '../../auth/route-auth';
import { ok } from '../../http/envelope';
import { serve } from '../../http/serve-route';
import { handOff, handoffCandidates } from '../../domain/games-and-scoring/volunteer-handoff';
import { MSG } from '../../domain/games-and-scoring/scoring-call-messages';

export async function scoringHandoffRoutes(app: FastifyInstance): Promise<void> {
  const config = signedIn('volunteer');

  await serve(app, scoringApi.handoffVolunteers, {
    config,
    handler: async (request) => {
      const user = await requireUser(request, 'volunteer');
      return ok(await handoffCandidates(app.db, user, request.params.id));
    },
  });

  await serve(app, scoringApi.handoff, {
    config,
    handler: async (request) => {
      const user = await requireUser(request, 'volunteer');
      const { gameId, toUserId } = request.body;
      const volunteer = await handOff(app.db, user, gameId, toUserId, app);
      return ok({ gameId, volunteer }, MSG.handedOff(volunteer.name));
    },
  });
}
