// What the scoring screens read: the day's games, one game with its log and derived state, rosters.
import type { FastifyInstance } from 'fastify';
import { scoringApi } from '../../../src/contract/api/scoring';
import { requireUser } from '../../auth/require-user';
import { signedIn } from '../../auth/route-auth';
import { ok } from '../../http/envelope';
import { serve } from '../../http/serve-route';
import { localDateString } from '../../db/local-date';
import { dayGamesOf } from '../../domain/games-and-scoring/game-view';
import {
  findGameFor,
  gameDetail,
  rostersOf,
} from '../../domain/games-and-scoring/volunteer-game-detail';

export async function scoringReadRoutes(app: FastifyInstance): Promise<void> {
  const config = signedIn('volunteer', 'staff');

  await serve(app, scoringApi.dayGames, {
    config,
    handler: async (request) => {
      const user = await requireUser(request, 'volunteer', 'staff');
      const date = request.query.date ?? localDateString(new Date(app.now()));
      return ok(await dayGamesOf(app.db, user, date));
    },
  });

  await serve(app, scoringApi.game, {
    config,
    handler: async (request) => {
      const user = await requireUser(request, 'volunteer', 'staff');
      return ok(await gameDetail(app.db, user, request.params.id));
    },
  });

  await serve(app, scoringApi.players, {
    config,
    handler: async (request) => {
      const user = await requireUser(request, 'volunteer', 'staff');
      await findGameFor(app.db, user, request.params.id);
      return ok(await rostersOf(app.db, request.params.id));
    },
  });
}
