// What staff change of an account in the console: making a staff or volunteer account, disabling
// and enabling one, resetting its password to a temporary one, and changing its type; each with its
// audit row in the same transaction, each answering the account as the console shows it.
// A new account's password, and a reset one, must be changed at the next sign-in, so the staff
// member who typed or read it does not keep it. A disabled account's tickets are deleted in the
// same transaction, and the ticket hook refuses a disabled user's ticket besides.
import type { FastifyInstance } from 'fastify';
import type { CreateAccountBody } from '../../../src/contract/admin-people';
import type { AuthUser } from '../../auth/auth-user';
import type { Trx } from '../../audit/audited-write';
import { recordStaffWrite } from '../../audit/record-staff-write';
import { hashPassword } from '../../auth/password';
import type { UserType } from '../../db/schema';
import { BusinessError, ErrorCode, notFound } from '../../http/business-error';
import { toMember } from '../clubs-and-people/member-queries';
import { MSG, TYPE_NAMES } from '../clubs-and-people/people-messages';
import { keepAnotherStaff } from './last-staff';
import { makeTemporaryPassword } from './temporary-password';
import { tellPasswordReset } from '../inbox/account-news';

async function targetUser(trx: Trx, id: number) {
  const user = await trx.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
  if (!user) throw notFound(MSG.member);
  return user;
}

export function accountAdminWrites(app: FastifyInstance) {
  const nowIso = () => new Date(app.now()).toISOString();

  return {
    async create(staff: AuthUser, { phone, name, type, password }: CreateAccountBody) {
      const passwordHash = await hashPassword(password);
      const at = nowIso();
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
      return toMember(created);
    },

    /** 停用 (`disable`) or 启用 an account. */
    async setDisabled(staff: AuthUser, id: number, disable: boolean) {
      const after = await app.db.transaction().execute(async (trx) => {
        const before = await targetUser(trx, id);
        if (disable && before.id === staff.id) throw new BusinessError(MSG.notYourself);
        if ((before.disabled === 1) === disable) {
          throw new BusinessError(disable ? MSG.alreadyDisabled : MSG.alreadyEnabled);
        }
        if (disable) await keepAnotherStaff(trx, before);
        const updated = await trx
          .updateTable('users')
          .set({ disabled: disable ? 1 : 0, updated_at: nowIso() })
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
      return toMember(after);
    },

    /** Sets the password staff typed, or one made here when they typed none; answers it once. */
    async resetPassword(staff: AuthUser, id: number, typed: string | undefined) {
      const temporaryPassword = typed || makeTemporaryPassword();
      const passwordHash = await hashPassword(temporaryPassword);
      await app.db.transaction().execute(async (trx) => {
        const before = await targetUser(trx, id);
        await trx
          .updateTable('users')
          .set({ password_hash: passwordHash, must_change_password: 1, updated_at: nowIso() })
          .where('id', '=', before.id)
          .execute();
        // Whoever knew the old password is signed out with it.
        await trx.deleteFrom('tickets').where('user_id', '=', before.id).execute();
        await tellPasswordReset(trx, app, before.id);
        await recordStaffWrite(trx, staff, app.now(), {
          action: 'user.reset_password',
          targetType: 'user',
          targetId: before.id,
          summary: `重置密码：${before.name}`,
        });
      });
      return temporaryPassword;
    },

    async changeType(staff: AuthUser, id: number, type: UserType) {
      const after = await app.db.transaction().execute(async (trx) => {
        const before = await targetUser(trx, id);
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
          .set({ type, updated_at: nowIso() })
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
      return toMember(after);
    },
  };
}
