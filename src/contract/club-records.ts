// A club's records across competitions (docs/records.md, "Clubs" and "The season ranking"): its
// history, two clubs head to head, the season ranking, and the ranking's rules staff set.
import { z } from 'zod';
import { divisionSchema } from './division';
import { recordId, recordIdParam } from './content-portal';

export const clubHistoryParams = recordIdParam;

const tallySchema = z.object({
  games: z.number().int(),
  wins: z.number().int(),
  losses: z.number().int(),
  pointsFor: z.number().int(),
  pointsAgainst: z.number().int(),
  /** Points for minus against. */
  diff: z.number().int(),
  /** The average spirit total (0–20) received, to two decimals; null when none was received. */
  spiritAverage: z.number().nullable(),
  spiritCount: z.number().int(),
});

export const clubCompetitionRecordSchema = tallySchema.extend({
  competitionId: z.number().int(),
  name: z.string(),
  division: divisionSchema,
  levelName: z.string(),
  startDate: z.string(),
  season: z.number().int(),
  /** The final place; null while the competition has not placed the club. */
  placement: z.number().int().nullable(),
  placedTeams: z.number().int(),
});
export type ClubCompetitionRecord = z.infer<typeof clubCompetitionRecordSchema>;

export const clubSeasonRecordSchema = tallySchema.extend({ season: z.number().int() });
export type ClubSeasonRecord = z.infer<typeof clubSeasonRecordSchema>;

export const clubHistorySchema = z.object({
  club: z.object({ id: z.number().int(), name: z.string(), division: divisionSchema }),
  /** Newest first. */
  competitions: z.array(clubCompetitionRecordSchema),
  /** Newest first. */
  seasons: z.array(clubSeasonRecordSchema),
  /** Other clubs it met, for choosing a head-to-head; by name. */
  opponents: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type ClubHistory = z.infer<typeof clubHistorySchema>;

export const headToHeadQuery = z
  .object({ clubId: recordId('俱乐部编号'), otherId: recordId('对手编号') })
  .refine((q) => q.clubId !== q.otherId, { message: '请选择另一家俱乐部', path: ['otherId'] });

export const headToHeadSchema = z.object({
  club: z.object({ id: z.number().int(), name: z.string() }),
  other: z.object({ id: z.number().int(), name: z.string() }),
  /** Every game the standings count between them, newest first. */
  games: z.array(
    z.object({
      gameId: z.number().int(),
      competitionId: z.number().int(),
      competitionName: z.string(),
      date: z.string(),
      clubScore: z.number().int(),
      otherScore: z.number().int(),
      /** Counted as a forfeit (forfeit_points to 0), whatever was recorded. */
      forfeit: z.boolean(),
    }),
  ),
  totals: z.object({
    games: z.number().int(),
    clubWins: z.number().int(),
    otherWins: z.number().int(),
    clubPoints: z.number().int(),
    otherPoints: z.number().int(),
  }),
});
export type HeadToHead = z.infer<typeof headToHeadSchema>;

export const seasonRankingQuery = z.object({
  division: divisionSchema,
  season: z.coerce
    .number({ error: '赛季必须是年份' })
    .int('赛季必须是年份')
    .min(2000, '赛季必须是 2000 年以后的年份')
    .max(2100, '赛季超出范围'),
});
export type SeasonRankingQuery = z.infer<typeof seasonRankingQuery>;

const levelWeightSchema = z.object({
  level: z.string(),
  levelName: z.string(),
  /** What a competition's winner gets; 0 leaves the level out of the ranking. */
  maxPoints: z.number().int(),
});

export const rankingRulesSchema = z.object({
  bestOf: z.number().int(),
  weights: z.array(levelWeightSchema),
  updatedAt: z.string().nullable(),
});
export type RankingRules = z.infer<typeof rankingRulesSchema>;

export const seasonRankingSchema = z.object({
  division: divisionSchema,
  season: z.number().int(),
  /** The seasons that have a competition of this division, newest first. */
  seasons: z.array(z.number().int()),
  rules: rankingRulesSchema,
  rows: z.array(
    z.object({
      rank: z.number().int(),
      clubId: z.number().int(),
      name: z.string(),
      /** The sum of the counted results' points, to two decimals. */
      points: z.number(),
      counted: z.number().int(),
      bestPlacement: z.number().int(),
      results: z.array(
        z.object({
          competitionId: z.number().int(),
          name: z.string(),
          levelName: z.string(),
          maxPoints: z.number().int(),
          placement: z.number().int(),
          placedTeams: z.number().int(),
          points: z.number(),
          /** Among the club's best results, so in its points. */
          counted: z.boolean(),
        }),
      ),
    }),
  ),
});
export type SeasonRanking = z.infer<typeof seasonRankingSchema>;

export const MAX_BEST_OF = 20;
export const MAX_LEVEL_POINTS = 10000;

export const rankingRulesBody = z.object({
  bestOf: z.coerce
    .number({ error: '计入成绩数必须是数字' })
    .int('计入成绩数必须是整数')
    .min(1, '计入成绩数至少为 1')
    .max(MAX_BEST_OF, `计入成绩数最多为 ${MAX_BEST_OF}`),
  weights: z
    .array(
      z.object({
        level: z.string().trim().min(1, '请选择赛事级别'),
        maxPoints: z.coerce
          .number({ error: '冠军积分必须是数字' })
          .int('冠军积分必须是整数')
          .min(0, '冠军积分不能小于 0')
          .max(MAX_LEVEL_POINTS, `冠军积分最多为 ${MAX_LEVEL_POINTS}`),
      }),
    )
    .max(50, '赛事级别过多'),
});
export type RankingRulesBody = z.infer<typeof rankingRulesBody>;
