// Scoring calls (docs/scoring-model.md). Every action carries the id the phone made, so the server
// stores it once; scores are derived from the event log on both sides, never sent as counters.
import { z } from 'zod';
import { passwordLoginBody, visibleText } from './account';

export const TEAMS = ['home', 'away'] as const;
export const GAME_EVENT_KINDS = [
  'begin',
  'score',
  'delete_score',
  'save_name',
  'finish',
  'timeout',
  'confirm_duplicate',
] as const;
export const gameEventKindSchema = z.enum(GAME_EVENT_KINDS);
/** What the server stores and both sides derive from; scoring/scoring-event.ts maps actions to it. */
export type GameEventKind = z.infer<typeof gameEventKindSchema>;
export const teamSchema = z.enum(TEAMS, { error: '队伍只能是主队（home）或客队（away）' });
export type Team = z.infer<typeof teamSchema>;

export const GAME_STATUSES = ['scheduled', 'live', 'finished'] as const;
export const gameStatusSchema = z.enum(GAME_STATUSES);
export type GameStatus = z.infer<typeof gameStatusSchema>;

/** An id made on the phone (a UUID in practice); letters, digits, `_` and `-` only. */
export const actionIdSchema = z
  .string({ error: '请提供操作编号' })
  .trim()
  .min(1, '请提供操作编号')
  .max(64, '操作编号长度不能超过 64 位')
  .regex(/^[A-Za-z0-9_-]+$/, '操作编号只能包含字母、数字、下划线和连字符');

const gameIdSchema = z.coerce
  .number({ error: '比赛编号必须是数字' })
  .int('比赛编号必须是整数')
  .positive('比赛编号必须大于 0');
const atSchema = z.coerce
  .number({ error: '操作时间必须是数字' })
  .int('操作时间必须是整数毫秒')
  .min(0, '操作时间不能为负数');
const playerRefSchema = z.coerce
  .number({ error: '队员编号必须是数字' })
  .int('队员编号必须是整数')
  .positive('队员编号必须大于 0');

/** The device id and per-device sequence number may travel as fields or as x-device-id / x-device-seq headers. */
const deviceFields = {
  deviceId: z
    .string({ error: '设备编号必须是文字' })
    .trim()
    .max(64, '设备编号长度不能超过 64 位')
    .optional(),
  seq: z.coerce
    .number({ error: '序号必须是数字' })
    .int('序号必须是整数')
    .min(0, '序号不能为负数')
    .optional(),
};

/** POST /api/volunteer/login takes the same body as the password login and answers `{ ticket, user }`. */
export const volunteerLoginBody = passwordLoginBody;

/** POST /api/volunteer/begin and /api/volunteer/finished. */
export const gameActionBody = z.object({
  id: actionIdSchema,
  gameId: gameIdSchema,
  at: atSchema,
  ...deviceFields,
});
export type GameActionBody = z.infer<typeof gameActionBody>;

/**
 * The gender ratio of a mixed point (docs/scoring-model.md, "Mixed games"): F4 is 4女3男, M4 is
 * 4男3女.
 */
export const RATIOS = ['F4', 'M4'] as const;
export const ratioSchema = z.enum(RATIOS, { error: '性别比例只能是 F4（4女3男）或 M4（4男3女）' });
export type Ratio = z.infer<typeof ratioSchema>;

/** Rule A: the ratio alternates (A, B, B, A, A…); rule B: the team on offence chooses. */
export const RATIO_RULES = ['A', 'B'] as const;
export const ratioRuleSchema = z.enum(RATIO_RULES, {
  error: '混合比例规则只能是 A（交替）或 B（进攻方决定）',
});
export type RatioRule = z.infer<typeof ratioRuleSchema>;

/** The players of one team on the field for a point. */
export const LINE_SIZE = 7;
const lineSchema = z
  .array(playerRefSchema, { error: '上场名单应是队员编号的列表' })
  .max(LINE_SIZE, `上场名单最多 ${LINE_SIZE} 人`)
  .refine((ids) => new Set(ids).size === ids.length, '上场名单不能有重复的队员');

/**
 * POST /api/volunteer/save/score: scorer and assist are game-roster ids of that team, or absent.
 * A mixed game's point carries its ratio; a game that tracks lines, each team's line (optional).
 */
export const saveScoreBody = gameActionBody.extend({
  team: teamSchema,
  scorerId: playerRefSchema.nullish(),
  assistId: playerRefSchema.nullish(),
  ratio: ratioSchema.nullish(),
  homeLine: lineSchema.nullish(),
  awayLine: lineSchema.nullish(),
});
export type SaveScoreBody = z.infer<typeof saveScoreBody>;

/**
 * DELETE /api/volunteer/delete/score: `id` is the id of the score to void. With `gameId` the void is
 * kept even when that score has not reached the server yet (a retry overtaken by its undo), so the
 * score is void whenever it arrives.
 */
