// 报名 writes: 通过, 驳回 with a reason, and staff adding or removing one player with a reason
// (server/domain/competitions/registration-writes.ts), each with its audit row in the same
// transaction; each answers the entry as it is after.
import type { FastifyInstance } from 'fastify';
import { adminRegistrationsApi } from '../../../../src/contract/api/admin-registrations';
import { requireUser } from '../../../auth/require-user';
import { signedIn } from '../../../auth/route-auth';
import { ok } from '../../../http/envelope';
import { serve } from '../../../http/serve-route';
import { registrationWrites } from '../../../domain/competitions/registration-writes';
import { MSG } from '../../../domain/competitions/registrations-messages';

const staffOnly = signedIn('staff');

export async function registrationWriteRoutes(app: FastifyInstance): Promise<void> {
  const writes = registrationWrites(app);

  await serve(app, adminRegistrationsApi.approve, {
    config: staffOnly,
    handler: async (request) =>
      ok(await writes.approve(requireUser(request, 'staff'), request.params.id), MSG.approved),
  });

  await serve(app, adminRegistrationsApi.reject, {
    config: staffOnly,
    handler: async (request) => {
      const staff = requireUser(request, 'staff');
      return ok(await writes.reject(staff, request.params.id, request.body.reason), MSG.rejected);
    },
  });

  await serve(app, adminRegistrationsApi.addPlayer, {
    config: staffOnly,
    handler: async (request) => {
      const staff = requireUser(request, 'staff');
      return ok(await writes.addPlayer(staff, request.params.id, request.body), MSG.playerAdded);
    },
  });

  await serve(app, adminRegistrationsApi.removePlayer, {
    config: staffOnly,
    handler: async (request) => {
      const staff = requireUser(request, 'staff');
      const detail = await writes.removePlayer(staff, request.params.id, request.body);
      return ok(detail, MSG.playerRemoved);
    },
  });
}
