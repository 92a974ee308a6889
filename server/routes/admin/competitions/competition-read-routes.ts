// The console's reads of competitions: the list, one competition for its editor, and the teams
// that have not given their spirit score of a finished game.
import type { FastifyInstance } from 'fastify';
import { adminCompetitionsApi } from '../../../../src/contract/api/admin-competitions';
import { signedIn } from '../../../auth/route-auth';
import { localDateString } from '../../../db/local-date';
import { notFound } from '../../../http/business-error';
import { ok } from '../../../http/envelope';
import { serve } from '../../../http/serve-route';
import {
  findAdminCompetition,
  listAdminCompetitions,
} from '../../../domain/competitions/competition-admin-queries';
import { COMPETITIONS_MESSAGES as M } from '../../../domain/competitions/competitions-messages';
import { findSpiritMissing } from '../../../domain/competitions/spirit-missing-query';

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

  await serve(app, adminCompetitionsApi.spiritMissing, {
    config,
    handler: async (request) => {
      const missing = await findSpiritMissing(app.db, request.params.id);
      if (!missing) throw notFound(M.competition);
      return ok(missing);
    },
  });
}
