// The season's ID numbers, eligibility and transfers (docs/membership.md): a person's ID number
// (entered whole, answered only masked), staff's exceptions and the flags on an entry, and a
// player's transfer between clubs. Every body is checked here, and the same schema drives the form.
import { z } from 'zod';
import { visibleText } from './account';

const REASON_MAX = 200;
const reasonOf = (label: string) =>
  visibleText(
    z
      .string({ error: `请填写${label}` })
      .trim()
      .min(1, `请填写${label}`)
      .max(REASON_MAX, `${label}不能超过 ${REASON_MAX} 个字`),
    label,
  );
const recordId = (label: string) =>
  z.coerce
    .number({ error: `${label}必须是数字` })
    .int(`${label}必须是整数`)
    .positive(`${label}必须大于 0`)
    .max(2147483647, `${label}超出范围`);

/** POST /api/user/idNumber: the checksum and the date are the server's to check (GB 11643). */
export const saveIdNumberBody = z.object({
  idNumber: z
    .string({ error: '请输入身份证号码' })
    .trim()
    .min(1, '请输入身份证号码')
    .max(30, '身份证号码应为 18 位'),
});
export type SaveIdNumberBody = z.infer<typeof saveIdNumberBody>;

export const savedIdNumberSchema = z.object({
  /** e.g. 3301**********1234: the only form an answer ever carries. */
  masked: z.string(),
  birthDate: z.string(),
});
export type SavedIdNumber = z.infer<typeof savedIdNumberSchema>;

/** POST /api/admin/competitions/{id}/eligibility/exceptions */
export const grantExceptionBody = z.object({
  userId: recordId('球员编号'),
  reason: reasonOf('例外原因'),
});
export type GrantExceptionBody = z.infer<typeof grantExceptionBody>;

/** POST /api/admin/competitions/{id}/eligibility/rules */
export const eligibilityRulesBody = z.object({
  requiresIdentity: z.boolean({ error: '请选择是否要求身份证号码或有效证书' }),
});
export type EligibilityRulesBody = z.infer<typeof eligibilityRulesBody>;

export const eligibilityExceptionSchema = z.object({
  userId: z.number().int(),
  name: z.string(),
  reason: z.string(),
  grantedAt: z.string(),
});

/** A rostered player of an approved entry who no longer meets the rules: flagged, never dropped. */
export const eligibilityFlagSchema = z.object({
  registrationId: z.number().int(),
  clubName: z.string(),
  userId: z.number().int(),
  name: z.string(),
  problem: z.string(),
});
export type EligibilityFlag = z.infer<typeof eligibilityFlagSchema>;

/** GET /api/admin/competitions/{id}/eligibility */
export const competitionEligibilitySchema = z.object({
  /** The season whose dates hold the competition's start; null: no season, no check. */
  seasonYear: z.number().int().nullable(),
  requiresIdentity: z.boolean(),
  exceptions: z.array(eligibilityExceptionSchema),
  flags: z.array(eligibilityFlagSchema),
});
export type CompetitionEligibility = z.infer<typeof competitionEligibilitySchema>;

export const insuranceFileSchema = z.string().describe('XLSX：姓名、性别、出生日期、身份证号码');

export const TRANSFER_STATUSES = [
  'requested',
  'club_accepted',
  'approved',
  'rejected',
  'cancelled',
] as const;
export const transferStatusSchema = z.enum(TRANSFER_STATUSES);
export const TRANSFER_STATUS_LABELS: Record<(typeof TRANSFER_STATUSES)[number], string> = {
  requested: '待新俱乐部接收',
  club_accepted: '待协会审核',
  approved: '已转会',
  rejected: '已驳回',
  cancelled: '已撤回',
};

/** POST /api/user/transfers: the player names the club they move to. */
export const playerTransferBody = z.object({ toClubId: recordId('俱乐部编号') });
/** POST /api/club/transfers: the new club's contact names the player who joins. */
export const clubTransferBody = z.object({ userId: recordId('球员编号') });
/** POST /api/admin/transfers/{id}/reject */
export const rejectTransferBody = z.object({ reason: reasonOf('驳回原因') });
export type RejectTransferBody = z.infer<typeof rejectTransferBody>;

export const transferSchema = z.object({
  id: z.number().int(),
  seasonYear: z.number().int(),
  userId: z.number().int(),
  userName: z.string(),
  fromClubId: z.number().int().nullable(),
  fromClubName: z.string().nullable(),
  toClubId: z.number().int(),
  toClubName: z.string(),
  status: transferStatusSchema,
  requestedAt: z.string(),
  clubAcceptedAt: z.string().nullable(),
  decidedAt: z.string().nullable(),
  reason: z.string().nullable(),
});
export type Transfer = z.infer<typeof transferSchema>;
export const transferListSchema = z.array(transferSchema);
