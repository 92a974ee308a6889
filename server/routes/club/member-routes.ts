// The club's roster, invitations by phone, and the leave applications the contact decides.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { requireUser } from '../../auth/require-user';
import { signedIn } from '../../auth/route-auth';
import type { Database, MembershipStatus } from '../../db/schema';
import { BusinessError, ErrorCode, notFound } from '../../http/business-error';
import { ok } from '../../http/envelope';
import { serve } from '../../http/serve-route';
import { clubApi } from '../../../src/contract/api/club';
import type { ClubMember } from '../../../src/contract/club';
import { maskPhone } from '../../domain/clubs-and-people/mask-phone';
import {
  createMembership,
  setMembershipStatus,
} from '../../domain/clubs-and-people/membership-history';
import { assertApproved, resolveClub } from '../../domain/clubs-and-people/own-club';
import { MSG } from '../../domain/clubs-and-people/club-messages';

async function membersOf(
  db: Kysely<Database>,
  clubId: number,
  statuses: readonly MembershipStatus[],
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
  return rows.map((row) => ({
    ...row,
    phone: maskPhone(row.phone),
    certificates: certificates
      .filter((certificate) => certificate.user_id === row.userId)
      .map(({ kind, level }) => ({ kind, level })),
  }));
}

export async function clubMemberRoutes(app: FastifyInstance): Promise<void> {
  for (const [route, statuses] of [
    [clubApi.members, ['active', 'leave_requested']],
    [clubApi.invitations, ['invited']],
    [clubApi.leaveRequests, ['leave_requested']],
  ] as const) {
    await serve(app, route, {
      config: signedIn('contact', 'staff'),
      handler: async (request) => {
        const user = requireUser(request, 'contact', 'staff');
        const club = await resolveClub(app.db, user, request.query.clubId);
        return ok(await membersOf(app.db, club.id, statuses));
      },
    });
  }

  await serve(app, clubApi.invite, {
    config: signedIn('contact', 'staff'),
    handler: async (request) => {
      const user = requireUser(request, 'contact', 'staff');
      const club = await resolveClub(app.db, user, request.body.clubId);
      assertApproved(club);
      const player = await app.db
        .selectFrom('users')
        .select(['id', 'type'])
        .where('phone', '=', request.body.phone)
        .executeTakeFirst();
      if (!player || player.type !== 'player') throw new BusinessError(MSG.notAPlayer);
      const memberships = await app.db
        .selectFrom('memberships')
        .select(['club_id', 'status'])
        .where('user_id', '=', player.id)
        .where('status', 'in', ['active', 'leave_requested', 'invited'])
        .execute();
      if (memberships.some((m) => m.status !== 'invited' && m.club_id === club.id)) {
        throw new BusinessError(MSG.alreadyMember, ErrorCode.conflict);
      }
      if (memberships.some((m) => m.status !== 'invited')) throw new BusinessError(MSG.inOtherClub);
      if (memberships.some((m) => m.club_id === club.id)) {
        throw new BusinessError(MSG.alreadyInvited, ErrorCode.conflict);
      }
      const membershipId = await app.db.transaction().execute((trx) =>
        createMembership(trx, {
          clubId: club.id,
          userId: player.id,
          number: request.body.number ?? null,
          status: 'invited',
          at: new Date(app.now()).toISOString(),
        }),
      );
      return ok({ membershipId }, MSG.invited);
    },
  });

  for (const [route, status, message] of [
    [clubApi.approveLeave, 'left', MSG.leaveApproved],
    [clubApi.declineLeave, 'active', MSG.leaveDeclined],
  ] as const) {
    await serve(app, route, {
      config: signedIn('contact', 'staff'),
      handler: async (request) => {
        const user = requireUser(request, 'contact', 'staff');
        const club = await resolveClub(app.db, user, request.body.clubId);
        const membership = await app.db
          .selectFrom('memberships')
          .select(['id', 'status'])
          .where('id', '=', request.body.membershipId)
          .where('club_id', '=', club.id)
          .executeTakeFirst();
        if (!membership) throw notFound(MSG.clubMember);
        if (membership.status !== 'leave_requested') throw new BusinessError(MSG.noLeaveRequest);
        await app.db
          .transaction()
          .execute((trx) =>
            setMembershipStatus(trx, membership.id, status, new Date(app.now()).toISOString()),
          );
        return ok({ membershipId: membership.id, status }, message);
      },
    });
  }
}
