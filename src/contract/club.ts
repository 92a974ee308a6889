// Club-centre calls: a club contact keeps their own club; staff approve
// clubs and may act on any club by naming it with `clubId`.
// Each field is declared in full with its own Chinese wording; other modules' fields match these
// in shape only (one zod chain a line).
import { z } from 'zod';
import { certificateSchema, phoneSchema, visibleText } from './account';
import { gameSummarySchema } from './content-competition';
import { competitionCoreSchema, divisionSchema } from './division';
import { ROSTER_MSG } from './rules/roster-messages';

export { DIVISIONS, divisionSchema, type Division } from './division';

export const CLUB_STATUSES = ['pending', 'approved', 'rejected'] as const;
export const clubStatusSchema = z.enum(CLUB_STATUSES);
export type ClubStatus = z.infer<typeof clubStatusSchema>;

export const MEMBERSHIP_STATUSES = [
  'invited',
  'active',
  'leave_requested',
  'left',
  'rejected',
] as const;
export const membershipStatusSchema = z.enum(MEMBERSHIP_STATUSES);
export type MembershipStatus = z.infer<typeof membershipStatusSchema>;

const idNumber = (label: string) =>
  z.coerce
    .number({ error: `${label}必须是数字` })
    .int(`${label}必须是整数`)
    .positive(`${label}必须大于 0`);

/** Staff name the club they act on; a contact may leave it out (their own club is meant). */
export const clubIdField = { clubId: idNumber('俱乐部编号').optional() };
export const clubScopeQuery = z.object(clubIdField);

const jerseyNumber = z.coerce
  .number({ error: '背号必须是数字' })
  .int('背号必须是整数')
  .min(0, '背号不能小于 0')
  .max(999, '背号不能大于 999');

const clubFields = {
  name: visibleText(
    z
      .string({ error: '请输入俱乐部名称' })
      .trim()
      .min(1, '请输入俱乐部名称')
      .min(2, '俱乐部名称至少 2 个字')
      .max(30, '俱乐部名称不能超过 30 个字'),
    '俱乐部名称',
  ),
  division: divisionSchema,
  city: visibleText(
    z
      .string({ error: '请输入所在城市' })
      .trim()
      .min(1, '请输入所在城市')
      .max(20, '城市名称不能超过 20 个字'),
    '城市名称',
  ),
  logo: z
    .string({ error: '标志地址必须是文字' })
    .trim()
    .max(500, '标志地址不能超过 500 个字符')
    .regex(/^(https?:\/\/|\/)\S*$/, '标志地址应以 http://、https:// 或 / 开头')
    .nullish(),
  intro: z
    .string({ error: '俱乐部简介必须是文字' })
    .trim()
    .max(1000, '俱乐部简介不能超过 1000 个字')
    .nullish(),
  foundedYear: z.coerce
    .number({ error: '成立年份必须是数字' })
    .int('成立年份必须是整数')
    .min(1950, '成立年份不能早于 1950 年')
    .max(2100, '成立年份不正确')
    .nullish(),
};

/** POST /api/club/register: a signed-in player without a club registers one and becomes its contact. */
export const registerClubBody = z.object(clubFields);
export type RegisterClubBody = z.infer<typeof registerClubBody>;

/** POST /api/club/update: only the fields given change. */
export const updateClubBody = z.object({
  ...clubIdField,
  name: clubFields.name.optional(),
  division: divisionSchema.optional(),
  city: clubFields.city.optional(),
  logo: clubFields.logo,
  intro: clubFields.intro,
  foundedYear: clubFields.foundedYear,
});
export type UpdateClubBody = z.infer<typeof updateClubBody>;

export const clubSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  division: divisionSchema,
  city: z.string(),
  logo: z.string().nullable(),
  intro: z.string().nullable(),
  foundedYear: z.number().int().nullable(),
  status: clubStatusSchema,
  /** Why staff rejected the registration (rejected clubs only), shown to the contact. */
  rejectReason: z.string().nullable(),
  createdAt: z.string(),
});
export type Club = z.infer<typeof clubSchema>;

