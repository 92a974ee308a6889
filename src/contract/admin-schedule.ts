// The console's schedule of one competition (/admin/competitions/:id/schedule): its games, the
// approved entries and volunteer accounts they are made from, a game's body (the 添加比赛 and edit
// forms check their fields with it too), cancelling, and a pool's round robin.
import { z } from 'zod';
import { reasonOf } from './admin-life-cycle';
import { gameRulesSchema, gameStatusSchema, ratioRuleSchema, teamSchema } from './scoring';

/** `YYYY-MM-DDTHH:MM`, as a date-time field gives it (the association's local time). */
export const startsAt = z
  .string({ error: '请填写开始时间' })
  .trim()
  .min(1, '请填写开始时间')
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, '开始时间格式应为 YYYY-MM-DDTHH:MM')
  // Zod runs this even after the pattern failed, so it must not assume the pattern held.
  .refine((text) => {
    const time = Date.parse(`${text}:00Z`);
    return !Number.isNaN(time) && new Date(time).toISOString().startsWith(text);
  }, '开始时间不是有效的时间');

const entryId = (label: string) =>
  z
    .number({ error: `请选择${label}` })
    .int(`请选择${label}`)
    .positive(`请选择${label}`);

const shortText = (label: string, max: number) =>
  z
    .string({ error: `${label}必须是文字` })
    .trim()
    .max(max, `${label}不能超过 ${max} 个字`);

export const field = shortText('场地', 20).min(1, '请填写场地');

/** Left out (an empty field) asks for the number; anything else that is not one says so. */
export const count = (label: string, min: number, max: number) =>
  z
    .number({
      error: (issue) => (issue.input === undefined ? `请填写${label}` : `${label}必须是数字`),
    })
    .int(`${label}必须是整数`)
    .min(min, `${label}不能小于 ${min}`)
    .max(max, `${label}不能大于 ${max}`);

/** A cap in minutes; null (an empty field) is no cap. */
const capMinutes = (label: string) => count(label, 1, 600).nullable();

/**
 * The game's rules (胜利分, 半场分, the caps, 每半场暂停), flat in the body so each form field
 * shows its own problem; checked together by checkRules.
 */
export const ruleFields = {
  pointsToWin: count('胜利分', 1, 99),
  halftimeAt: count('半场分', 1, 99),
  softCapMinutes: capMinutes('软上限（分钟）'),
  hardCapMinutes: capMinutes('硬上限（分钟）'),
  timeoutsPerHalf: count('每半场暂停', 0, 9),
  /**
   * A mixed game's 混合比例规则 and 记录上场名单 (docs/competitions.md, "Schedule"). Left out, a
   * game keeps what it has (a new mixed game: rule A, no lines); the server ignores the ratio rule
   * of a game outside a mixed competition.
   */
  ratioRule: ratioRuleSchema.optional(),
  trackLines: z.boolean({ error: '记录上场名单只能是开启或关闭' }).optional(),
};
export type RuleFields = z.infer<z.ZodObject<typeof ruleFields>>;

export function checkRules(rules: RuleFields, ctx: z.RefinementCtx): void {
  if (rules.halftimeAt > rules.pointsToWin) {
    ctx.addIssue({ code: 'custom', path: ['halftimeAt'], message: '半场分不能大于胜利分' });
  }
  const { softCapMinutes: soft, hardCapMinutes: hard } = rules;
  if (soft !== null && hard !== null && hard < soft) {
    ctx.addIssue({ code: 'custom', path: ['hardCapMinutes'], message: '硬上限不能早于软上限' });
  }
}

/** The rules a body names, as the scoring contract's GameRules. */
export const rulesOfBody = (body: RuleFields) => ({
  pointsToWin: body.pointsToWin,
  halftimeAt: body.halftimeAt,
  softCapMinutes: body.softCapMinutes,
  hardCapMinutes: body.hardCapMinutes,
  timeoutsPerHalf: body.timeoutsPerHalf,
  ...(body.ratioRule === undefined ? {} : { ratioRule: body.ratioRule }),
  ...(body.trackLines === undefined ? {} : { trackLines: body.trackLines }),
});

const volunteerRef = (label: string) =>
  z
    .number({ error: `请选择${label}` })
    .int(`请选择${label}`)
    .positive(`请选择${label}`)
    .nullable();

/**
 * What a game's time, place and people are, in both the create and the edit form. A game has up
 * to two volunteers, each on their own phone (docs/competitions.md). A body without
 * `secondVolunteerId`, as staff's calls sent before there were two, gives the game that one
 * volunteer, as those calls always did.
 */
const placement = {
  startsAt,
  field,
  /** A volunteer account's id, or null for none yet. */
  volunteerId: volunteerRef('记分员'),
  secondVolunteerId: volunteerRef('第二记分员').optional(),
  pool: shortText('分组', 20),
  round: shortText('轮次', 20),
};

