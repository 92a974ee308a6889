// The club's roster, invitations by phone, and the leave applications the contact decides.
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../auth/require-user';
import { signedIn } from '../../auth/route-auth';
import { ok } from '../../http/envelope';
import { serve } from '../../http/serve-route';
import { localDateString } from '../../db/local-date';
import { clubApi } from '../../../src/contract/api/club';
import { decideLeave, invitePlayer, membersOf } from '../../domain/clubs-and-people/club-members';
import { assertApproved, resolveClub } from '../../domain/clubs-and-people/own-club';
import { MSG } from '../../domain/clubs-and-people/club-messages';

export async function clubMemberRoutes(app: FastifyInstance): Promise<void> {
  for (const [route, statuses] of [
    [clubApi.members, ['active', 'leave_requested']],
    [clubApi.invitations, ['invited']],
    [clubApi.leaveRequests, ['leave_requested']],
  ] as const) {
    await serve(app, route, {
      config: signedIn('contact', 'staff'),
      handler: async (request) => {
        const user = requireUser(request, 'contact', 'staff');
        const club = await resolveClub(app.db, user, request.query.clubId);
        return ok(await membersOf(app.db, club.id, statuses, localDateString(new Date(app.now()))));
      },
    });
  }

  await serve(app, clubApi.invite, {
    config: signedIn('contact', 'staff'),
    handler: async (request) => {
      const user = requireUser(request, 'contact', 'staff');
      const club = await resolveClub(app.db, user, request.body.clubId);
      assertApproved(club);
      const { phone, number } = request.body;
      const at = new Date(app.now()).toISOString();
      const membershipId = await invitePlayer(
        app.db,
        club.id,
        { phone, number: number ?? null },
        at,
        app,
      );
      return ok({ membershipId }, MSG.invited);
    },
  });

  for (const [route, status, message] of [
    [clubApi.approveLeave, 'left', MSG.leaveApproved],
    [clubApi.declineLeave, 'active', MSG.leaveDeclined],
  ] as const) {
    await serve(app, route, {
      config: signedIn('contact', 'staff'),
      handler: async (request) => {
        const user = requireUser(request, 'contact', 'staff');
        const club = await resolveClub(app.db, user, request.body.clubId);
        const at = new Date(app.now()).toISOString();
        const membershipId = await decideLeave(
          app.db,
          club.id,
          request.body.membershipId,
          status,
          at,
        );
        return ok({ membershipId, status }, message);
      },
    });
  }
}
