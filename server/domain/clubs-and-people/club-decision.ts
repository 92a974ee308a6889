// Approving or rejecting a club registration: one write for the console's calls and the original
// POST /api/club/{id}/approve and /reject, so both keep the reason and leave an audit row. The
// query centre reads clubs straight from the table (server/domain/clubs-and-people/club-queries.ts), so an
// approved club is listed at once with no cache to clear.
import type { FastifyInstance } from 'fastify';
import type { AuthUser } from '../../auth/auth-user';
import { recordStaffWrite } from '../../audit/record-staff-write';
import type { ClubsTable } from '../../db/schema';
import { BusinessError, notFound } from '../../http/business-error';
import type { Selectable } from 'kysely';
import { MSG } from './people-messages';

export type ClubDecision = { status: 'approved' } | { status: 'rejected'; reason: string | null };

export async function decideClub(
  app: FastifyInstance,
  staff: AuthUser,
  clubId: number,
  decision: ClubDecision,
): Promise<Selectable<ClubsTable>> {
  return app.db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('clubs')
      .selectAll()
      .where('id', '=', clubId)
      .executeTakeFirst();
    if (!before) throw notFound(MSG.club);
    if (before.status === decision.status) {
      throw new BusinessError(
        decision.status === 'approved' ? MSG.alreadyApproved : MSG.alreadyRejected,
      );
    }
    const rejectReason = decision.status === 'rejected' ? decision.reason : null;
    const after = await trx
      .updateTable('clubs')
      .set({ status: decision.status, reject_reason: rejectReason })
      .where('id', '=', clubId)
      .returningAll()
      .executeTakeFirstOrThrow();
    const approved = decision.status === 'approved';
    await recordStaffWrite(trx, staff, app.now(), {
      action: approved ? 'club.approve' : 'club.reject',
      targetType: 'club',
      targetId: clubId,
      summary: approved
        ? `通过俱乐部注册：${after.name}`
        : `驳回俱乐部注册：${after.name}${rejectReason ? `（${rejectReason}）` : ''}`,
      before,
      after,
    });
    return after;
  });
}
