// Profiles: editing one's own, the user centre, a member's public page, one's competitions.
import type { FastifyInstance } from 'fastify';
import type { PublicMember, UserCenter } from '../../../src/contract/account';
import { accountApi } from '../../../src/contract/api/account';
import { loadCurrentUser } from '../../auth/current-user';
import { requireUser } from '../../auth/require-user';
import { signedIn } from '../../auth/route-auth';
import type { UserUpdate } from '../../db/schema';
import { forbidden, notFound, notLoggedIn } from '../../http/business-error';
import { ok } from '../../http/envelope';
import { serve } from '../../http/serve-route';
import { PUBLIC_PERSON_TYPES } from '../../domain/clubs-and-people/people-public';
import { MSG } from './account-messages';
import {
  certificatesOf,
  competitionsOf,
  currentMembershipOf,
  membershipsOf,
} from '../../domain/accounts/profile-queries';

export async function profileRoutes(app: FastifyInstance): Promise<void> {
  await serve(app, accountApi.update, {
    config: signedIn(),
    handler: async (request) => {
      const caller = requireUser(request);
      const { name, gender, city, intro, avatar } = request.body;
      const changes: UserUpdate = { updated_at: new Date(app.now()).toISOString() };
      if (name !== undefined) changes.name = name;
      if (gender !== undefined) changes.gender = gender;
      if (city !== undefined) changes.city = city;
      if (intro !== undefined) changes.intro = intro || null;
      if (avatar !== undefined) changes.avatar = avatar || null;
      await app.db.updateTable('users').set(changes).where('id', '=', caller.id).execute();
      const user = await loadCurrentUser(app.db, caller.id);
      if (!user) throw notLoggedIn();
      return ok(user, MSG.profileSaved);
    },
  });

  await serve(app, accountApi.center, {
    config: signedIn(),
    handler: async (request) => {
      const caller = requireUser(request);
      const current = await loadCurrentUser(app.db, caller.id);
      const own = await app.db
        .selectFrom('users')
        .select(['avatar', 'intro', 'created_at'])
        .where('id', '=', caller.id)
        .executeTakeFirst();
      if (!current || !own) throw notLoggedIn();
      const contactOf = await app.db
        .selectFrom('clubs')
        .select(['id', 'name', 'division', 'city', 'status'])
        .where('contact_user_id', '=', caller.id)
        .orderBy('id')
        .executeTakeFirst();
      const center: UserCenter = {
        user: { ...current, avatar: own.avatar, intro: own.intro, createdAt: own.created_at },
        membership: await currentMembershipOf(app.db, caller.id),
        invitations: await membershipsOf(app.db, caller.id, ['invited']),
        contactOf: contactOf ?? null,
        certificates: await certificatesOf(app.db, caller.id),
      };
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
      const user = await app.db
        .selectFrom('users')
        .select(['id', 'name', 'type', 'gender', 'city', 'avatar', 'intro'])
        .where('id', '=', request.params.id)
        .where('type', 'in', PUBLIC_PERSON_TYPES)
        .executeTakeFirst();
      // Staff and volunteer accounts answer like a missing id, so the answer does not tell them.
      if (!user) throw notFound(MSG.userNotFound);
      const membership = await currentMembershipOf(app.db, user.id);
      const member: PublicMember = {
        ...user,
        club: membership ? { ...membership.club, number: membership.number } : null,
        certificates: await certificatesOf(app.db, user.id),
      };
      return ok(member);
    },
  });
}
