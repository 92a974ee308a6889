// Entering the club into a competition with a roster, and reading its registrations (the rules of
// an entry are in server/domain/competitions/club-entries.ts).
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../auth/require-user';
import { signedIn } from '../../auth/route-auth';
import { forbidden, notFound } from '../../http/business-error';
import { ok } from '../../http/envelope';
import { serve } from '../../http/serve-route';
import { clubApi } from '../../../src/contract/api/club';
import { assertApproved, resolveClub } from '../../domain/clubs-and-people/own-club';
import { clubCompetitionsOf, enterCompetition } from '../../domain/competitions/club-entries';
import { registrationView } from '../../domain/competitions/entry-rosters';
import { MSG } from '../../domain/clubs-and-people/club-messages';

export async function clubCompetitionRoutes(app: FastifyInstance): Promise<void> {
  await serve(app, clubApi.competitions, {
    config: signedIn('contact', 'staff'),
    handler: async (request) => {
      const user = requireUser(request, 'contact', 'staff');
      const club = await resolveClub(app.db, user, request.query.clubId);
      return ok(await clubCompetitionsOf(app.db, club.id, app.now()));
    },
  });

  await serve(app, clubApi.enter, {
    config: signedIn('contact', 'staff'),
    handler: async (request) => {
      const user = requireUser(request, 'contact', 'staff');
      const club = await resolveClub(app.db, user, request.body.clubId);
      assertApproved(club);
      const { id } = request.params;
      const view = await enterCompetition(app.db, club, id, request.body.players, app);
      return ok(view, MSG.registrationSubmitted);
    },
  });

  await serve(app, clubApi.registration, {
    config: signedIn('contact', 'staff'),
    handler: async (request) => {
      const user = requireUser(request, 'contact', 'staff');
      const view = await registrationView(app.db, request.params.id);
      if (!view) throw notFound(MSG.registration);
      if (user.type !== 'staff') {
        const club = await resolveClub(app.db, user, undefined);
        if (club.id !== view.club.id) throw forbidden(MSG.ownRegistrationsOnly);
      }
      return ok(view);
    },
  });
}
