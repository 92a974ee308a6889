// 账号: the staff and volunteer accounts, and making a new one. Its initial password is one the
// person must change at their first sign-in, so the staff member who typed it does not keep it.
import type { FastifyInstance } from 'fastify';
import { adminPeopleApi } from '../../../../src/contract/api/admin-people';
import { ACCOUNT_TYPES } from '../../../../src/contract/admin-people';
import { recordStaffWrite } from '../../../audit/record-staff-write';
import { hashPassword } from '../../../auth/password';
import { requireUser } from '../../../auth/require-user';
import { signedIn } from '../../../auth/route-auth';
import { BusinessError, ErrorCode } from '../../../http/business-error';
import { ok } from '../../../http/envelope';
import { serve } from '../../../http/serve-route';
import { listMembers, toMember } from '../../../domain/clubs-and-people/member-queries';
import { MSG, TYPE_NAMES } from '../../../domain/clubs-and-people/people-messages';

const staffOnly = signedIn('staff');

export async function adminAccountRoutes(app: FastifyInstance): Promise<void> {
  await serve(app, adminPeopleApi.accounts, {
    config: staffOnly,
    handler: async (request) => {
      const { type, ...rest } = request.query;
      return ok(await listMembers(app.db, { ...rest, types: type ? [type] : ACCOUNT_TYPES }));
    },
  });

  await serve(app, adminPeopleApi.createAccount, {
    config: staffOnly,
    handler: async (request) => {
      const staff = requireUser(request, 'staff');
      const { phone, name, type, password } = request.body;
      const passwordHash = await hashPassword(password);
      const at = new Date(app.now()).toISOString();
      const created = await app.db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('users')
          .values({
            phone,
            password_hash: passwordHash,
            name,
            type,
            gender: null,
            birth_year: null,
            city: null,
            avatar: null,
            intro: null,
            must_change_password: 1,
            created_at: at,
            updated_at: at,
          })
          .onConflict((conflict) => conflict.column('phone').doNothing())
          .returningAll()
          .executeTakeFirst();
        if (!row) throw new BusinessError(MSG.phoneTaken, ErrorCode.conflict);
        await recordStaffWrite(trx, staff, app.now(), {
          action: 'user.create',
          targetType: 'user',
          targetId: row.id,
          summary: `新建${TYPE_NAMES[type]}账号：${name}`,
          after: toMember(row),
        });
        return row;
      });
      return ok(toMember(created), MSG.accountCreated);
    },
  });
}
