// Competitions (src/features/match): the list, one competition, one team's roster, one game.
import type { FastifyInstance } from 'fastify';
import { matchApi } from '../../../src/contract/api/match';
import { ok } from '../../http/envelope';
import { notFound } from '../../http/business-error';
import { serve } from '../../http/serve-route';
import { localDateString } from '../../db/local-date';
import { nowIso } from '../../http/now-iso';
import {
  findCompetitionDetail,
  findRegistrationRoster,
  listCompetitions,
} from './competition-queries';
import { findGameDetail } from './game-queries';

export async function matchRoutes(app: FastifyInstance): Promise<void> {
  await serve(app, matchApi.list, {
    handler: async (request) => {
      const { level, ...rest } = request.query;
      return ok(
        await listCompetitions(
          app.db,
          { ...rest, level: level || undefined },
          localDateString(new Date(app.now())),
          nowIso(app),
        ),
      );
    },
  });
  await serve(app, matchApi.detail, {
    handler: async (request) => {
      const competition = await findCompetitionDetail(
        app.db,
        request.params.id,
        localDateString(new Date(app.now())),
        nowIso(app),
      );
      if (!competition) throw notFound('赛事');
      return ok(competition);
    },
  });
  await serve(app, matchApi.teamRoster, {
    handler: async (request) => {
      const { id, clubId } = request.params;
      const roster = await findRegistrationRoster(app.db, id, clubId, nowIso(app));
      if (!roster) throw notFound('报名');
      return ok(roster);
    },
  });
  await serve(app, matchApi.game, {
    handler: async (request) => {
      const game = await findGameDetail(app.db, request.params.id, nowIso(app));
      if (!game) throw notFound('比赛');
      return ok(game);
    },
  });
}
