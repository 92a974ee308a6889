// What the public competition answer gains for a championship (issue #35, docs/competitions.md
// "Stages and progression"): its stages, its games with each side a club or a placeholder
// (「A组第1」「第1场胜者」), the final placements, each team's path and the ties waiting for
// staff. Apart from the console's bodies (competition-stages.ts), and apart from
// content-competition.ts, whose schemas the home page loads: only the competition's own answer
// (competitionAnswerSchema in competition-answer.ts, the detail route's) carries these.
import { z } from 'zod';

export const TIE_BREAK_RULE_SETS = ['wfdf', 'usau'] as const;
/** WFDF (Appendix B3) is every competition's default. */
export const tieBreakRulesSchema = z.enum(TIE_BREAK_RULE_SETS, {
  error: '排名规则只能是 WFDF（wfdf）或 USA Ultimate（usau）',
});
export type TieBreakRules = z.infer<typeof tieBreakRulesSchema>;

export const STAGE_KINDS = ['pools', 'powerPools', 'crossover', 'bracket', 'swiss'] as const;
export const stageKindSchema = z.enum(STAGE_KINDS);

/** Where a slot's team comes from: SlotSource of src/contract/rules/placeholders.ts. */
export const slotSourceSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('seed'), seed: z.number().int() }),
  z.object({
    kind: z.literal('poolPlace'),
    stage: z.number().int(),
    pool: z.string(),
    place: z.number().int(),
  }),
  z.object({ kind: z.literal('winner'), game: z.number().int() }),
  z.object({ kind: z.literal('loser'), game: z.number().int() }),
  z.object({ kind: z.literal('stagePlace'), stage: z.number().int(), place: z.number().int() }),
  z.object({
    kind: z.literal('swiss'),
    stage: z.number().int(),
    round: z.number().int(),
    board: z.number().int(),
    side: z.enum(['home', 'away']),
  }),
]);

/** A slot with its Chinese label (「A组第1」) and the manuals' code (A1, W(QF1)). */
export const slotSchema = z.object({
  source: slotSourceSchema,
  label: z.string(),
  code: z.string(),
});
export type Slot = z.infer<typeof slotSchema>;

export const teamRefSchema = z.object({ clubId: z.number().int(), name: z.string() });
export type StageTeamRef = z.infer<typeof teamRefSchema>;

/**
 * One side of a format game: the slot it is filled from and, once known, its club. `name` is the
 * club's name when filled, else the slot's label, so a list can always print it.
 */
export const stageSideSchema = z.object({
  slot: slotSchema,
  clubId: z.number().int().nullable(),
  name: z.string(),
});
export type StageSide = z.infer<typeof stageSideSchema>;

export const stagePoolSchema = z.object({ name: z.string(), members: z.array(slotSchema) });

export const stageSchema = z.object({
  /** From 1, in the order played. */
  number: z.number().int(),
  kind: stageKindSchema,
  /** 小组循环赛, 交叉赛, 淘汰赛与排位赛… */
  name: z.string(),
  pools: z.array(stagePoolSchema),
  /** A Swiss stage's rounds (0 otherwise) and how many of them have been paired so far. */
  swissRounds: z.number().int(),
  swissRoundsPaired: z.number().int(),
});
export type StageInfo = z.infer<typeof stageSchema>;

/** A game of the format, stored as a game of the competition (`gameId`). */
export const stageGameSchema = z.object({
  gameId: z.number().int(),
  /** 「第N场」, in playing order. */
  number: z.number().int(),
  /** PA1, CO1, QF1, SF2, F, P3… */
  code: z.string(),
  stage: z.number().int(),
  /** The format's time slot, from 1. */
  round: z.number().int(),
  pool: z.string().nullable(),
  /** What the schedule calls it: 第1轮, 半决赛, 决赛, 第5名争夺赛… */
  roundName: z.string().nullable(),
  /** For a game that settles two places: its winner's and its loser's. */
  decides: z.object({ winner: z.number().int(), loser: z.number().int() }).nullable(),
  home: stageSideSchema,
  away: stageSideSchema,
  date: z.string(),
  time: z.string(),
  field: z.string(),
  status: z.enum(['scheduled', 'live', 'finished']),
  homeScore: z.number().int(),
  awayScore: z.number().int(),
  cancelled: z.boolean(),
  forfeitTeam: z.enum(['home', 'away']).nullable(),
});
export type StageGame = z.infer<typeof stageGameSchema>;

export const finalPlaceSchema = z.object({
  place: z.number().int(),
  teams: z.array(teamRefSchema),
  /** Shared with the rest of its tier (the format does not play it out): 并列第N名. */
  shared: z.boolean(),
});

export const pathStepSchema = z.object({
  gameId: z.number().int(),
  number: z.number().int(),
  code: z.string(),
  stage: z.number().int(),
  opponent: z.string().nullable(),
  /**
   * Goals for and against as counted, `[for, against]`; null while not final. An array rather
   * than a tuple: the answer writer (server/http/envelope-serializer.ts) cannot write a tuple.
   */
  score: z.array(z.number().int()).nullable(),
  outcome: z.enum(['won', 'lost', 'drawn', 'open', 'cancelled']),
});

export const teamPathSchema = z.object({
  clubId: z.number().int(),
  name: z.string(),
  /** Its final place once known. */
  place: z.number().int().nullable(),
  steps: z.array(pathStepSchema),
});
export type TeamPath = z.infer<typeof teamPathSchema>;

/** A tie only the last resort breaks: progression stops here until staff record the result. */
export const waitingTieSchema = z.object({
  stage: z.number().int(),
  pool: z.string(),
  teams: z.array(teamRefSchema),
  from: z.number().int(),
  to: z.number().int(),
  /** The prompt: 「A组：甲、乙 在第2至第3名之间无法按规则区分，请在控制台记录…」. */
  message: z.string(),
});
export type WaitingTie = z.infer<typeof waitingTieSchema>;

/** What the public competition answer gains for a competition with a format. */
export const championshipSchema = z.object({
  templateId: z.string(),
  /** The template's name: 「两组循环，交叉半决赛」… */
  name: z.string(),
  teams: z.number().int(),
  rules: tieBreakRulesSchema,
  /** 世界飞盘联合会（WFDF）排名规则… */
  rulesLabel: z.string(),
  rounds: z.number().int(),
  gamesPerTeam: z.object({ min: z.number().int(), max: z.number().int() }),
  stages: z.array(stageSchema),
  games: z.array(stageGameSchema),
  placements: z.object({ places: z.array(finalPlaceSchema), complete: z.boolean() }),
  paths: z.array(teamPathSchema),
  waiting: z.array(waitingTieSchema),
});
export type Championship = z.infer<typeof championshipSchema>;
