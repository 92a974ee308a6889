// Competitions (src/features/match): the list, one competition, one team's roster, one game, and
// an event of several divisions (event-route.ts). The pages followers refresh during a game day
// are kept per version (docs/public-answers.md): a competition and its rosters move with each of
// its games, a game with its own log. Its live scores are pushed (live-route.ts).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { matchApi } from '../../../src/contract/api/match';
import { ok } from '../../http/envelope';
import { found } from '../../http/business-error';
import { serve } from '../../http/serve-route';
import { localDateString } from '../../db/local-date';
import { nowIso } from '../../http/now-iso';
import {
  findCompetitionDetail,
  listCompetitions,
} from '../../domain/competitions/competition-queries';
import { findRegistrationRoster } from '../../domain/competitions/entry-rosters';
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
  /** One record's kept answer under `key`, moving with `scope`; 「what不存在」 when there is none. */
  const sendFound = (
    request: FastifyRequest,
    reply: FastifyReply,
    answer: { key: string; scope: string; what: string },
    load: () => Promise<unknown>,
  ) =>
    cache.send(request, reply, {
      key: answer.key,
      scopes: [answer.scope],
      load: async () => found(await load(), answer.what),
    });

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
      const answer = { key: `competition:${id}:${day}`, scope: competitionScope(id), what: '赛事' };
      return sendFound(request, reply, answer, () =>
        findCompetitionDetail(app.db, id, day, nowIso(app), rowsOfGames),
      );
    },
  });
  await serve(app, matchApi.teamRoster, {
    handler: async (request, reply) => {
      const { id, clubId } = request.params;
      const answer = { key: `roster:${id}:${clubId}`, scope: competitionScope(id), what: '报名' };
      return sendFound(request, reply, answer, () =>
        findRegistrationRoster(app.db, id, clubId, nowIso(app)),
      );
    },
  });
  // Spirit scores are non-scoring writes, so the content counter every answer carries moves with
  // them (server/answers/content-writes.ts); the competition's own counter moves when one of its
  // games finishes, which changes the count of finished games the answer gives.
  await serve(app, matchApi.spirit, {
    handler: async (request, reply) => {
      const { id } = request.params;
      const answer = { key: `spirit:${id}`, scope: competitionScope(id), what: '赛事' };
      return sendFound(request, reply, answer, () => findSpiritStandings(app.db, id, nowIso(app)));
    },
  });
  await serve(app, matchApi.game, {
    handler: async (request, reply) => {
      const { id } = request.params;
      const answer = { key: `game:${id}`, scope: gameScope(id), what: '比赛' };
      return sendFound(request, reply, answer, () => findGameDetail(app.db, id, nowIso(app)));
    },
  });
  await eventRoute(app, cache);
  await liveRoute(app);
}
