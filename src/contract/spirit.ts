// Spirit of the Game (docs/competitions.md, "Spirit scores"): what a club's contact or named
// captain gives the opponent after a finished game, the club centre's list of its finished games,
// the naming of the captain, the public standings and the console's list of scores not given.
import { z } from 'zod';
import { SPIRIT_CATEGORY_LABEL as LABEL } from './rules/spirit-messages';
import { SPIRIT_MARK_MAX, SPIRIT_MARK_MIN } from './rules/spirit-standings';

export const SPIRIT_COMMENT_MAX = 500;
const MARK_RANGE = `须为 ${SPIRIT_MARK_MIN} 到 ${SPIRIT_MARK_MAX} 的整数`;

const mark = (label: string) =>
  z
    .number({ error: `请为「${label}」打分（${MARK_RANGE}）` })
    .int(`「${label}」的评分${MARK_RANGE}`)
    .min(SPIRIT_MARK_MIN, `「${label}」的评分${MARK_RANGE}`)
    .max(SPIRIT_MARK_MAX, `「${label}」的评分${MARK_RANGE}`);

const positiveId = (label: string) =>
  z.coerce
    .number({ error: `${label}必须是数字` })
    .int(`${label}必须是整数`)
    .positive(`${label}必须大于 0`)
    .max(2147483647, `${label}超出范围`);

/** A UUID the phone made for this submission; a resend carries the same one. */
export const spiritIdSchema = z
  .string({ error: '请提供提交编号' })
  .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, '提交编号必须是 UUID');

export const spiritMarksSchema = z.object({
  rules: mark(LABEL.rules),
  fouls: mark(LABEL.fouls),
  fairness: mark(LABEL.fairness),
  attitude: mark(LABEL.attitude),
  communication: mark(LABEL.communication),
});

export const submitSpiritBody = spiritMarksSchema.extend({
  id: spiritIdSchema,
  gameId: positiveId('比赛编号'),
  /** The phone's time of the submission (ms): a late older edit never replaces a newer one. */
  at: z
    .number({ error: '提交时间必须是数字' })
    .int('提交时间必须是整数毫秒')
    .min(0, '提交时间不能为负数'),
  comment: z
    .string({ error: '评语必须是文字' })
    .trim()
    .max(SPIRIT_COMMENT_MAX, `评语不能超过 ${SPIRIT_COMMENT_MAX} 个字`)
    .default(''),
});
export type SubmitSpiritBody = z.input<typeof submitSpiritBody>;
/** A submission as the server reads it, checked and trimmed. */
export type SpiritSubmission = z.output<typeof submitSpiritBody>;

export const spiritScoreSchema = spiritMarksSchema.extend({
  id: z.string(),
  gameId: z.number().int(),
  /** The giving club. */
  clubId: z.number().int(),
  comment: z.string(),
  total: z.number().int(),
  submittedBy: z.string(),
  at: z.number(),
});
export type SpiritScore = z.infer<typeof spiritScoreSchema>;

const teamSchema = z.object({ clubId: z.number().int().nullable(), name: z.string() });

export const spiritGameSchema = z.object({
  gameId: z.number().int(),
  competitionId: z.number().int(),
  competitionName: z.string(),
  date: z.string(),
  time: z.string(),
  field: z.string(),
  round: z.string().nullable(),
  home: teamSchema,
  away: teamSchema,
  homeScore: z.number().int(),
  awayScore: z.number().int(),
  /** Which side the caller's club played. */
  team: z.enum(['home', 'away']),
  /** Last day (inclusive) the score may be given or changed. */
  deadline: z.string(),
  open: z.boolean(),
  /** What the club gave, or null before it has. */
  given: spiritScoreSchema.nullable(),
});
export type SpiritGame = z.infer<typeof spiritGameSchema>;

const captainCandidateSchema = z.object({
  userId: z.number().int(),
  name: z.string(),
  number: z.number().int().nullable(),
});

export const spiritCaptainSlotSchema = z.object({
  competitionId: z.number().int(),
  competitionName: z.string(),
  captain: captainCandidateSchema.nullable(),
  /** The players of the club's approved roster in that competition. */
  candidates: z.array(captainCandidateSchema),
});
export type SpiritCaptainSlot = z.infer<typeof spiritCaptainSlotSchema>;

export const clubSpiritSchema = z.object({
  /** null: the caller is no club's contact and nobody named them captain. */
  club: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** Finished games of the competitions the caller gives spirit scores in, newest first. */
  games: z.array(spiritGameSchema),
  /** For the club's contact: the captain of each competition the club entered; else empty. */
  captains: z.array(spiritCaptainSlotSchema),
});
export type ClubSpirit = z.infer<typeof clubSpiritSchema>;

export const nameCaptainBody = z.object({
  competitionId: positiveId('赛事编号'),
  /** A player of the club's roster there, or null to name nobody (only the contact gives). */
  userId: positiveId('球员编号').nullable(),
});
export type NameCaptainBody = z.input<typeof nameCaptainBody>;

export const spiritStandingSchema = z.object({
  clubId: z.number().int(),
  name: z.string(),
  received: z.number().int(),
  averages: z.object({
    rules: z.number(),
    fouls: z.number(),
    fairness: z.number(),
    attitude: z.number(),
    communication: z.number(),
  }),
  total: z.number(),
});

export const spiritStandingsSchema = z.object({
  competitionId: z.number().int(),
  deadline: z.string(),
  /** Finished games so far: the standings count only scores of these. */
  finishedGames: z.number().int(),
  standings: z.array(spiritStandingSchema),
});
export type SpiritStandings = z.infer<typeof spiritStandingsSchema>;

export const spiritMissingSchema = z.object({
  deadline: z.string(),
  /** Scores due so far (two per finished game between clubs) and how many were given. */
  due: z.number().int(),
  given: z.number().int(),
  games: z.array(
    z.object({
      gameId: z.number().int(),
      date: z.string(),
      time: z.string(),
      field: z.string(),
      round: z.string().nullable(),
      homeName: z.string(),
      awayName: z.string(),
      /** The teams that have not given their score of this game. */
      missing: z.array(z.object({ clubId: z.number().int(), name: z.string() })),
    }),
  ),
});
export type SpiritMissing = z.infer<typeof spiritMissingSchema>;