export const clubMemberSchema = z.object({
  membershipId: z.number().int(),
  userId: z.number().int(),
  number: z.number().int().nullable(),
  name: z.string(),
  gender: z.enum(['M', 'F']).nullable(),
  status: membershipStatusSchema,
  /** Masked: 138****0001. */
  phone: z.string(),
  updatedAt: z.string(),
  /** Coach and judge certificates, newest first. */
  certificates: z.array(certificateSchema.pick({ kind: true, level: true })),
  /** 有效, 待缴费… or 未注册: the member as a player in the current season (docs/membership.md). */
  seasonStatus: z.string(),
});
export type ClubMember = z.infer<typeof clubMemberSchema>;

/** The roster, the invitations and the leave requests: members in number order. */
export const clubMembersSchema = z.array(clubMemberSchema);

/** POST /api/club/invite: invite a registered player by phone. */
export const inviteBody = z.object({
  ...clubIdField,
  phone: phoneSchema,
  number: jerseyNumber.nullish(),
});
export type InviteBody = z.infer<typeof inviteBody>;

/** POST /api/club/invite answers the invitation's membership. */
export const invitationSchema = z.object({ membershipId: z.number().int() });
export type Invitation = z.infer<typeof invitationSchema>;

/** POST /api/club/leave/approve and /decline. */
export const membershipActionBody = z.object({
  ...clubIdField,
  membershipId: idNumber('成员编号'),
});

/** POST /api/club/leave/approve and /decline answer the membership's new status. */
export const leaveDecisionSchema = z.object({
  membershipId: z.number().int(),
  status: membershipStatusSchema,
});
export type LeaveDecision = z.infer<typeof leaveDecisionSchema>;

export const clubRegistrationSummarySchema = z.object({
  id: z.number().int(),
  status: z.enum(['pending', 'approved', 'rejected']),
  /** Why staff rejected the entry (rejected entries only), shown to the contact. */
  rejectReason: z.string().nullable(),
  playerCount: z.number().int(),
  createdAt: z.string(),
});

export const clubCompetitionSchema = competitionCoreSchema.extend({
  registrationOpens: z.string().nullable(),
  registrationCloses: z.string().nullable(),
  registrationOpen: z.boolean(),
  minMale: z.number().int(),
  minFemale: z.number().int(),
  maxRoster: z.number().int(),
  /** Fewest players a roster may have (0: no minimum beyond one). */
  minRoster: z.number().int(),
  /** This club's registration, if it has one. */
  registration: clubRegistrationSummarySchema.nullable(),
});
export type ClubCompetition = z.infer<typeof clubCompetitionSchema>;

/** GET /api/club/competitions: those open for entries and those the club entered. */
export const clubCompetitionsSchema = z.array(clubCompetitionSchema);

/** POST /api/club/competitions/{id}/register: the roster; a second call replaces it while pending,
 * and sends a rejected entry back to pending. */
export const registerCompetitionBody = z.object({
  ...clubIdField,
  players: z
    .array(z.object({ userId: idNumber('球员编号'), number: jerseyNumber.nullish() }), {
      error: '请选择参赛球员',
    })
    .min(1, ROSTER_MSG.empty)
    .max(100, ROSTER_MSG.tooLong(100)),
});
export type RegisterCompetitionBody = z.infer<typeof registerCompetitionBody>;

export const registrationSchema = z.object({
  id: z.number().int(),
  status: z.enum(['pending', 'approved', 'rejected']),
  rejectReason: z.string().nullable(),
  createdAt: z.string(),
  competition: z.object({ id: z.number().int(), name: z.string(), division: divisionSchema }),
  club: z.object({ id: z.number().int(), name: z.string() }),
  players: z.array(
    z.object({
      userId: z.number().int(),
      name: z.string(),
      gender: z.enum(['M', 'F']).nullable(),
      number: z.number().int().nullable(),
    }),
  ),
});
export type Registration = z.infer<typeof registrationSchema>;

/** GET /api/club/games: the games of the caller's club (a contact's or a player's) from today on,
 * CLUB_GAMES_DAYS of the route table ahead. */
export const clubGamesSchema = z.object({
  club: z.object({ id: z.number().int(), name: z.string() }),
  /** The first and last day covered, `YYYY-MM-DD`, on the server's calendar. */
  from: z.string(),
  to: z.string(),
  games: z.array(gameSummarySchema),
});
export type ClubGames = z.infer<typeof clubGamesSchema>;
