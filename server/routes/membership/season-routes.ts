// A member's side of the season (server/domain/membership/seasons): a person's 年度注册 in the
// user centre and a club contact's registration of the club.
import type { FastifyInstance } from 'fastify';
import { membershipSeasonApi } from '../../../src/contract/api/membership-season';
import { requireUser } from '../../auth/require-user';
import { signedIn, type RouteAuth } from '../../auth/route-auth';
import { localDateString } from '../../db/local-date';
import { BusinessError } from '../../http/business-error';
import { ok } from '../../http/envelope';
import { serve } from '../../http/serve-route';
import { findContactClub } from '../../domain/clubs-and-people/own-club';
import { clubSeason, mySeason } from '../../domain/membership/seasons/member-season';
import { registrationWrites } from '../../domain/membership/seasons/registration-writes';
import { MSG } from '../../domain/membership/seasons/season-messages';

const contactsOnly: { auth: RouteAuth } = { auth: { types: ['contact'], refusal: MSG.notContact } };

export async function seasonRoutes(app: FastifyInstance): Promise<void> {
  const writes = registrationWrites(app);
  const today = () => localDateString(new Date(app.now()));

  await serve(app, membershipSeasonApi.mySeason, {
    config: signedIn(),
    handler: async (request) => ok(await mySeason(app.db, requireUser(request).id, today())),
  });

  await serve(app, membershipSeasonApi.register, {
    config: signedIn(),
    handler: async (request) => {
      const saved = await writes.register(requireUser(request), request.body);
      return ok(saved, saved.status === 'draft' ? MSG.registered : MSG.submitted);
    },
  });

  await serve(app, membershipSeasonApi.submit, {
    config: signedIn(),
    handler: async (request) =>
      ok(await writes.submit(requireUser(request), request.params.id, request.body), MSG.submitted),
  });

  await serve(app, membershipSeasonApi.clubSeason, {
    config: contactsOnly,
    handler: async (request) => {
      const club = await findContactClub(app.db, requireUser(request, 'contact').id);
      if (!club) throw new BusinessError(MSG.noClub);
      return ok(await clubSeason(app.db, club.id, today()));
    },
  });

  await serve(app, membershipSeasonApi.registerClub, {
    config: contactsOnly,
    handler: async (request) => {
      const saved = await writes.registerClub(requireUser(request, 'contact'), request.body);
      return ok(saved, saved.status === 'draft' ? MSG.registered : MSG.submitted);
    },
  });
}
