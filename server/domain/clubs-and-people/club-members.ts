// A contact's view of their club's people: the roster, invitations by phone and the leave
// applications they decide. Phones are masked: a contact sees who, not how to reach them.
// `membersOf` has the shape of `membershipsOf` in accounts/profile-queries.ts (memberships joined
// to one other table) but reads from the other side: a club's people, not a person's clubs. A
// builder shared by both would join a table neither needs, so each keeps its own query.
import type { Kysely } from 'kysely';
import type { Database, MembershipStatus } from '../../db/schema';
import { BusinessError, ErrorCode, notFound } from '../../http/business-error';
import type { ClubMember } from '../../../src/contract/club';
import { maskPhone } from './mask-phone';
import { createMembership, setMembershipStatus } from './membership-history';
import { MSG } from './club-messages';
import { tellInvited } from '../inbox/club-news';
import type { Teller } from '../inbox/tell';
import { playerSeasonLabels } from '../membership/seasons/member-season';

export async function membersOf(
  db: Kysely<Database>,
  clubId: number,
  statuses: readonly MembershipStatus[],
  /** `YYYY-MM-DD`: the current season's statuses are read for it. */
  today: string,
): Promise<ClubMember[]> {
  const rows = await db
    .selectFrom('memberships')
    .innerJoin('users', 'users.id', 'memberships.user_id')
    .select([
      'memberships.id as membershipId',
      'memberships.user_id as userId',
      'memberships.number',
      'memberships.status',
      'memberships.updated_at as updatedAt',
      'users.name',
      'users.gender',
      'users.phone',
    ])
    .where('memberships.club_id', '=', clubId)
    .where('memberships.status', 'in', statuses)
    .orderBy('memberships.number')
    .orderBy('memberships.id')
    .execute();
  const certificates =
    rows.length === 0
      ? []
      : await db
          .selectFrom('certificates')
          .select(['user_id', 'kind', 'level'])
          .where(
            'user_id',
            'in',
            rows.map((row) => row.userId),
          )
          .orderBy('issued_on', 'desc')
          .orderBy('id')
          .execute();
  const seasonLabels = await playerSeasonLabels(
    db,
    rows.map((row) => row.userId),
    today,
  );
  return rows.map((row) => ({
    ...row,
    seasonStatus: seasonLabels.get(row.userId) ?? '',
    phone: maskPhone(row.phone),
    certificates: certificates
      .filter((certificate) => certificate.user_id === row.userId)
      .map(({ kind, level }) => ({ kind, level })),
  }));
}

/** Invites the player registered with `phone`; answers the new membership's id. */
export async function invitePlayer(
  db: Kysely<Database>,
  clubId: number,
  invite: { phone: string; number: number | null },
  at: string,
  teller: Teller,
): Promise<number> {
  const player = await db
    .selectFrom('users')
    .select(['id', 'type'])
    .where('phone', '=', invite.phone)
    .executeTakeFirst();
  if (!player || player.type !== 'player') throw new BusinessError(MSG.notAPlayer);
  const memberships = await db
    .selectFrom('memberships')
    .select(['club_id', 'status'])
    .where('user_id', '=', player.id)
    .where('status', 'in', ['active', 'leave_requested', 'invited'])
    .execute();
  if (memberships.some((m) => m.status !== 'invited' && m.club_id === clubId)) {
    throw new BusinessError(MSG.alreadyMember, ErrorCode.conflict);
  }
  if (memberships.some((m) => m.status !== 'invited')) throw new BusinessError(MSG.inOtherClub);
  if (memberships.some((m) => m.club_id === clubId)) {
    throw new BusinessError(MSG.alreadyInvited, ErrorCode.conflict);
  }
  return db.transaction().execute(async (trx) => {
    const membershipId = await createMembership(trx, {
      clubId,
      userId: player.id,
      number: invite.number,
      status: 'invited',
      at,
    });
    await tellInvited(trx, teller, membershipId);
    return membershipId;
  });
}

/** Approves (`left`) or declines (`active`) a member's leave application; answers its id. */
export async function decideLeave(
  db: Kysely<Database>,
  clubId: number,
  membershipId: number,
  status: 'left' | 'active',
  at: string,
): Promise<number> {
  const membership = await db
    .selectFrom('memberships')
    .select(['id', 'status'])
    .where('id', '=', membershipId)
    .where('club_id', '=', clubId)
    .executeTakeFirst();
  if (!membership) throw notFound(MSG.clubMember);
  if (membership.status !== 'leave_requested') throw new BusinessError(MSG.noLeaveRequest);
  await db.transaction().execute((trx) => setMembershipStatus(trx, membership.id, status, at));
  return membership.id;
}
