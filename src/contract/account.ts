// The account calls (docs/api-conventions.md). Phones are mainland mobile numbers; public answers
// carry none.
import { z } from 'zod';
import { competitionCoreSchema, divisionSchema } from './division';

export const USER_TYPES = ['player', 'contact', 'volunteer', 'staff'] as const;
export const userTypeSchema = z.enum(USER_TYPES, { error: '用户类型不正确' });
export type UserType = z.infer<typeof userTypeSchema>;

export const phoneSchema = z
  .string({ error: '请输入手机号' })
  .trim()
  .min(1, '请输入手机号')
  .regex(/^1\d{10}$/, '手机号格式不正确');
export const passwordSchema = z
  .string({ error: '请输入密码' })
  .min(1, '请输入密码')
  .min(6, '密码长度不能少于 6 位')
  .max(64, '密码长度不能超过 64 位');

/** The user as the signed-in person sees themself (own phone unmasked). */
export const currentUserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  type: userTypeSchema,
  phone: z.string(),
  gender: z.enum(['M', 'F']).nullable(),
  city: z.string().nullable(),
  clubId: z.number().int().nullable(),
  isClubContact: z.boolean(),
  /**
   * Staff reset the password (or made the account): it must be changed before anything else. The
   * server always sends it; optional so a user kept on a phone by an older version still reads.
   */
  mustChangePassword: z.boolean().optional(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

export const loginResultSchema = z.object({ ticket: z.string(), user: currentUserSchema });
export type LoginResult = z.infer<typeof loginResultSchema>;

export const passwordLoginBody = z.object({ phone: phoneSchema, password: passwordSchema });

export const GENDERS = ['M', 'F'] as const;
export const genderSchema = z.enum(GENDERS, { error: '请选择性别' });

export const checkCodeSchema = z
  .string({ error: '请输入验证码' })
  .trim()
  .min(1, '请输入验证码')
  .regex(/^\d{6}$/, '验证码为 6 位数字');

export const SMS_SCENES = ['login', 'register', 'reset'] as const;
export const smsSceneSchema = z.enum(SMS_SCENES, { error: '验证码用途不正确' });
export type SmsScene = z.infer<typeof smsSceneSchema>;

// Control characters and the invisible marks that reorder text (U+202E and its kin) would make a
// name show other than it reads; none belongs in a name.
const HIDDEN_CHARACTERS = /[\p{Cc}\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;
/** A name or place as people read it: no control characters, no text-direction marks. */
export const visibleText = (text: z.ZodString, label: string) =>
  text.refine((value) => !HIDDEN_CHARACTERS.test(value), `${label}不能包含控制字符或文字方向符号`);

const nameSchema = visibleText(
  z.string({ error: '请输入姓名' }).trim().min(1, '请输入姓名').max(20, '姓名不能超过 20 个字'),
  '姓名',
);
const citySchema = visibleText(
  z
    .string({ error: '请输入所在城市' })
    .trim()
    .min(1, '请输入所在城市')
    .max(20, '城市名称不能超过 20 个字'),
  '城市名称',
);

/** GET /api/user/sendCheckCode?phone=…&scene=login|register|reset */
export const sendCheckCodeQuery = z.object({ phone: phoneSchema, scene: smsSceneSchema });

/** POST /api/user/ccLogin */
export const codeLoginBody = z.object({ phone: phoneSchema, code: checkCodeSchema });

/** Self-registration is for players and club contacts; volunteers and staff are made by staff. */
export const REGISTER_TYPES = ['player', 'contact'] as const;

/** POST /api/user/register (answers a LoginResult: the new user is signed in). */
export const registerBody = z.object({
  phone: phoneSchema,
  code: checkCodeSchema,
  password: passwordSchema,
  name: nameSchema,
  type: z.enum(REGISTER_TYPES, { error: '注册类型只能是球员或俱乐部联系人' }),
  gender: genderSchema,
  city: citySchema,
});
export type RegisterBody = z.infer<typeof registerBody>;

/** POST /api/user/resetPassword */
export const resetPasswordBody = z.object({
  phone: phoneSchema,
  code: checkCodeSchema,
  password: passwordSchema,
});

/** POST /api/user/changePassword: the signed-in user's own, proven by the current one. */
export const changePasswordBody = z
  .object({
    oldPassword: z
      .string({ error: '请输入当前密码' })
      .min(1, '请输入当前密码')
      .max(64, '当前密码不正确'),
    password: passwordSchema,
  })
  .refine((body) => body.password !== body.oldPassword, {
    message: '新密码不能与当前密码相同',
    path: ['password'],
  });
export type ChangePasswordBody = z.infer<typeof changePasswordBody>;

/** POST /api/user/update: the signed-in user's own profile; only the fields sent change. */
export const updateProfileBody = z
  .object({
    name: nameSchema.optional(),
    gender: genderSchema.optional(),
    city: citySchema.optional(),
    intro: z
      .string({ error: '简介必须是文字' })
      .trim()
      .max(500, '简介不能超过 500 个字')
      .optional(),
    avatar: z
      .string({ error: '头像地址必须是文字' })
      .trim()
      .max(500, '头像地址过长')
      .refine((url) => url === '' || /^(https?:\/\/|\/)\S*$/.test(url), '头像地址格式不正确')
      .optional(),
    /** Where the messages go by email once the server sends email (SMTP_URL); '' removes it. */
    email: z
      .string({ error: '邮箱必须是文字' })
      .trim()
      .max(254, '邮箱地址过长')
      .refine(
        (email) => email === '' || /^[^\s@<>()",;:]+@[^\s@<>()",;:]+\.[^\s@<>()",;:]+$/.test(email),
        '邮箱地址格式不正确，例如 name@example.org',
      )
      .optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    message: '请至少修改一项资料',
  });
export type UpdateProfileBody = z.infer<typeof updateProfileBody>;

const positiveId = (label: string) =>
  z.coerce
    .number({ error: `${label}必须是数字` })
    .int(`${label}必须是整数`)
    .positive(`${label}必须大于 0`);

/** POST /api/user/accept, /api/user/reject, /api/user/apply/leave */
export const membershipActionBody = z.object({ membershipId: positiveId('成员关系编号') });

/** GET /api/user/competitions/{userId}/year/{year} */
export const userCompetitionsParams = z.object({
  userId: positiveId('用户编号'),
  year: z.coerce
    .number({ error: '年份必须是数字' })
    .int('年份必须是整数')
    .min(2000, '年份不能早于 2000 年')
    .max(2100, '年份不能晚于 2100 年'),
});

export const MEMBERSHIP_STATUSES = [
  'invited',
  'active',
  'leave_requested',
  'left',
  'rejected',
] as const;
export const membershipStatusSchema = z.enum(MEMBERSHIP_STATUSES);

export const certificateSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['coach', 'judge']),
  level: z.string(),
  number: z.string(),
  issuedOn: z.string(),
});
export type Certificate = z.infer<typeof certificateSchema>;

