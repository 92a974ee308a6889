// The query centre (src/features/query): clubs, certified coaches and judges (/master/search) and
// players (/user/search).
import type { FastifyInstance } from 'fastify';
import { queryApi } from '../../../src/contract/api/query';
import { ok } from '../../http/envelope';
import { notFound } from '../../http/business-error';
import { serve } from '../../http/serve-route';
import { localDateString } from '../../db/local-date';
import { findClubDetail, listClubs } from '../../domain/clubs-and-people/club-queries';
import { searchMasters, searchPlayers } from '../../domain/clubs-and-people/people-queries';

export async function queryRoutes(app: FastifyInstance): Promise<void> {
  const today = () => localDateString(new Date(app.now()));
  await serve(app, queryApi.clubs, {
    handler: async (request) => ok(await listClubs(app.db, request.query)),
  });
  await serve(app, queryApi.club, {
    handler: async (request) => {
      const club = await findClubDetail(app.db, request.params.id);
      if (!club) throw notFound('俱乐部');
      return ok(club);
    },
  });
  await serve(app, queryApi.masters, {
    handler: async (request) => ok(await searchMasters(app.db, request.query, today())),
  });
  await serve(app, queryApi.players, {
    handler: async (request) =>
      ok(await searchPlayers(app.db, request.query, today(), request.user?.type === 'staff')),
  });
}
