// 账号: the staff and volunteer accounts, and making a new one. Its initial password is one the
// person must change at their first sign-in (server/domain/accounts/account-admin-writes.ts).
import type { FastifyInstance } from 'fastify';
import { adminPeopleApi } from '../../../../src/contract/api/admin-people';
import { ACCOUNT_TYPES } from '../../../../src/contract/admin-people';
import { requireUser } from '../../../auth/require-user';
import { signedIn } from '../../../auth/route-auth';
import { ok } from '../../../http/envelope';
import { serve } from '../../../http/serve-route';
import { accountAdminWrites } from '../../../domain/accounts/account-admin-writes';
import { listMembers } from '../../../domain/clubs-and-people/member-queries';
import { MSG } from '../../../domain/clubs-and-people/people-messages';

const staffOnly = signedIn('staff');

export async function adminAccountRoutes(app: FastifyInstance): Promise<void> {
  const writes = accountAdminWrites(app);

  await serve(app, adminPeopleApi.accounts, {
    config: staffOnly,
    handler: async (request) =>
      ok(await listMembers(app.db, { ...request.query, among: ACCOUNT_TYPES })),
  });

  await serve(app, adminPeopleApi.createAccount, {
    config: staffOnly,
    handler: async (request) =>
      ok(await writes.create(requireUser(request, 'staff'), request.body), MSG.accountCreated),
  });
}
