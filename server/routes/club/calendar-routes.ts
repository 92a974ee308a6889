// The club's calendar feed address (docs/calendars.md): its contact, its players and staff read
// it; its contact and staff renew it when it has gone where it should not.
import type { FastifyInstance } from 'fastify';
import { clubApi } from '../../../src/contract/api/club';
import { requireUser } from '../../auth/require-user';
import { signedIn } from '../../auth/route-auth';
import { clubOfCaller, resolveClub } from '../../domain/clubs-and-people/own-club';
import { feedAddressOf, renewFeedAddress } from '../../domain/calendars/feed-address';
import { ok } from '../../http/envelope';
import { nowIso } from '../../http/now-iso';
import { serve } from '../../http/serve-route';

export async function clubCalendarRoutes(app: FastifyInstance): Promise<void> {
  await serve(app, clubApi.calendar, {
    config: signedIn('contact', 'player', 'staff'),
    handler: async (request) => {
      const user = requireUser(request, 'contact', 'player', 'staff');
      const club = await clubOfCaller(app.db, user, request.query.clubId);
      return ok(await feedAddressOf(app.db, 'club', club.id, nowIso(app)));
    },
  });

  await serve(app, clubApi.renewCalendar, {
    config: signedIn('contact', 'staff'),
    handler: async (request) => {
      const user = requireUser(request, 'contact', 'staff');
      const club = await resolveClub(app.db, user, request.body.clubId);
      return ok(await renewFeedAddress(app.db, 'club', club.id, nowIso(app)), '订阅地址已更换');
    },
  });
}
