// The club's games of today and the next days: what its contact and its players take to the field.
// A contact reads their own club's, a player the club they play for, staff any club they name.
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../auth/require-user';
import { signedIn } from '../../auth/route-auth';
import { ok } from '../../http/envelope';
import { serve } from '../../http/serve-route';
import { CLUB_GAMES_DAYS, clubApi } from '../../../src/contract/api/club';
import { clubGamesFrom } from '../../domain/games-and-scoring/club-games';
import { clubOfCaller } from '../../domain/clubs-and-people/own-club';

export async function clubGamesRoutes(app: FastifyInstance): Promise<void> {
  await serve(app, clubApi.games, {
    config: signedIn('contact', 'player', 'staff'),
    handler: async (request) => {
      const user = requireUser(request, 'contact', 'player', 'staff');
      const club = await clubOfCaller(app.db, user, request.query.clubId);
      return ok(await clubGamesFrom(app.db, club, app.now(), CLUB_GAMES_DAYS));
    },
  });
}
