// The console's events of several divisions (src/features/admin/events), HTTP only: the work is in
// server/domain/competitions/events/. Each write raises the content counter like any console
// write (server/answers/content-writes.ts), so the public event page and every division's page
// show the change at their next read. One serve() per route, alike in shape with the other
// console kinds' routes on purpose: each call is found by its route's name.
import type { FastifyInstance } from 'fastify';
import { adminEventsApi as api } from '../../../../src/contract/api/admin-events';
import { requireUser } from '../../../auth/require-user';
import { signedIn } from '../../../auth/route-auth';
import { notFound } from '../../../http/business-error';
import { ok } from '../../../http/envelope';
import { serve } from '../../../http/serve-route';
import { EVENT_MESSAGES as M } from '../../../domain/competitions/events/event-messages';
import {
  eventChoices,
  findAdminEvent,
  listAdminEvents,
} from '../../../domain/competitions/events/event-queries';
import { eventWrites } from '../../../domain/competitions/events/event-writes';

export async function adminEventsRoutes(app: FastifyInstance): Promise<void> {
  const config = signedIn('staff');
  const writes = eventWrites(app.db, () => app.now());

  await serve(app, api.list, {
    config,
    handler: async (request) => ok(await listAdminEvents(app.db, request.query)),
  });
  await serve(app, api.choices, {
    config,
    handler: async () => ok(await eventChoices(app.db)),
  });
  await serve(app, api.detail, {
    config,
    handler: async (request) => {
      const event = await findAdminEvent(app.db, request.params.id);
      if (!event) throw notFound(M.event);
      return ok(event);
    },
  });
  await serve(app, api.create, {
    config,
    handler: async (request) =>
      ok(await writes.create(requireUser(request), request.body), M.saved),
  });
  await serve(app, api.update, {
    config,
    handler: async (request) =>
      ok(await writes.update(requireUser(request), request.params.id, request.body), M.saved),
  });
  await serve(app, api.remove, {
    config,
    handler: async (request) => {
      const { id } = request.params;
      await writes.remove(requireUser(request), id);
      return ok({ id }, M.deleted);
    },
  });
}
