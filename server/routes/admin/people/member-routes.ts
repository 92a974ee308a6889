// 会员: the member search and a person's page, disabling and enabling an account, resetting its
// password to a temporary one, and changing its type. A disabled account's tickets are deleted in
// the same transaction, and the ticket hook refuses a disabled user's ticket besides.
import type { FastifyInstance } from 'fastify';
import type { Transaction } from 'kysely';
import { adminPeopleApi } from '../../../../src/contract/api/admin-people';
import { recordStaffWrite } from '../../../audit/record-staff-write';
import { hashPassword } from '../../../auth/password';
import { requireUser } from '../../../auth/require-user';
import { signedIn } from '../../../auth/route-auth';
import type { Database } from '../../../db/schema';
import { BusinessError, notFound } from '../../../http/business-error';
import { ok } from '../../../http/envelope';
import { serve } from '../../../http/serve-route';
import { keepAnotherStaff } from '../../../domain/accounts/last-staff';
import {
  findMemberDetail,
  listMembers,
  toMember,
} from '../../../domain/clubs-and-people/member-queries';
import { MSG, TYPE_NAMES } from '../../../domain/clubs-and-people/people-messages';
import { makeTemporaryPassword } from './temporary-password';

const staffOnly = signedIn('staff');

async function targetUser(trx: Transaction<Database>, id: number) {
  const user = await trx.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
  if (!user) throw notFound(MSG.member);
  return user;
}

export async function adminMemberRoutes(app: FastifyInstance): Promise<void> {
  await serve(app, adminPeopleApi.members, {
    config: staffOnly,
    handler: async (request) => {
      const { type, ...rest } = request.query;
      return ok(await listMembers(app.db, { ...rest, types: type ? [type] : undefined }));
    },
  });

  await serve(app, adminPeopleApi.member, {
    config: staffOnly,
    handler: async (request) => {
      const detail = await findMemberDetail(app.db, request.params.id);
      if (!detail) throw notFound(MSG.member);
      return ok(detail);
    },
  });

  for (const disable of [true, false]) {
    await serve(app, disable ? adminPeopleApi.disable : adminPeopleApi.enable, {
      config: staffOnly,
      handler: async (request) => {
        const staff = requireUser(request, 'staff');
        const after = await app.db.transaction().execute(async (trx) => {
          const before = await targetUser(trx, request.params.id);
          if (disable && before.id === staff.id) throw new BusinessError(MSG.notYourself);
          if ((before.disabled === 1) === disable) {
            throw new BusinessError(disable ? MSG.alreadyDisabled : MSG.alreadyEnabled);
          }
          if (disable) await keepAnotherStaff(trx, before);
          const updated = await trx
            .updateTable('users')
            .set({ disabled: disable ? 1 : 0, updated_at: new Date(app.now()).toISOString() })
            .where('id', '=', before.id)
            .returningAll()
            .executeTakeFirstOrThrow();
          if (disable) await trx.deleteFrom('tickets').where('user_id', '=', before.id).execute();
          await recordStaffWrite(trx, staff, app.now(), {
            action: disable ? 'user.disable' : 'user.enable',
            targetType: 'user',
            targetId: before.id,
            summary: `${disable ? '停用' : '启用'}账号：${before.name}`,
            before: toMember(before),
            after: toMember(updated),
          });
          return updated;
        });
        return ok(toMember(after), disable ? MSG.disabled : MSG.enabled);
      },
    });
  }

  await serve(app, adminPeopleApi.resetPassword, {
    config: staffOnly,
    handler: async (request) => {
      const staff = requireUser(request, 'staff');
      const temporaryPassword = request.body.password || makeTemporaryPassword();
      const passwordHash = await hashPassword(temporaryPassword);
      await app.db.transaction().execute(async (trx) => {
        const before = await targetUser(trx, request.params.id);
        await trx
          .updateTable('users')
          .set({
            password_hash: passwordHash,
            must_change_password: 1,
            updated_at: new Date(app.now()).toISOString(),
          })
          .where('id', '=', before.id)
          .execute();
        // Whoever knew the old password is signed out with it.
        await trx.deleteFrom('tickets').where('user_id', '=', before.id).execute();
        await recordStaffWrite(trx, staff, app.now(), {
          action: 'user.reset_password',
          targetType: 'user',
          targetId: before.id,
          summary: `重置密码：${before.name}`,
        });
      });
      return ok({ temporaryPassword }, MSG.passwordReset);
    },
  });

  await serve(app, adminPeopleApi.changeType, {
    config: staffOnly,
    handler: async (request) => {
      const staff = requireUser(request, 'staff');
      const { type } = request.body;
      const after = await app.db.transaction().execute(async (trx) => {
        const before = await targetUser(trx, request.params.id);
        if (before.id === staff.id) throw new BusinessError(MSG.ownType);
        if (before.type === type) throw new BusinessError(MSG.typeUnchanged);
        if (before.type === 'contact') {
          const club = await trx
            .selectFrom('clubs')
            .select('name')
            .where('contact_user_id', '=', before.id)
            .where('status', '!=', 'rejected')
            .executeTakeFirst();
          if (club) throw new BusinessError(MSG.contactKeepsType(club.name));
        }
        await keepAnotherStaff(trx, before);
        const updated = await trx
          .updateTable('users')
          .set({ type, updated_at: new Date(app.now()).toISOString() })
          .where('id', '=', before.id)
          .returningAll()
          .executeTakeFirstOrThrow();
        await recordStaffWrite(trx, staff, app.now(), {
          action: 'user.change_type',
          targetType: 'user',
          targetId: before.id,
          summary: `修改账号类型：${before.name}，${TYPE_NAMES[before.type]} → ${TYPE_NAMES[type]}`,
          before: toMember(before),
          after: toMember(updated),
        });
        return updated;
      });
      return ok(toMember(after), MSG.typeChanged);
    },
  });
}
