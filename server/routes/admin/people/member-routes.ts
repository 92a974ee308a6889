// 会员: the member search and a person's page, disabling and enabling an account, resetting its
// password to a temporary one, and changing its type (server/domain/accounts/account-admin-writes.ts).
import type { FastifyInstance } from 'fastify';
import { adminPeopleApi } from '../../../../src/contract/api/admin-people';
import { requireUser } from '../../../auth/require-user';
import { signedIn } from '../../../auth/route-auth';
import { found } from '../../../http/business-error';
import { ok } from '../../../http/envelope';
import { serve } from '../../../http/serve-route';
import { accountAdminWrites } from '../../../domain/accounts/account-admin-writes';
import { findMemberDetail, listMembers } from '../../../domain/clubs-and-people/member-queries';
import { MSG } from '../../../domain/clubs-and-people/people-messages';

const staffOnly = signedIn('staff');

export async function adminMemberRoutes(app: FastifyInstance): Promise<void> {
  const writes = accountAdminWrites(app);

  await serve(app, adminPeopleApi.members, {
    config: staffOnly,
    handler: async (request) => ok(await listMembers(app.db, request.query)),
  });

  await serve(app, adminPeopleApi.member, {
    config: staffOnly,
    handler: async (request) =>
      ok(found(await findMemberDetail(app.db, request.params.id), MSG.member)),
  });

  for (const disable of [true, false]) {
    await serve(app, disable ? adminPeopleApi.disable : adminPeopleApi.enable, {
      config: staffOnly,
      handler: async (request) => {
        const staff = requireUser(request, 'staff');
        const after = await writes.setDisabled(staff, request.params.id, disable);
        return ok(after, disable ? MSG.disabled : MSG.enabled);
      },
    });
  }

  await serve(app, adminPeopleApi.resetPassword, {
    config: staffOnly,
    handler: async (request) => {
      const staff = requireUser(request, 'staff');
      const { password } = request.body;
      const temporaryPassword = await writes.resetPassword(staff, request.params.id, password);
      return ok({ temporaryPassword }, MSG.passwordReset);
    },
  });

  await serve(app, adminPeopleApi.changeType, {
    config: staffOnly,
    handler: async (request) => {
      const staff = requireUser(request, 'staff');
      const after = await writes.changeType(staff, request.params.id, request.body.type);
      return ok(after, MSG.typeChanged);
    },
  });
}
