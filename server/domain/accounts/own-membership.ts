// A player's side of club membership: answering an invitation, asking to leave. Each is a move of
// the caller's own membership from one status to the next, with its history row.
import type { Kysely } from 'kysely';
import { CURRENT_MEMBERSHIP_STATUSES } from '../../auth/current-user';
import type { Database, MembershipStatus } from '../../db/schema';
import { BusinessError, ErrorCode, forbidden, notFound } from '../../http/business-error';
import { setMembershipStatus } from '../clubs-and-people/membership-history';
import { MSG } from './account-messages';
import { tellLeaveRequested } from '../inbox/club-news';
import type { Teller } from '../inbox/tell';

export interface Transition {
  from: MembershipStatus;
  to: MembershipStatus;
  /** Why a membership of someone else is refused. */
  notMine: string;
  /** The refusal when the membership is no longer in `from`. */
  notInFrom: () => BusinessError;
  /** A last check before the change (for example: not already in another club). */
  before?: () => Promise<void>;
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

/** Moves the caller's own membership from one status to the next, with its history row. */
export async function moveOwnMembership(
  db: Kysely<Database>,
  userId: number,
  membershipId: number,
  at: string,
  transition: Transition,
  teller: Teller,
): Promise<void> {
  const membership = await ownMembership(db, membershipId, userId, transition.notMine);
  if (membership.status !== transition.from) throw transition.notInFrom();
  await transition.before?.();
  await db.transaction().execute(async (trx) => {
    const { from, to } = transition;
    // Someone else changed it first (for example the contact withdrew the invitation).
    if (!(await setMembershipStatus(trx, membership.id, to, at, from))) {
      throw new BusinessError(MSG.statusChanged, ErrorCode.conflict);
    }
    if (to === 'leave_requested') await tellLeaveRequested(trx, teller, membership.id);
  });
}

/** Refuses a player who already plays for a club (or is leaving one): one club at a time. */
export async function assertInNoClub(db: Kysely<Database>, userId: number): Promise<void> {
  const elsewhere = await db
    .selectFrom('memberships')
    .select('id')
    .where('user_id', '=', userId)
    .where('status', 'in', CURRENT_MEMBERSHIP_STATUSES)
    .executeTakeFirst();
  if (elsewhere) throw new BusinessError(MSG.alreadyInClub, ErrorCode.conflict);
}
