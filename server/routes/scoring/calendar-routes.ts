// The volunteer's calendar feed address (docs/calendars.md): the games staff gave them.
import type { FastifyInstance } from 'fastify';
import { scoringApi } from '../../../src/contract/api/scoring';
import { requireUser } from '../../auth/require-user';
import { signedIn } from '../../auth/route-auth';
import { feedAddressOf, renewFeedAddress } from '../../domain/calendars/feed-address';
import { ok } from '../../http/envelope';
import { nowIso } from '../../http/now-iso';
import { serve } from '../../http/serve-route';

export async function scoringCalendarRoutes(app: FastifyInstance): Promise<void> {
  await serve(app, scoringApi.calendar, {
    config: signedIn('volunteer'),
    handler: async (request) => {
      const user = requireUser(request, 'volunteer');
      return ok(await feedAddressOf(app.db, 'volunteer', user.id, nowIso(app)));
    },
  });

  await serve(app, scoringApi.renewCalendar, {
    config: signedIn('volunteer'),
    handler: async (request) => {
      const user = requireUser(request, 'volunteer');
      return ok(
        await renewFeedAddress(app.db, 'volunteer', user.id, nowIso(app)),
        '订阅地址已更换',
      );
    },
  });
}
