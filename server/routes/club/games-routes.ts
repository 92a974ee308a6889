// The club's games of today and the next days: what its contact and its players take to the field.
// A contact reads their own club's, a player the club they play for, staff any club they name.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { CURRENT_MEMBERSHIP_STATUSES } from '../../auth/current-user';
import type { AuthUser } from '../../auth/auth-user';
import { requireUser } from '../../auth/require-user';
import { signedIn } from '../../auth/route-auth';
import { localDateString } from '../../db/local-date';
import type { Database } from '../../db/schema';
import { BusinessError, forbidden } from '../../http/business-error';
import { ok } from '../../http/envelope';
import { serve } from '../../http/serve-route';
import { CLUB_GAMES_DAYS, clubApi } from '../../../src/contract/api/club';
import { gamesOf } from '../../domain/games-and-scoring/game-queries';
import { MSG } from './club-messages';
import { resolveClub } from './own-club';

async function clubOfCaller(
  db: Kysely<Database>,
  user: AuthUser,
  clubId: number | undefined,
): Promise<{ id: number; name: string }> {
  if (user.type === 'staff' || user.type === 'contact') {
    const club = await resolveClub(db, user, clubId);
    return { id: club.id, name: club.name };
  }
  const membership = await db
    .selectFrom('memberships')
    .innerJoin('clubs', 'clubs.id', 'memberships.club_id')
    .select(['clubs.id', 'clubs.name'])
    .where('memberships.user_id', '=', user.id)
    .where('memberships.status', 'in', CURRENT_MEMBERSHIP_STATUSES)
    .orderBy('memberships.updated_at', 'desc')
    .executeTakeFirst();
  if (!membership) throw new BusinessError(MSG.notInClub);
  if (clubId !== undefined && clubId !== membership.id) throw forbidden(MSG.ownClubGamesOnly);
  return membership;
}

/** `YYYY-MM-DD` of the server's calendar `days` after `now`. */
function dayAfter(now: number, days: number): string {
  const date = new Date(now);
  date.setDate(date.getDate() + days);
  return localDateString(date);
}

export async function clubGamesRoutes(app: FastifyInstance): Promise<void> {
  await serve(app, clubApi.games, {
    config: signedIn('contact', 'player', 'staff'),
    handler: async (request) => {
      const user = requireUser(request, 'contact', 'player', 'staff');
      const club = await clubOfCaller(app.db, user, request.query.clubId);
      const from = dayAfter(app.now(), 0);
      const to = dayAfter(app.now(), CLUB_GAMES_DAYS);
      const competitions = await app.db
        .selectFrom('games')
        .select('competition_id')
        .distinct()
        .where((eb) => eb.or([eb('home_club_id', '=', club.id), eb('away_club_id', '=', club.id)]))
        .where('date', '>=', from)
        .where('date', '<=', to)
        .execute();
      const games = await gamesOf(
        app.db,
        competitions.map((row) => row.competition_id),
        from,
      );
      return ok({
        club,
        from,
        to,
        games: games.filter(
          (game) =>
            game.date <= to && (game.home.clubId === club.id || game.away.clubId === club.id),
        ),
      });
    },
  });
}
