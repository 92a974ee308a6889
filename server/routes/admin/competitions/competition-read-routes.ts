// The console's reads of competitions: the list and one competition for its editor.
import type { FastifyInstance } from 'fastify';
import { adminCompetitionsApi } from '../../../../src/contract/api/admin-competitions';
import { signedIn } from '../../../auth/route-auth';
import { localDateString } from '../../../db/local-date';
import { notFound } from '../../../http/business-error';
import { ok } from '../../../http/envelope';
import { serve } from '../../../http/serve-route';
import { findAdminCompetition, listAdminCompetitions } from './competition-admin-queries';
import { COMPETITIONS_MESSAGES as M } from './competitions-messages';

export async function competitionReadRoutes(app: FastifyInstance): Promise<void> {
  const config = signedIn('staff');
  const today = () => localDateString(new Date(app.now()));

  await serve(app, adminCompetitionsApi.list, {
    config,
    handler: async (request) => ok(await listAdminCompetitions(app.db, request.query, today())),
  });

  await serve(app, adminCompetitionsApi.detail, {
    config,
    handler: async (request) => {
      const competition = await findAdminCompetition(app.db, request.params.id, today());
      if (!competition) throw notFound(M.competition);
      return ok(competition);
    },
  });
}
