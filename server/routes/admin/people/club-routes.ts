// 俱乐部: the registrations staff decide, pending ones first, and approving or rejecting one
// (server/domain/clubs-and-people/club-admin-queries.ts, club-decision.ts).
import type { FastifyInstance } from 'fastify';
import { adminPeopleApi } from '../../../../src/contract/api/admin-people';
import { requireUser } from '../../../auth/require-user';
import { signedIn } from '../../../auth/route-auth';
import { found } from '../../../http/business-error';
import { ok } from '../../../http/envelope';
import { serve } from '../../../http/serve-route';
import { findAdminClub, listAdminClubs } from '../../../domain/clubs-and-people/club-admin-queries';
import { decideClub } from '../../../domain/clubs-and-people/club-decision';
import { MSG } from '../../../domain/clubs-and-people/people-messages';

const staffOnly = signedIn('staff');

export async function adminClubRoutes(app: FastifyInstance): Promise<void> {
  const readClub = async (id: number) => found(await findAdminClub(app.db, id), MSG.club);

  await serve(app, adminPeopleApi.clubs, {
    config: staffOnly,
    handler: async (request) => ok(await listAdminClubs(app.db, request.query)),
  });

  await serve(app, adminPeopleApi.approveClub, {
    config: staffOnly,
    handler: async (request) => {
      const staff = requireUser(request, 'staff');
      await decideClub(app, staff, request.params.id, { status: 'approved' });
      return ok(await readClub(request.params.id), MSG.clubApproved);
    },
  });

  await serve(app, adminPeopleApi.rejectClub, {
    config: staffOnly,
    handler: async (request) => {
      const staff = requireUser(request, 'staff');
      const decision = { status: 'rejected', reason: request.body.reason } as const;
      await decideClub(app, staff, request.params.id, decision);
      return ok(await readClub(request.params.id), MSG.clubRejected);
    },
  });
}
