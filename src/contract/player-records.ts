// A player's record across competitions and the season leaders (docs/records.md, "Players" and
// "Leaders"), read from the summaries kept as results change; and the member's choice to hide
// their record from the public.
import { z } from 'zod';
import { divisionSchema } from './division';

/** Fewest games a player needs in a season's division to be ranked among its leaders. */
export const LEADER_MIN_GAMES = 3;

/** Points played and +/- are null where no game of the row kept lines. */
const figures = {
  games: z.number().int(),
  goals: z.number().int(),
  assists: z.number().int(),
  pointsPlayed: z.number().int().nullable(),
  plusMinus: z.number().int().nullable(),
};

export const recordCompetitionSchema = z.object({
  competitionId: z.number().int(),
  name: z.string(),
  season: z.number().int(),
  division: divisionSchema,
  startDate: z.string(),
  clubId: z.number().int(),
  clubName: z.string(),
  /** The final place of that club in the competition; null while it has none. */
  placement: z.number().int().nullable(),
  /** How many teams the competition placed; null with no placement. */
  placedTeams: z.number().int().nullable(),
  ...figures,
});
export type RecordCompetition = z.infer<typeof recordCompetitionSchema>;

export const recordSeasonSchema = z.object({ season: z.number().int(), ...figures });
export type RecordSeason = z.infer<typeof recordSeasonSchema>;

export const playerRecordSchema = z.object({
  userId: z.number().int(),
  /** The member hid the record: the public gets empty lists; staff get it whole. */
  hidden: z.boolean(),
  competitions: z.array(recordCompetitionSchema),
  seasons: z.array(recordSeasonSchema),
  total: z.object(figures),
});
export type PlayerRecord = z.infer<typeof playerRecordSchema>;

export const seasonLeadersQuery = z.object({
  season: z.coerce
    .number({ error: '赛季必须是年份' })
    .int('赛季必须是年份')
    .min(2000, '赛季必须是 2000 年以后的年份')
    .max(2100, '赛季必须是 2100 年以前的年份'),
  division: divisionSchema,
});
export type SeasonLeadersQuery = z.infer<typeof seasonLeadersQuery>;

export const seasonLeaderSchema = z.object({
  userId: z.number().int(),
  name: z.string(),
  games: z.number().int(),
  value: z.number().int(),
});
export type SeasonLeader = z.infer<typeof seasonLeaderSchema>;

export const seasonLeadersSchema = z.object({
  season: z.number().int(),
  division: divisionSchema,
  minGames: z.number().int(),
  goals: z.array(seasonLeaderSchema),
  assists: z.array(seasonLeaderSchema),
  /** Over games that kept lines only, and only players with minGames of those. */
  plusMinus: z.array(seasonLeaderSchema),
});
export type SeasonLeaders = z.infer<typeof seasonLeadersSchema>;

export const recordPrivacyBody = z.object({
  hidden: z.boolean({ error: '请选择是否隐藏个人战绩' }),
});
export type RecordPrivacyBody = z.infer<typeof recordPrivacyBody>;
export const recordPrivacySchema = recordPrivacyBody;
