// A championship's format as the API carries it (issue #35, docs/competitions.md "Stages and
// progression"): its stages, its games with each side a club or a placeholder (「A组第1」
// 「第1场胜者」), the final placements and each team's path, what waits for staff (a tie only the
// last resort breaks, a correction that would change games already begun), and the console's
// bodies. The rules behind it are src/contract/rules/; the preview is build-format.ts run in the
// browser, so only saving needs a call.
// Each answer's schema is declared in full, as the API document shows it; other modules' schemas
// match these in shape only (one field a line).
import { z } from 'zod';
import { reasonOf } from './admin-life-cycle';
import { checkRules, count, slotFields } from './admin-schedule';
import { championshipSchema, teamRefSchema, tieBreakRulesSchema } from './championship';

export * from './championship';

/**
 * A correction changed who fills a game that has already begun: nothing was changed, and staff
 * decide (apply: the new team takes the slot; keep: the game stays as played).
 */
export const stageConflictSchema = z.object({
  id: z.number().int(),
  gameId: z.number().int(),
  number: z.number().int(),
  code: z.string(),
  side: z.enum(['home', 'away']),
  slotLabel: z.string(),
  current: teamRefSchema.nullable(),
  /** Null when the slot would become unknown again. */
  proposed: teamRefSchema.nullable(),
  /** 「第9场（QF1）主队：A组第1 现为 乙，按更正后的成绩应为 甲；比赛已开始，请决定」. */
  message: z.string(),
  createdAt: z.string(),
});
export type StageConflict = z.infer<typeof stageConflictSchema>;

/** GET /api/admin/competitions/:id/stages: the console's format page. */
export const consoleStagesSchema = z.object({
  competition: z.object({
    id: z.number().int(),
    name: z.string(),
    forfeitPoints: z.number().int(),
    tieBreakRules: tieBreakRulesSchema,
  }),
  /** The approved entries, what the seeding orders. */
  entries: z.array(teamRefSchema),
  /** The saved format's choices, null before one is saved. */
  format: z
    .object({
      templateId: z.string(),
      options: z.object({
        poolSizes: z.array(z.number().int()).optional(),
        playOut: z.number().int().optional(),
        crossovers: z.boolean().optional(),
      }),
      seeds: z.array(teamRefSchema),
    })
    .nullable(),
  championship: championshipSchema.nullable(),
  /** Corrections waiting for staff's decision, oldest first. */
  conflicts: z.array(stageConflictSchema),
  /** Whether any game of the format has begun (then the format can no longer be removed). */
  begun: z.boolean(),
});
export type ConsoleStages = z.infer<typeof consoleStagesSchema>;

const clubId = (label: string) =>
  z
    .number({ error: `${label}不正确` })
    .int(`${label}不正确`)
    .positive(`${label}不正确`)
    .max(2147483647, `${label}不正确`);

export const formatOptionsSchema = z.object({
  poolSizes: z
    .array(count('每组队数', 1, 64), { error: '各组队数不正确' })
    .max(16, '小组最多 16 个')
    .optional(),
  playOut: count('决出名次', 1, 64).optional(),
  crossovers: z.boolean({ error: '是否打交叉赛只能是或否' }).optional(),
});
export type FormatOptionsBody = z.infer<typeof formatOptionsSchema>;

/**
 * 保存赛制: the template and options the preview was built with, the teams in seed order (club
 * ids, seed 1 first), the rule set, and where the games go: each format round starts a new slot
 * of `slotMinutes` from `firstStart`, its games over `fields` (more games than fields take more
 * slots). The rules of every game as in 生成循环赛.
 */
export const createFormatBody = z
  .object({
    templateId: z.string({ error: '请选择赛制' }).trim().min(1, '请选择赛制').max(60, '赛制不正确'),
    options: formatOptionsSchema.default({}),
    seeds: z
      .array(clubId('种子队伍'), { error: '请排好种子顺序' })
      .min(2, '至少需要两支队伍')
      .max(64, '最多 64 支队伍'),
    tieBreakRules: tieBreakRulesSchema.default('wfdf'),
    ...slotFields,
  })
  .superRefine(checkRules);
export type CreateFormatBody = z.infer<typeof createFormatBody>;

/** 删除赛制: only while none of its games has begun; its games go with it. */
export const deleteFormatBody = z.object({ reason: reasonOf('删除原因') });
export type DeleteFormatBody = z.infer<typeof deleteFormatBody>;

export const tieBreakRulesBody = z.object({ rules: tieBreakRulesSchema });
export type TieBreakRulesBody = z.infer<typeof tieBreakRulesBody>;

/** 记录场边决胜: the tied teams of one pool in the order the throw or flip gave, best first. */
export const tieDecisionBody = z.object({
  stage: count('阶段', 1, 20),
  pool: z.string({ error: '请选择小组' }).trim().min(1, '请选择小组').max(20, '小组不正确'),
  order: z
    .array(clubId('队伍'), { error: '请给出决胜后的名次顺序' })
    .min(2, '决胜至少涉及两支队伍')
    .max(64, '队伍太多'),
  method: z.enum(['throw', 'flip'], { error: '决胜方式只能是掷远（throw）或猜面（flip）' }),
  note: z.string({ error: '备注必须是文字' }).trim().max(200, '备注不能超过 200 个字').optional(),
});
export type TieDecisionBody = z.infer<typeof tieDecisionBody>;

/** 生成下一轮瑞士轮: the Swiss stage; refused while its last round has games not final. */
export const swissRoundBody = z.object({ stage: count('阶段', 1, 20) });
export type SwissRoundBody = z.infer<typeof swissRoundBody>;

/** 处理更正冲突: apply the corrected team to the begun game, or keep it as played. */
export const decideConflictBody = z.object({
  apply: z.boolean({ error: '请选择是否采用更正后的队伍' }),
  reason: reasonOf('处理原因'),
});
export type DecideConflictBody = z.infer<typeof decideConflictBody>;
