// The console's 会员与俱乐部 calls (docs/console.md): club registrations, members and their
// certificates, and the staff and volunteer accounts. Lists take page, size and q and answer
// { list, total, page, size }; every write's body is checked here, and the same schema drives the
// console's form.
import { z } from 'zod';
import { phoneSchema, passwordSchema, userTypeSchema, visibleText, GENDERS } from './account';
import { consoleListFields, consolePageOf } from './admin-life-cycle';
import { clubStatusSchema, divisionSchema } from './club';

// ——— Club registrations ———

/** GET /api/admin/people/clubs: pending first, then the newest; q matches name or city. */
export const adminClubListQuery = z.object({
  ...consoleListFields,
  status: clubStatusSchema.optional(),
});
export type AdminClubListQuery = z.input<typeof adminClubListQuery>;

export const adminClubSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  division: divisionSchema,
  city: z.string(),
  status: clubStatusSchema,
  rejectReason: z.string().nullable(),
  createdAt: z.string(),
  /** The contact's own phone, unmasked: staff call them about the registration. */
  contact: z.object({ id: z.number().int(), name: z.string(), phone: z.string() }).nullable(),
});
export type AdminClub = z.infer<typeof adminClubSchema>;
export const adminClubPageSchema = consolePageOf(adminClubSchema);

export const REJECT_REASON_MAX = 200;
/** POST /api/admin/people/clubs/{id}/reject */
export const rejectClubBody = z.object({
  reason: visibleText(
    z
      .string({ error: '请填写驳回理由' })
      .trim()
      .min(1, '请填写驳回理由')
      .max(REJECT_REASON_MAX, `驳回理由不能超过 ${REJECT_REASON_MAX} 个字`),
    '驳回理由',
  ),
});
export type RejectClubBody = z.infer<typeof rejectClubBody>;

// ——— Members ———

export const ACCOUNT_STATES = ['enabled', 'disabled'] as const;

/** GET /api/admin/people/members: q matches name or phone. */
export const adminMemberListQuery = z.object({
  ...consoleListFields,
  type: userTypeSchema.optional(),
  state: z.enum(ACCOUNT_STATES, { error: '账号状态不正确' }).optional(),
});
export type AdminMemberListQuery = z.input<typeof adminMemberListQuery>;

export const adminMemberSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  phone: z.string(),
  type: userTypeSchema,
  gender: z.enum(GENDERS).nullable(),
  city: z.string().nullable(),
  disabled: z.boolean(),
  mustChangePassword: z.boolean(),
  createdAt: z.string(),
});
export type AdminMember = z.infer<typeof adminMemberSchema>;
export const adminMemberPageSchema = consolePageOf(adminMemberSchema);

export const CERTIFICATE_KINDS = ['coach', 'judge'] as const;

export const adminCertificateSchema = z.object({
  id: z.number().int(),
  kind: z.enum(CERTIFICATE_KINDS),
  level: z.string(),
  /** The CERTIFICATE_TYPE list-of-values name of `level`. */
  levelName: z.string(),
  number: z.string(),
  issuedOn: z.string(),
  /** The last day it is valid; null: no end (the query centre shows 有效). */
  validUntil: z.string().nullable(),
});
export type AdminCertificate = z.infer<typeof adminCertificateSchema>;

/** GET /api/admin/people/members/{id}: the person's page. */
export const adminMemberDetailSchema = adminMemberSchema.extend({
  club: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  certificates: z.array(adminCertificateSchema),
});
export type AdminMemberDetail = z.infer<typeof adminMemberDetailSchema>;

const isRealDate = (text: string) => {
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
};

/**
 * POST /api/admin/people/members/{id}/certificates (grant) and /certificates/{id} (change). The
 * level is a CERTIFICATE_TYPE value (the server checks the list); the number is unique per kind.
 */
export const certificateBody = z.object({
  kind: z.enum(CERTIFICATE_KINDS, { error: '请选择证书类别' }),
  level: z
    .string({ error: '请选择证书等级' })
    .trim()
    .min(1, '请选择证书等级')
    .max(20, '证书等级不正确'),
  number: z
    .string({ error: '请输入证书编号' })
    .trim()
    .min(1, '请输入证书编号')
    .max(30, '证书编号不能超过 30 个字符')
    .regex(/^[A-Za-z0-9-]+$/, '证书编号只能包含字母、数字和短横线'),
  issuedOn: z
    .string({ error: '请输入发证日期' })
    .trim()
    .min(1, '请输入发证日期')
    .regex(/^\d{4}-\d{2}-\d{2}$/, '发证日期格式应为 YYYY-MM-DD')
    .refine(isRealDate, '发证日期不是有效日期'),
  /** 有效期至: empty for a certificate without an end. */
  validUntil: z
    .union([
      z.literal('').transform(() => null),
      z
        .string({ error: '有效期格式应为 YYYY-MM-DD' })
        .trim()
        .regex(/^\d{4}-\d{2}-\d{2}$/, '有效期格式应为 YYYY-MM-DD')
        .refine(isRealDate, '有效期不是有效日期'),
    ])
    .nullish(),
});
export type CertificateBody = z.infer<typeof certificateBody>;

/** POST /api/admin/people/certificates/{id} and /certificates/{id}/revoke */
export const certificateIdParam = z.object({
  id: z.coerce
    .number({ error: '证书编号必须是数字' })
    .int('证书编号必须是整数')
    .positive('证书编号必须大于 0')
    .max(2147483647, '证书编号超出范围'),
});

/**
 * POST /api/admin/people/members/{id}/reset-password: a temporary password staff chose, or none
 * for one the server makes; either way the member must change it at the next sign-in.
 */
export const resetMemberPasswordBody = z.object({
  password: z.union([z.literal(''), passwordSchema]).optional(),
});
export type ResetMemberPasswordBody = z.infer<typeof resetMemberPasswordBody>;

/** The temporary password, answered once and never stored in the clear nor logged. */
export const temporaryPasswordSchema = z.object({ temporaryPassword: z.string() });

/** POST /api/admin/people/members/{id}/type */
export const changeUserTypeBody = z.object({ type: userTypeSchema });

// ——— Staff and volunteer accounts ———

export const ACCOUNT_TYPES = ['staff', 'volunteer'] as const;

/** GET /api/admin/people/accounts: the staff and volunteer accounts. */
export const adminAccountListQuery = z.object({
  ...consoleListFields,
  type: z.enum(ACCOUNT_TYPES, { error: '账号类型只能是工作人员或志愿者' }).optional(),
});
export type AdminAccountListQuery = z.input<typeof adminAccountListQuery>;

/** POST /api/admin/people/accounts: the initial password must be changed at the first sign-in. */
export const createAccountBody = z.object({
  phone: phoneSchema,
  name: visibleText(
    z.string({ error: '请输入姓名' }).trim().min(1, '请输入姓名').max(20, '姓名不能超过 20 个字'),
    '姓名',
  ),
  type: z.enum(ACCOUNT_TYPES, { error: '账号类型只能是工作人员或志愿者' }),
  password: passwordSchema,
});
export type CreateAccountBody = z.infer<typeof createAccountBody>;