export const deleteScoreBody = z.object({
  id: actionIdSchema,
  gameId: gameIdSchema.optional(),
  at: atSchema.optional(),
  ...deviceFields,
});
export type DeleteScoreBody = z.infer<typeof deleteScoreBody>;

/** POST /api/volunteer/save/name: without playerId a player is added to that team's game roster. */
export const saveNameBody = gameActionBody.extend({
  team: teamSchema,
  playerId: playerRefSchema.nullish(),
  name: visibleText(
    z
      .string({ error: '请输入队员姓名' })
      .trim()
      .min(1, '请输入队员姓名')
      .max(20, '队员姓名长度不能超过 20 个字'),
    '队员姓名',
  ),
  number: z.coerce
    .number({ error: '背号必须是数字' })
    .int('背号必须是整数')
    .min(0, '背号不能小于 0')
    .max(999, '背号不能大于 999')
    .nullish(),
});
export type SaveNameBody = z.infer<typeof saveNameBody>;

/** POST /api/volunteer/timeout: one team's timeout, counted in the half it was taken. */
export const timeoutBody = gameActionBody.extend({ team: teamSchema });
export type TimeoutBody = z.infer<typeof timeoutBody>;

/**
 * POST /api/volunteer/confirm/duplicate (两分都保留): the volunteer says a possible duplicate is two
 * real points. It names the scores it keeps; it moves no score.
 */
export const confirmDuplicateBody = gameActionBody.extend({
  scoreIds: z
    .array(actionIdSchema, { error: '请提供要保留的得分编号' })
    .min(1, '请提供要保留的得分编号')
    .max(2, '一次最多确认两个得分')
    .refine((ids) => new Set(ids).size === ids.length, '得分编号不能重复'),
});
export type ConfirmDuplicateBody = z.infer<typeof confirmDuplicateBody>;

export const BATCH_ACTION_TYPES = [
  'begin',
  'score',
  'deleteScore',
  'saveName',
  'finish',
  'timeout',
  'confirmDuplicate',
] as const;
export type BatchActionType = (typeof BATCH_ACTION_TYPES)[number];

/** One action of POST /api/volunteer/batch: the body of the single call plus its type. */
export const batchActionSchema = z.discriminatedUnion(
  'type',
  [
    gameActionBody.extend({ type: z.literal('begin') }),
    saveScoreBody.extend({ type: z.literal('score') }),
    deleteScoreBody.extend({ type: z.literal('deleteScore') }),
    saveNameBody.extend({ type: z.literal('saveName') }),
    gameActionBody.extend({ type: z.literal('finish') }),
    timeoutBody.extend({ type: z.literal('timeout') }),
    confirmDuplicateBody.extend({ type: z.literal('confirmDuplicate') }),
  ],
  {
    error:
      '操作类型只能是 begin、score、deleteScore、saveName、finish、timeout 或 confirmDuplicate',
  },
);
export type BatchAction = z.infer<typeof batchActionSchema>;

export const BATCH_LIMIT = 200;
/** Actions are checked one by one, so one malformed action gets its own error result. */
export const batchBody = z.object({
  actions: z
    .array(z.record(z.string(), z.unknown(), { error: '每个操作都应是一个对象' }), {
      error: '请提供操作列表',
    })
    .min(1, '操作列表不能为空')
    .max(BATCH_LIMIT, `一次最多提交 ${BATCH_LIMIT} 个操作`),
});

/** What an accepted action answers; a resend of the same id answers exactly the same. */
export const actionResultSchema = z.object({
  id: z.string(),
  gameId: z.number().int(),
  kind: gameEventKindSchema,
  /** save/name: the game-roster id of the player named or added. */
  playerId: z.number().int().nullable(),
});
export type ActionResult = z.infer<typeof actionResultSchema>;

export const batchItemResultSchema = z.object({
  id: z.string().nullable(),
  code: z.number().int(),
  message: z.string(),
  data: z.unknown(),
});
export type BatchItemResult = z.infer<typeof batchItemResultSchema>;
export const batchResultSchema = z.object({ results: z.array(batchItemResultSchema) });

export const dateGamesQuery = z.object({
  date: z
    .string({ error: '日期格式应为 YYYY-MM-DD' })
    .regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式应为 YYYY-MM-DD')
    .optional(),
});

export const gameRulesSchema = z.object({
  pointsToWin: z.number().int(),
  halftimeAt: z.number().int(),
  softCapMinutes: z.number().int().nullable(),
  hardCapMinutes: z.number().int().nullable(),
  timeoutsPerHalf: z.number().int(),
  /**
   * A mixed game's ratio rule; null (or absent, on a phone that stored the game before mixed
   * ratios) for a men's or women's game.
   */
  ratioRule: ratioRuleSchema.nullable().optional(),
  /** Whether the volunteer may record each team's line (上场名单) with a point. */
  trackLines: z.boolean().optional(),
});
export type GameRules = z.infer<typeof gameRulesSchema>;

