// Registering a club, reading and editing it, and staff approval.
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../auth/require-user';
import { signedIn } from '../../auth/route-auth';
import { forbidden } from '../../http/business-error';
import { ok } from '../../http/envelope';
import { serve } from '../../http/serve-route';
import { clubApi } from '../../../src/contract/api/club';
import { decideClub } from '../../domain/clubs-and-people/club-decision';
import { registerClub, updateClub } from '../../domain/clubs-and-people/club-registration';
import { resolveClub, toClub } from '../../domain/clubs-and-people/own-club';
import { MSG } from '../../domain/clubs-and-people/club-messages';

export async function clubProfileRoutes(app: FastifyInstance): Promise<void> {
  await serve(app, clubApi.register, {
    config: { auth: { types: ['player', 'contact'], refusal: MSG.whoMayRegister } },
    handler: async (request) => {
      const user = requireUser(request);
      if (user.type !== 'player' && user.type !== 'contact') {
        throw forbidden(MSG.whoMayRegister);
      }
      const club = await registerClub(
        app.db,
        user.id,
        request.body,
        new Date(app.now()).toISOString(),
        app,
      );
      return ok(toClub(club), MSG.clubSubmitted);
    },
  });

  await serve(app, clubApi.mine, {
    config: signedIn('contact', 'staff'),
    handler: async (request) => {
      const user = requireUser(request, 'contact', 'staff');
      return ok(toClub(await resolveClub(app.db, user, request.query.clubId)));
    },
  });

  await serve(app, clubApi.update, {
    config: signedIn('contact', 'staff'),
    handler: async (request) => {
      const user = requireUser(request, 'contact', 'staff');
      const club = await resolveClub(app.db, user, request.body.clubId);
      const saved = await updateClub(app.db, user, club, request.body, app);
      if (!saved) return ok(toClub(club), MSG.clubUnchanged);
      return ok(toClub(saved.club), saved.resubmitted ? MSG.clubResubmitted : MSG.clubSaved);
    },
  });

  // The original calls, kept for their clients; the console's own (with a required reason) are in
  // server/routes/admin/people. Both decide through decideClub, so both leave an audit row.
  await serve(app, clubApi.approve, {
    config: signedIn('staff'),
    handler: async (request) => {
      const staff = requireUser(request, 'staff');
      const club = await decideClub(app, staff, request.params.id, { status: 'approved' });
      return ok(toClub(club), MSG.clubApproved);
    },
  });
  await serve(app, clubApi.reject, {
    config: signedIn('staff'),
    handler: async (request) => {
      const staff = requireUser(request, 'staff');
      const decision = { status: 'rejected', reason: null } as const;
      const club = await decideClub(app, staff, request.params.id, decision);
      return ok(toClub(club), MSG.clubRejectedDone);
    },
  });
}