function checkVolunteers(
  body: { volunteerId: number | null; secondVolunteerId?: number | null },
  ctx: z.RefinementCtx,
): void {
  const second = body.secondVolunteerId ?? null;
  if (second === null) return;
  if (body.volunteerId === null) {
    ctx.addIssue({ code: 'custom', path: ['volunteerId'], message: '请先选择记分员' });
  } else if (second === body.volunteerId) {
    ctx.addIssue({
      code: 'custom',
      path: ['secondVolunteerId'],
      message: '第二记分员不能与记分员相同',
    });
  }
}

/** The volunteers a body gives the game, first one first. */
export const volunteerIdsOf = (body: {
  volunteerId: number | null;
  secondVolunteerId?: number | null;
}): number[] =>
  [body.volunteerId, body.secondVolunteerId ?? null].filter((id): id is number => id !== null);

/** POST …/competitions/:id/games (添加比赛): home and away are approved entries (registrations). */
export const createGameBody = z
  .object({
    homeEntryId: entryId('主队'),
    awayEntryId: entryId('客队'),
    ...placement,
    ...ruleFields,
  })
  .superRefine((body, ctx) => {
    checkRules(body, ctx);
    checkVolunteers(body, ctx);
    if (body.homeEntryId === body.awayEntryId) {
      ctx.addIssue({ code: 'custom', path: ['awayEntryId'], message: '主队和客队不能相同' });
    }
  });
export type CreateGameBody = z.infer<typeof createGameBody>;

/**
 * POST …/games/:id: move it, change its field or volunteer, its pool and round; its rules only
 * while it has not begun (the server refuses a change of rules after that). The teams stay.
 */
export const updateGameBody = z.object({ ...placement, ...ruleFields }).superRefine((body, ctx) => {
  checkRules(body, ctx);
  checkVolunteers(body, ctx);
});
export type UpdateGameBody = z.infer<typeof updateGameBody>;

export const cancelGameBody = z.object({ reason: reasonOf('取消原因') });
export type CancelGameBody = z.infer<typeof cancelGameBody>;

/**
 * Where and when generated games go, one slot of `slotMinutes` after another from `firstStart`
 * over `fields`, and their rules: a round robin's and a championship format's (competition-stages).
 */
export const slotFields = {
  fields: z
    .array(field, { error: '请填写场地' })
    .min(1, '请填写至少一个场地')
    .max(20, '场地最多 20 个')
    .refine((names) => new Set(names).size === names.length, '场地不能重复'),
  firstStart: startsAt,
  slotMinutes: count('每场时长（分钟）', 10, 600),
  ...ruleFields,
};

/** POST …/competitions/:id/round-robin: every pairing of the chosen entries once (round-robin.ts). */
export const roundRobinBody = z
  .object({
    pool: shortText('分组', 20).min(1, '请填写分组'),
    entryIds: z
      .array(entryId('参赛队'), { error: '请选择参赛队' })
      .min(2, '至少选择两支参赛队')
      .max(24, '一个分组最多 24 支参赛队')
      .refine((ids) => new Set(ids).size === ids.length, '参赛队不能重复'),
    ...slotFields,
  })
  .superRefine(checkRules);
export type RoundRobinBody = z.infer<typeof roundRobinBody>;

const person = z.object({ id: z.number().int(), name: z.string() });
const teamRef = z.object({ clubId: z.number().int().nullable(), name: z.string() });

export const adminGameSchema = z.object({
  id: z.number().int(),
  date: z.string(),
  time: z.string(),
  field: z.string(),
  pool: z.string().nullable(),
  round: z.string().nullable(),
  home: teamRef,
  away: teamRef,
  /** The scoring state the phones drive; cancelled and forfeit stand beside it. */
  status: gameStatusSchema,
  cancelledAt: z.string().nullable(),
  cancelReason: z.string().nullable(),
  forfeitTeam: teamSchema.nullable(),
  homeScore: z.number().int(),
  awayScore: z.number().int(),
  /** The first of `volunteers`, as the one-volunteer answer gave it. */
  volunteer: person.nullable(),
  /** Everyone scoring the game now (at most two). */
  volunteers: z.array(person),
  rules: gameRulesSchema,
});
export type AdminGame = z.infer<typeof adminGameSchema>;

/** An approved entry: what 主队 and 客队 choose from. */
export const scheduleEntrySchema = z.object({
  id: z.number().int(),
  clubId: z.number().int(),
  name: z.string(),
});
export type ScheduleEntry = z.infer<typeof scheduleEntrySchema>;

/** GET …/competitions/:id: the whole schedule in order, with what its forms choose from. */
export const competitionScheduleSchema = z.object({
  competition: z.object({
    id: z.number().int(),
    name: z.string(),
    startDate: z.string(),
    endDate: z.string(),
    /** Only a mixed competition's games have a ratio rule. */
    division: z.enum(['MIX', 'MALE', 'FEMALE']),
  }),
  list: z.array(adminGameSchema),
  entries: z.array(scheduleEntrySchema),
  /** Volunteer accounts that are not disabled: what 记分员 chooses from. */
  volunteers: z.array(person),
});
export type CompetitionSchedule = z.infer<typeof competitionScheduleSchema>;

export const roundRobinResultSchema = z.object({ created: z.number().int() });