const teamRefSchema = z.object({ name: z.string(), clubId: z.number().int().nullable() });

export const volunteerGameSchema = z.object({
  id: z.number().int(),
  status: gameStatusSchema,
  date: z.string(),
  time: z.string(),
  field: z.string(),
  round: z.string().nullable(),
  competitionId: z.number().int(),
  competitionName: z.string(),
  home: teamRefSchema,
  away: teamRefSchema,
  homeScore: z.number().int(),
  awayScore: z.number().int(),
  rules: gameRulesSchema,
  /**
   * Why staff cancelled the game, or null: the phone shows 已取消, and what was recorded still
   * syncs. Optional for games a phone stored before cancelling existed.
   */
  cancelReason: z.string().nullable().optional(),
  /**
   * A championship side whose team is not known yet: its label (「A组第1」), shown as
   * 「A组第1 对 B组第2（待定）」; such a game cannot begin. Null or absent once both are known.
   */
  homePlaceholder: z.string().nullable().optional(),
  awayPlaceholder: z.string().nullable().optional(),
});
export type VolunteerGame = z.infer<typeof volunteerGameSchema>;

/** GET /api/volunteer/date/games: the day's games, in order of time and field. */
export const dayGamesSchema = z.array(volunteerGameSchema);
export type DayGames = z.infer<typeof dayGamesSchema>;

export const gameEventSchema = z.object({
  id: z.string(),
  kind: gameEventKindSchema,
  team: teamSchema.nullable(),
  scorerId: z.number().int().nullable(),
  assistId: z.number().int().nullable(),
  targetId: z.string().nullable(),
  at: z.number(),
  /** For scores: true once a delete_score voided it. */
  voided: z.boolean(),
  /**
   * Who recorded it: the phone's device id and the volunteer (id and name). Optional for logs a
   * phone stored before the server answered them.
   */
  deviceId: z.string().nullable().optional(),
  recorderId: z.number().int().nullable().optional(),
  recorderName: z.string().nullable().optional(),
  /** confirm_duplicate: the scores it keeps. */
  scoreIds: z.array(z.string()).optional(),
  /** score: the point's gender ratio and each team's line, where recorded. */
  ratio: ratioSchema.nullable().optional(),
  homeLine: z.array(z.number().int()).nullable().optional(),
  awayLine: z.array(z.number().int()).nullable().optional(),
});
export type GameEventView = z.infer<typeof gameEventSchema>;

const timeoutsSchema = z.object({ firstHalf: z.number().int(), secondHalf: z.number().int() });

export const volunteerGameDetailSchema = volunteerGameSchema.extend({
  events: z.array(gameEventSchema),
  halftime: z
    .object({
      at: z.number(),
      team: teamSchema,
      homeScore: z.number().int(),
      awayScore: z.number().int(),
    })
    .nullable(),
  timeoutsUsed: z.object({ home: timeoutsSchema, away: timeoutsSchema }),
  winner: teamSchema.nullable(),
  beganAt: z.number().nullable(),
  finishedAt: z.number().nullable(),
  /** Scores two phones may both have recorded for one point (scoring/possible-duplicates.ts). */
  possibleDuplicates: z.array(
    z.object({
      scoreIds: z.tuple([z.string(), z.string()]),
      team: teamSchema,
      at: z.number(),
    }),
  ),
});
export type VolunteerGameDetail = z.infer<typeof volunteerGameDetailSchema>;

export const rosterPlayerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  number: z.number().int().nullable(),
  /** The player's gender where their account gives one: a mixed line is checked against it. */
  gender: z.enum(['M', 'F']).optional(),
});
export type RosterPlayer = z.infer<typeof rosterPlayerSchema>;
export const gameRostersSchema = z.object({
  home: z.array(rosterPlayerSchema),
  away: z.array(rosterPlayerSchema),
});
export type GameRosters = z.infer<typeof gameRostersSchema>;

/** A volunteer account another may hand a game to. */
export const volunteerRefSchema = z.object({ id: z.number().int(), name: z.string() });
export type VolunteerRef = z.infer<typeof volunteerRefSchema>;
/** GET /api/volunteer/game/{id}/volunteers: enabled volunteers not scoring the game now. */
export const handoffVolunteersSchema = z.array(volunteerRefSchema);

/**
 * POST /api/volunteer/handoff (交接给其他志愿者): the caller gives their place on the game to
 * another volunteer. The caller's assignment is marked removed at the server's time, so what
 * their phone recorded before still syncs (server/domain/games-and-scoring/game-access.ts).
 */
export const handoffBody = z.object({
  gameId: gameIdSchema,
  toUserId: z.coerce
    .number({ error: '请选择接手的志愿者' })
    .int('请选择接手的志愿者')
    .positive('请选择接手的志愿者'),
});
export type HandoffBody = z.infer<typeof handoffBody>;
export const handoffResultSchema = z.object({
  gameId: z.number().int(),
  volunteer: volunteerRefSchema,
});