export const clubRefSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  division: divisionSchema,
  city: z.string(),
});

/** A membership seen by its member (user centre). */
export const myMembershipSchema = z.object({
  id: z.number().int(),
  club: clubRefSchema,
  status: membershipStatusSchema,
  number: z.number().int().nullable(),
  updatedAt: z.string(),
});
export type MyMembership = z.infer<typeof myMembershipSchema>;

/** GET /api/user/center */
export const userCenterSchema = z.object({
  user: currentUserSchema.extend({
    avatar: z.string().nullable(),
    intro: z.string().nullable(),
    /** Shown to the person only: messages reach it by email when the server sends email. */
    email: z.string().nullable(),
    createdAt: z.string(),
  }),
  /** The club the user plays for now (active or leave requested), if any. */
  membership: myMembershipSchema.nullable(),
  /** Invitations waiting for an answer. */
  invitations: z.array(myMembershipSchema),
  /** The club the user is the contact of, if any. */
  contactOf: clubRefSchema
    .extend({ status: z.enum(['pending', 'approved', 'rejected']) })
    .nullable(),
  certificates: z.array(certificateSchema),
});
export type UserCenter = z.infer<typeof userCenterSchema>;

/** GET /api/user/{id}: what anyone may see of a player or a club contact (no phone). */
export const publicMemberSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  type: userTypeSchema,
  gender: z.enum(GENDERS).nullable(),
  city: z.string().nullable(),
  avatar: z.string().nullable(),
  intro: z.string().nullable(),
  club: clubRefSchema.extend({ number: z.number().int().nullable() }).nullable(),
  certificates: z.array(certificateSchema),
});
export type PublicMember = z.infer<typeof publicMemberSchema>;

/** GET /api/user/competitions/{userId}/year/{year}: one item per competition roster holding the user. */
export const userCompetitionSchema = competitionCoreSchema.extend({
  club: z.object({ id: z.number().int(), name: z.string() }),
  registrationStatus: z.enum(['pending', 'approved', 'rejected']),
  number: z.number().int().nullable(),
});
export type UserCompetition = z.infer<typeof userCompetitionSchema>;
export const userCompetitionsSchema = z.array(userCompetitionSchema);
