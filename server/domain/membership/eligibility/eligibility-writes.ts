// Staff's eligibility writes, each audited in its own transaction: whether a competition asks for
// an ID number or a certificate, and an exception for one player with the reason for it.
import type { Kysely } from 'kysely';
import type { AuthUser } from '../../../auth/auth-user';
import { recordStaffWrite } from '../../../audit/record-staff-write';
import type { Database } from '../../../db/schema';
import { BusinessError, notFound } from '../../../http/business-error';
import type {
  EligibilityRulesBody,
  GrantExceptionBody,
} from '../../../../src/contract/membership-eligibility';
import { competitionEligibility, eligibilityCompetitionOf } from './competition-eligibility';
import { MSG } from './eligibility-messages';

export async function setEligibilityRules(
  db: Kysely<Database>,
  staff: AuthUser,
  competitionId: number,
  { requiresIdentity }: EligibilityRulesBody,
  now: number,
  today: string,
) {
  return db.transaction().execute(async (trx) => {
    const competition = await eligibilityCompetitionOf(trx, competitionId);
    const value = requiresIdentity ? 1 : 0;
    await trx
      .updateTable('competitions')
      .set({ requires_identity: value })
      .where('id', '=', competitionId)
      .execute();
    await recordStaffWrite(trx, staff, now, {
      action: 'competition.eligibility_rules',
      targetType: 'competition',
      targetId: competitionId,
      summary: `${requiresIdentity ? '要求' : '不再要求'}参赛球员登记身份证号码或持有效证书：${competition.name}`,
      before: { requires_identity: competition.requires_identity },
      after: { requires_identity: value },
    });
    return competitionEligibility(trx, competitionId, today);
  });
}

export async function grantException(
  db: Kysely<Database>,
  staff: AuthUser,
  competitionId: number,
  { userId, reason }: GrantExceptionBody,
  now: number,
  today: string,
) {
  return db.transaction().execute(async (trx) => {
    const competition = await eligibilityCompetitionOf(trx, competitionId);
    const player = await trx
      .selectFrom('users')
      .select(['id', 'name'])
      .where('id', '=', userId)
      .executeTakeFirst();
    if (!player) throw notFound('球员');
    const existing = await trx
      .selectFrom('eligibility_exceptions')
      .select('id')
      .where('competition_id', '=', competitionId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (existing) throw new BusinessError(MSG.exceptionTwice);
    const row = await trx
      .insertInto('eligibility_exceptions')
      .values({
        competition_id: competitionId,
        user_id: userId,
        reason,
        granted_by: staff.id,
        granted_at: new Date(now).toISOString(),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordStaffWrite(trx, staff, now, {
      action: 'competition.eligibility_exception',
      targetType: 'competition',
      targetId: competitionId,
      summary: `允许例外参赛：${player.name}（${competition.name}）：${reason}`,
      after: row,
    });
    return competitionEligibility(trx, competitionId, today);
  });
}
