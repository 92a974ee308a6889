// The public event page's answer (an event of several divisions), kept per version like a
// competition's (docs/public-answers.md). It shows published content only (names, divisions,
// their phases and entries), so the content counter every console write raises, and the day for
// the phases, are all it depends on; each division's schedule and standings come from that
// division's own answer.
import type { FastifyInstance } from 'fastify';
import { eventsApi } from '../../../src/contract/api/events';
import type { createPublicAnswerCache } from '../../answers/public-answer-cache';
import { localDateString } from '../../db/local-date';
import { findPublicEvent } from '../../domain/competitions/events/event-queries';
import { notFound } from '../../http/business-error';
import { nowIso } from '../../http/now-iso';
import { serve } from '../../http/serve-route';

export async function eventRoute(
  app: FastifyInstance,
  cache: ReturnType<typeof createPublicAnswerCache>,
): Promise<void> {
  await serve(app, eventsApi.detail, {
    handler: async (request, reply) => {
      const { id } = request.params;
      const day = localDateString(new Date(app.now()));
      return cache.send(request, reply, {
        key: `event:${id}:${day}`,
        scopes: [],
        load: async () => {
          const event = await findPublicEvent(app.db, id, day, nowIso(app));
          if (!event) throw notFound('赛事');
          return event;
        },
      });
    },
  });
}
