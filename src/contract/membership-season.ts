// The membership season's registration calls (docs/membership.md): staff set the season and the
// waiver; a person registers (or renews) as 球员/教练员/裁判员 and a club's contact registers the
// club; staff review. Money is in fen on the wire and in the database; the forms take yuan and
// convert here, so no float reaches a stored amount.
import { z } from 'zod';
import { phoneSchema, visibleText } from './account';
import { consoleListFields, consolePageOf } from './admin-life-cycle';
import { recordId } from './content-portal';
import {
  DISPLAY_STATUSES,
  PERSON_KINDS,
  REGISTRATION_KINDS,
  STORED_STATUSES,
} from './rules/season-registration';

export * from './rules/season-registration';

const isRealDate = (text: string) => {
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
};
export const dateField = (label: string) =>
  z
    .string({ error: `请输入${label}` })
    .trim()
    .min(1, `请输入${label}`)
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label}格式应为 YYYY-MM-DD`)
    .refine(isRealDate, `${label}不是有效日期`);
const optionalDate = (label: string) =>
  z.union([z.literal('').transform(() => null), dateField(label)]).nullish();

/** A fee typed in yuan (at most two decimals), kept as whole fen. */
const feeYuan = (label: string) =>
  z.coerce
    .number({ error: `${label}必须是数字` })
    .min(0, `${label}不能为负数`)
    .max(100000, `${label}不能超过 100000 元`)
    .refine(
      (yuan) => Number.isInteger(Math.round(yuan * 100 * 1000) / 1000),
      `${label}最多两位小数`,
    )
    .transform((yuan) => Math.round(yuan * 100));

// ——— Seasons (console) ———

/** POST /api/admin/membership/seasons and /seasons/{id}: fees in yuan as the form shows them. */
export const seasonBody = z
  .object({
    year: z.coerce
      .number({ error: '年度必须是数字' })
      .int('年度必须是整数')
      .min(2000, '年度不正确')
      .max(2100, '年度不正确'),
    startsOn: dateField('开始日期'),
    endsOn: dateField('结束日期'),
    feePlayer: feeYuan('球员会费'),
    feeCoach: feeYuan('教练员会费'),
    feeJudge: feeYuan('裁判员会费'),
    feeClub: feeYuan('俱乐部会费'),
    transferOpens: optionalDate('转会开始日期'),
    transferCloses: optionalDate('转会截止日期'),
    // A form sends the choice as 'true' / 'false'; a JSON call may send the boolean.
    idNumberRequired: z
      .union([z.boolean(), z.enum(['true', 'false']).transform((value) => value === 'true')], {
        error: '请选择是否必填身份证号',
      })
      .default(false),
  })
  .refine((s) => s.startsOn < s.endsOn, { message: '结束日期须晚于开始日期', path: ['endsOn'] })
  .refine((s) => !s.transferOpens || !s.transferCloses || s.transferOpens <= s.transferCloses, {
    message: '转会截止日期不能早于开始日期',
    path: ['transferCloses'],
  });
export type SeasonBody = z.input<typeof seasonBody>;

export const seasonSchema = z.object({
  id: z.number().int(),
  year: z.number().int(),
  startsOn: z.string(),
  endsOn: z.string(),
  fees: z.object({
    player: z.number().int(),
    coach: z.number().int(),
    judge: z.number().int(),
    club: z.number().int(),
  }),
  transferOpens: z.string().nullable(),
  transferCloses: z.string().nullable(),
  idNumberRequired: z.boolean(),
});
export type Season = z.infer<typeof seasonSchema>;
export const seasonListSchema = z.array(seasonSchema);

// ——— Waiver (console) ———

export const WAIVER_MAX = 20000;
/** POST /api/admin/membership/waivers: publishes the next version; old ones stay as they were. */
export const waiverBody = z.object({
  text: visibleText(
    z
      .string({ error: '请填写免责声明' })
      .trim()
      .min(1, '请填写免责声明')
      .max(WAIVER_MAX, `免责声明不能超过 ${WAIVER_MAX} 个字`),
    '免责声明',
  ),
});
export const waiverSchema = z.object({
  id: z.number().int(),
  version: z.number().int(),
  text: z.string(),
  publishedAt: z.string(),
});
export type Waiver = z.infer<typeof waiverSchema>;
export const waiverListSchema = z.array(waiverSchema);

// ——— Registering (user centre, club centre) ———

const guardianFields = {
  guardianName: visibleText(
    z
      .string({ error: '请填写监护人姓名' })
      .trim()
      .min(1, '请填写监护人姓名')
      .max(20, '监护人姓名不能超过 20 个字'),
    '监护人姓名',
  ),
  guardianPhone: phoneSchema,
  guardianRelation: visibleText(
    z
      .string({ error: '请填写与监护人的关系' })
      .trim()
      .min(1, '请填写与监护人的关系')
      .max(10, '关系不能超过 10 个字'),
    '关系',
  ),
  guardianConsent: z.literal(true, { error: '请勾选监护人同意' }),
};
export const guardianSchema = z.object(guardianFields);
export type Guardian = z.infer<typeof guardianSchema>;

/**
 * What a registration is submitted with: the waiver version read (null: not accepted yet, so it
 * stays 待提交), a birth date when the account has none, and a minor's guardian when given.
 */
const submission = {
  waiverVersion: z.coerce
    .number({ error: '免责声明版本不正确' })
    .int('免责声明版本不正确')
    .nullable(),
  birthDate: optionalDate('出生日期'),
  guardian: guardianSchema.nullish(),
};

/** POST /api/user/season/registrations */
export const registerBody = z.object({
  seasonId: recordId('年度编号'),
  kind: z.enum(PERSON_KINDS, { error: '请选择注册类别' }),
  ...submission,
});
export type RegisterBody = z.input<typeof registerBody>;
/** POST /api/user/season/registrations/{id}/submit: a draft completed. */
export const submitBody = z.object(submission);
export type SubmitBody = z.input<typeof submitBody>;
/** POST /api/club/season/registration: the contact's own club. */
export const clubRegisterBody = z.object({
  seasonId: recordId('年度编号'),
  waiverVersion: submission.waiverVersion,
});

export const registrationSchema = z.object({
  id: z.number().int(),
  seasonId: z.number().int(),
  year: z.number().int(),
  kind: z.enum(REGISTRATION_KINDS),
  status: z.enum(DISPLAY_STATUSES),
  statusLabel: z.string(),
  rejectReason: z.string().nullable(),
  feeFen: z.number().int(),
  waiverVersion: z.number().int().nullable(),
  waiverAcceptedAt: z.string().nullable(),
  /** Under 18 on the season's first day: a guardian's consent is needed. */
  minor: z.boolean(),
  guardian: z.object({ name: z.string(), phone: z.string(), relation: z.string() }).nullable(),
});
export type Registration = z.infer<typeof registrationSchema>;

/** GET /api/user/season: what the user centre's 年度注册 shows. */
export const mySeasonSchema = z.object({
  /** The season whose dates include today, or the next one; null when staff set none. */
  season: seasonSchema.nullable(),
  waiver: waiverSchema.nullable(),
  birthDate: z.string().nullable(),
  /** The person's ID number as 3301**********1234, the only form any answer carries; null: none. */
  idNumberMasked: z.string().nullable(),
  /** Every registration of the person's, newest season first. */
  registrations: z.array(registrationSchema),
});
export type MySeason = z.infer<typeof mySeasonSchema>;

/** GET /api/club/season: the club's own registration and its members' statuses. */
export const clubSeasonSchema = z.object({
  season: seasonSchema.nullable(),
  waiver: waiverSchema.nullable(),
  registration: registrationSchema.nullable(),
  members: z.array(
    z.object({ userId: z.number().int(), name: z.string(), statusLabel: z.string() }),
  ),
});
export type ClubSeason = z.infer<typeof clubSeasonSchema>;

// ——— Review (console) ———

export const registrationListQuery = z.object({
  ...consoleListFields,
  seasonId: recordId('年度编号').optional(),
  status: z.enum(STORED_STATUSES, { error: '状态不正确' }).optional(),
  kind: z.enum(REGISTRATION_KINDS, { error: '类别不正确' }).optional(),
});
export type RegistrationListQuery = z.input<typeof registrationListQuery>;
export const adminRegistrationSchema = registrationSchema.extend({
  name: z.string(),
  /** The person's phone or the club contact's, unmasked: staff call them about it. */
  phone: z.string().nullable(),
});
export type AdminRegistration = z.infer<typeof adminRegistrationSchema>;
export const adminRegistrationPageSchema = consolePageOf(adminRegistrationSchema);
export const rejectRegistrationBody = z.object({
  reason: visibleText(
    z
      .string({ error: '请填写驳回理由' })
      .trim()
      .min(1, '请填写驳回理由')
      .max(200, '驳回理由不能超过 200 个字'),
    '驳回理由',
  ),
});

export const expiringCertificateSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  name: z.string(),
  kind: z.enum(['coach', 'judge']),
  number: z.string(),
  validUntil: z.string(),
});
export const expiringCertificateListSchema = z.array(expiringCertificateSchema);
