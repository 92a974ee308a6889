// The console's 年度注册 (server/domain/membership/seasons): seasons, waiver versions, reviewing
// registrations, and the certificates about to expire. Every write is audited by its domain.
import type { FastifyInstance } from 'fastify';
import { adminMembershipSeasonApi } from '../../../../src/contract/api/admin-membership-season';
import { requireUser } from '../../../auth/require-user';
import { signedIn } from '../../../auth/route-auth';
import { localDateString } from '../../../db/local-date';
import { ok } from '../../../http/envelope';
import { serve } from '../../../http/serve-route';
import { expiringCertificates } from '../../../domain/membership/seasons/expiring-certificates';
import {
  listRegistrations,
  registrationReview,
} from '../../../domain/membership/seasons/registration-review';
import {
  listSeasons,
  listWaivers,
  toSeason,
  toWaiver,
} from '../../../domain/membership/seasons/season-queries';
import { seasonWrites } from '../../../domain/membership/seasons/season-writes';
import { MSG } from '../../../domain/membership/seasons/season-messages';
import { serveStaffWrite } from '../staff-write-route';

const staffOnly = signedIn('staff');

export async function adminSeasonRoutes(app: FastifyInstance): Promise<void> {
  const seasons = seasonWrites(app);
  const review = registrationReview(app);
  const today = () => localDateString(new Date(app.now()));

  await serve(app, adminMembershipSeasonApi.seasons, {
    config: staffOnly,
    handler: async () => ok((await listSeasons(app.db)).map(toSeason)),
  });
  await serve(app, adminMembershipSeasonApi.createSeason, {
    config: staffOnly,
    handler: async (request) =>
      ok(await seasons.create(requireUser(request, 'staff'), request.body), MSG.seasonSaved),
  });
  await serveStaffWrite(
    app,
    adminMembershipSeasonApi.changeSeason,
    seasons.change,
    MSG.seasonSaved,
  );

  await serve(app, adminMembershipSeasonApi.waivers, {
    config: staffOnly,
    handler: async () => ok((await listWaivers(app.db)).map(toWaiver)),
  });
  await serve(app, adminMembershipSeasonApi.publishWaiver, {
    config: staffOnly,
    handler: async (request) => {
      const waiver = await seasons.publishWaiver(requireUser(request, 'staff'), request.body.text);
      return ok(waiver, MSG.waiverPublished(waiver.version));
    },
  });

  await serve(app, adminMembershipSeasonApi.registrations, {
    config: staffOnly,
    handler: async (request) => ok(await listRegistrations(app.db, request.query, today())),
  });
  await serveStaffWrite(
    app,
    adminMembershipSeasonApi.approveRegistration,
    (staff, id) => review.approve(staff, id),
    MSG.approved,
  );
  await serveStaffWrite(
    app,
    adminMembershipSeasonApi.rejectRegistration,
    (staff, id, body) => review.reject(staff, id, body.reason),
    MSG.rejected,
  );

  await serve(app, adminMembershipSeasonApi.expiringCertificates, {
    config: staffOnly,
    handler: async () => ok(await expiringCertificates(app.db, today())),
  });
}
