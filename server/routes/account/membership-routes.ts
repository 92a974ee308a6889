// A player's side of club membership: answer an invitation, ask to leave. Every status change
// writes a membership_events row in the same transaction.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely, Transaction } from 'kysely';
import { membershipActionBody } from '../../../src/contract/account';
import { CURRENT_MEMBERSHIP_STATUSES } from '../../auth/current-user';
import { requireUser } from '../../auth/require-user';
import type { Database, MembershipStatus } from '../../db/schema';
import { BusinessError, ErrorCode, forbidden, notFound } from '../../http/business-error';
import { ok } from '../../http/envelope';
import { MSG } from './account-messages';

const tags = ['账号'];

async function setStatus(
  trx: Transaction<Database>,
  membershipId: number,
  from: MembershipStatus,
  to: MembershipStatus,
  at: string,
): Promise<void> {
  const changed = await trx
    .updateTable('memberships')
    .set({ status: to, updated_at: at })
    .where('id', '=', membershipId)
    .where('status', '=', from)
    .executeTakeFirst();
  // Someone else changed it first (for example the contact withdrew the invitation).
  if (Number(changed.numUpdatedRows) !== 1) {
    throw new BusinessError(MSG.statusChanged, ErrorCode.conflict);
  }
  await trx
    .insertInto('membership_events')
    .values({ membership_id: membershipId, status: to, at })
    .execute();
}

async function ownMembership(
  db: Kysely<Database>,
  membershipId: number,
  userId: number,
  notMine: string,
) {
  const membership = await db
    .selectFrom('memberships')
    .select(['id', 'user_id', 'status'])
    .where('id', '=', membershipId)
    .executeTakeFirst();
  if (!membership) throw notFound(MSG.membershipNotFound);
  if (membership.user_id !== userId) throw forbidden(notMine);
  return membership;
}

export const membershipRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/user/accept',
    { schema: { summary: '接受俱乐部邀请', tags, body: membershipActionBody } },
    async (request) => {
      const caller = requireUser(request);
      const membership = await ownMembership(
        app.db,
        request.body.membershipId,
        caller.id,
        MSG.notYourInvitation,
      );
      if (membership.status !== 'invited')
        throw new BusinessError(MSG.invitationHandled, ErrorCode.conflict);
      const elsewhere = await app.db
        .selectFrom('memberships')
        .select('id')
        .where('user_id', '=', caller.id)
        .where('status', 'in', CURRENT_MEMBERSHIP_STATUSES)
        .executeTakeFirst();
      if (elsewhere) throw new BusinessError(MSG.alreadyInClub, ErrorCode.conflict);
      const at = new Date(app.now()).toISOString();
      await app.db
        .transaction()
        .execute((trx) => setStatus(trx, membership.id, 'invited', 'active', at));
      return ok(null, MSG.accepted);
    },
  );

  app.post(
    '/user/reject',
    { schema: { summary: '拒绝俱乐部邀请', tags, body: membershipActionBody } },
    async (request) => {
      const caller = requireUser(request);
      const membership = await ownMembership(
        app.db,
        request.body.membershipId,
        caller.id,
        MSG.notYourInvitation,
      );
      if (membership.status !== 'invited')
        throw new BusinessError(MSG.invitationHandled, ErrorCode.conflict);
      const at = new Date(app.now()).toISOString();
      await app.db
        .transaction()
        .execute((trx) => setStatus(trx, membership.id, 'invited', 'rejected', at));
      return ok(null, MSG.rejected);
    },
  );

  app.post(
    '/user/apply/leave',
    { schema: { summary: '申请退出俱乐部', tags, body: membershipActionBody } },
    async (request) => {
      const caller = requireUser(request);
      const membership = await ownMembership(
        app.db,
        request.body.membershipId,
        caller.id,
        MSG.notYourMembership,
      );
      if (membership.status !== 'active') throw new BusinessError(MSG.notActive);
      const at = new Date(app.now()).toISOString();
      await app.db
        .transaction()
        .execute((trx) => setStatus(trx, membership.id, 'active', 'leave_requested', at));
      return ok(null, MSG.leaveRequested);
    },
  );
};
