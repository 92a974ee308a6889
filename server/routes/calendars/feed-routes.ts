// The calendar feeds (docs/calendars.md), kept per version like the other public answers
// (docs/public-answers.md): a phone's calendar polls its feed for hours on end, and most polls
// are answered 304 from the counters alone. A competition's feed changes with the console's
// writes (`content`) and with its own games (a stage fills a slot as a game ends); a club's and a
// volunteer's span competitions, so they follow every game (`scores`).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { calendarsApi } from '../../../src/contract/api/calendars';
import { createPublicAnswerCache } from '../../answers/public-answer-cache';
import { feedCalendar, secretFeedScope } from '../../domain/calendars/calendar-feed';
import type { FeedScope } from '../../domain/calendars/calendar-games';
import { CALENDAR_MSG as M } from '../../domain/calendars/calendars-messages';
import { BusinessError, ErrorCode } from '../../http/business-error';
import { serve } from '../../http/serve-route';

const CALENDAR_TYPE = 'text/calendar; charset=utf-8';

const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

export async function calendarFeedRoutes(app: FastifyInstance): Promise<void> {
  const cache = createPublicAnswerCache(app);

  const sendFeed = (
    request: FastifyRequest,
    reply: Parameters<typeof cache.send>[1],
    key: string,
    scopes: string[],
    scope: FeedScope,
    missing: string,
  ) => {
    const origin = originOf(request);
    return cache.send(request, reply, {
      key: `calendar:${key}:${origin}`,
      scopes,
      mediaType: CALENDAR_TYPE,
      load: async () => {
        const text = await feedCalendar(app.db, scope, origin, app.now());
        if (text === undefined) throw new BusinessError(missing, ErrorCode.notFound);
        return text;
      },
    });
  };

  await serve(app, calendarsApi.competition, {
    handler: async (request, reply) => {
      const { id } = request.query;
      return sendFeed(
        request,
        reply,
        `competition:${id}`,
        [`competition:${id}`],
        { kind: 'competition', competitionId: id },
        M.noCompetition,
      );
    },
  });

  for (const kind of ['club', 'volunteer'] as const) {
    await serve(app, calendarsApi[kind], {
      handler: async (request, reply) => {
        const { token } = request.query;
        const scope = await secretFeedScope(app.db, kind, token);
        if (scope === undefined) throw new BusinessError(M.noFeed, ErrorCode.notFound);
        return sendFeed(request, reply, `${kind}:${token}`, ['scores'], scope, M.noFeed);
      },
    });
  }
}
