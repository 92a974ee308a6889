// A player's side of club membership: answer an invitation, ask to leave. Every status change
// writes a membership_events row in the same transaction.
import type { FastifyInstance } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import { accountApi } from '../../../src/contract/api/account';
import { CURRENT_MEMBERSHIP_STATUSES } from '../../auth/current-user';
import { requireUser } from '../../auth/require-user';
import { signedIn } from '../../auth/route-auth';
import type { Database, MembershipStatus } from '../../db/schema';
import { BusinessError, ErrorCode, forbidden, notFound } from '../../http/business-error';
import { ok } from '../../http/envelope';
import { serve } from '../../http/serve-route';
import { MSG } from './account-messages';

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

interface Transition {
  from: MembershipStatus;
  to: MembershipStatus;
  /** Why a membership of someone else is refused. */
  notMine: string;
  /** The refusal when the membership is no longer in `from`. */
  notInFrom: () => BusinessError;
  /** A last check before the change (for example: not already in another club). */
  before?: () => Promise<void>;
}

/** Moves the caller's own membership from one status to the next, with its history row. */
async function moveOwnMembership(
  db: Kysely<Database>,
  userId: number,
  membershipId: number,
  at: string,
  transition: Transition,
): Promise<void> {
  const membership = await ownMembership(db, membershipId, userId, transition.notMine);
  if (membership.status !== transition.from) throw transition.notInFrom();
  await transition.before?.();
  await db
    .transaction()
    .execute((trx) => setStatus(trx, membership.id, transition.from, transition.to, at));
}

const invitationHandled = () => new BusinessError(MSG.invitationHandled, ErrorCode.conflict);

export async function membershipRoutes(app: FastifyInstance): Promise<void> {
  const move = (userId: number, membershipId: number, transition: Transition) =>
    moveOwnMembership(app.db, userId, membershipId, new Date(app.now()).toISOString(), transition);

  await serve(app, accountApi.accept, {
    config: signedIn(),
    handler: async (request) => {
      const caller = requireUser(request);
      await move(caller.id, request.body.membershipId, {
        from: 'invited',
        to: 'active',
        notMine: MSG.notYourInvitation,
        notInFrom: invitationHandled,
        before: async () => {
          const elsewhere = await app.db
            .selectFrom('memberships')
            .select('id')
            .where('user_id', '=', caller.id)
            .where('status', 'in', CURRENT_MEMBERSHIP_STATUSES)
            .executeTakeFirst();
          if (elsewhere) throw new BusinessError(MSG.alreadyInClub, ErrorCode.conflict);
        },
      });
      return ok(null, MSG.accepted);
    },
  });

  await serve(app, accountApi.reject, {
    config: signedIn(),
    handler: async (request) => {
      const caller = requireUser(request);
      await move(caller.id, request.body.membershipId, {
        from: 'invited',
        to: 'rejected',
        notMine: MSG.notYourInvitation,
        notInFrom: invitationHandled,
      });
      return ok(null, MSG.rejected);
    },
  });

  await serve(app, accountApi.applyLeave, {
    config: signedIn(),
    handler: async (request) => {
      const caller = requireUser(request);
      await move(caller.id, request.body.membershipId, {
        from: 'active',
        to: 'leave_requested',
        notMine: MSG.notYourMembership,
        notInFrom: () => new BusinessError(MSG.notActive),
      });
      return ok(null, MSG.leaveRequested);
    },
  });
}
