// 报名 reads: a competition's entries (pending first, then the newest), one entry whole, and the
// members of its club who could join its roster.
import type { FastifyInstance } from 'fastify';
import { adminRegistrationsApi } from '../../../../src/contract/api/admin-registrations';
import { signedIn } from '../../../auth/route-auth';
import { localDateString } from '../../../db/local-date';
import { ok } from '../../../http/envelope';
import { serve } from '../../../http/serve-route';
import {
  listRegistrations,
  rosterCandidates,
} from '../../../domain/competitions/registration-admin-queries';
import { readRegistration } from '../../../domain/competitions/registration-read';

const staffOnly = signedIn('staff');

export async function registrationReadRoutes(app: FastifyInstance): Promise<void> {
  const today = () => localDateString(new Date(app.now()));

  await serve(app, adminRegistrationsApi.list, {
    config: staffOnly,
    handler: async (request) =>
      ok(await listRegistrations(app.db, request.params.id, request.query)),
  });

  await serve(app, adminRegistrationsApi.detail, {
    config: staffOnly,
    handler: async (request) => ok(await readRegistration(app.db, request.params.id, today())),
  });

  await serve(app, adminRegistrationsApi.candidates, {
    config: staffOnly,
    handler: async (request) =>
      ok(await rosterCandidates(app.db, request.params.id, request.query.q)),
  });
}
