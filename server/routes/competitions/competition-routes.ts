// Competitions (src/features/match): the list, one competition, one team's roster, one game, and
// an event of several divisions (event-route.ts). The pages followers refresh during a game day
// are kept per version (docs/public-answers.md): a competition and its rosters move with each of
// its games, a game with its own log. Its live scores are pushed (live-route.ts).
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
} from '../../domain/competitions/competition-queries';
import { findGameDetail } from '../../domain/games-and-scoring/game-queries';
import { findSpiritStandings } from '../../domain/competitions/spirit-standings-query';
import { createGameRowsCache } from '../../domain/games-and-scoring/game-rows-cache';
import { createPublicAnswerCache } from '../../answers/public-answer-cache';
import { competitionScope, gameScope } from '../../answers/answer-versions';
import { eventRoute } from './event-route';
import { liveRoute } from './live-route';

export async function competitionRoutes(app: FastifyInstance): Promise<void> {
  const cache = createPublicAnswerCache(app);
  const rowsOfGames = createGameRowsCache(app.db);
  const today = () => localDateString(new Date(app.now()));

  await serve(app, matchApi.list, {
    handler: async (request) => {
      const { level, ...rest } = request.query;
      return ok(
        await listCompetitions(
          app.db,
          { ...rest, level: level || undefined },
          today(),
          nowIso(app),
        ),
      );
    },
  });
  await serve(app, matchApi.detail, {
    handler: async (request, reply) => {
      const { id } = request.params;
      const day = today();
      return cache.send(request, reply, {
        key: `competition:${id}:${day}`,
        scopes: [competitionScope(id)],
        load: async () => {
          const competition = await findCompetitionDetail(
            app.db,
            id,
            day,
            nowIso(app),
            rowsOfGames,
          );
          if (!competition) throw notFound('赛事');
          return competition;
        },
      });
    },
  });
  await serve(app, matchApi.teamRoster, {
    handler: async (request, reply) => {
      const { id, clubId } = request.params;
      return cache.send(request, reply, {
        key: `roster:${id}:${clubId}`,
        scopes: [competitionScope(id)],
        load: async () => {
          const roster = await findRegistrationRoster(app.db, id, clubId, nowIso(app));
          if (!roster) throw notFound('报名');
          return roster;
        },
      });
    },
  });
  // Spirit scores are non-scoring writes, so the content counter every answer carries moves with
  // them (server/answers/content-writes.ts); the competition's own counter moves when one of its
  // games finishes, which changes the count of finished games the answer gives.
  await serve(app, matchApi.spirit, {
    handler: async (request, reply) => {
      const { id } = request.params;
      return cache.send(request, reply, {
        key: `spirit:${id}`,
        scopes: [competitionScope(id)],
        load: async () => {
          const standings = await findSpiritStandings(app.db, id, nowIso(app));
          if (!standings) throw notFound('赛事');
          return standings;
        },
      });
    },
  });
  await serve(app, matchApi.game, {
    handler: async (request, reply) => {
      const { id } = request.params;
      return cache.send(request, reply, {
        key: `game:${id}`,
        scopes: [gameScope(id)],
        load: async () => {
          const game = await findGameDetail(app.db, id, nowIso(app));
          if (!game) throw notFound('比赛');
          return game;
        },
      });
    },
  });
  await eventRoute(app, cache);
  await liveRoute(app);
}
