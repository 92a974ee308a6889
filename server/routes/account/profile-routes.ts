// Profiles: editing one's own, the user centre, a member's public page, one's competitions.
import type { FastifyInstance } from 'fastify';
import { accountApi } from '../../../src/contract/api/account';
import { requireUser } from '../../auth/require-user';
import { signedIn } from '../../auth/route-auth';
import { forbidden, notFound, notLoggedIn } from '../../http/business-error';
import { ok } from '../../http/envelope';
import { serve } from '../../http/serve-route';
import { MSG } from '../../domain/accounts/account-messages';
import { saveProfile } from '../../domain/accounts/account-store';
import {
  competitionsOf,
  publicMemberOf,
  userCenterOf,
} from '../../domain/accounts/profile-queries';
import { signedInUser } from './sign-in';

export async function profileRoutes(app: FastifyInstance): Promise<void> {
  await serve(app, accountApi.update, {
    config: signedIn(),
    handler: async (request) => {
      const caller = requireUser(request);
      await saveProfile(app.db, caller.id, request.body, new Date(app.now()).toISOString());
      return ok(await signedInUser(app, caller.id), MSG.profileSaved);
    },
  });

  await serve(app, accountApi.center, {
    config: signedIn(),
    handler: async (request) => {
      const caller = requireUser(request);
      const center = await userCenterOf(app.db, caller.id);
      if (!center) throw notLoggedIn();
      return ok(center);
    },
  });

  await serve(app, accountApi.competitions, {
    config: signedIn(),
    handler: async (request) => {
      const caller = requireUser(request);
      const { userId, year } = request.params;
      if (caller.id !== userId && caller.type !== 'staff')
        throw forbidden('只能查看本人参加的比赛');
      return ok(await competitionsOf(app.db, userId, year));
    },
  });

  await serve(app, accountApi.member, {
    handler: async (request) => {
      const staff = request.user?.type === 'staff';
      const member = await publicMemberOf(app.db, request.params.id, staff);
      if (!member) throw notFound(MSG.userNotFound);
      return ok(member);
    },
  });
}
