// Competitions, their games with live and final scores, standings and rosters.
import { z } from 'zod';
import { pageOf, pageQuery } from './common';
import { optionalText, recordId } from './content-portal';
import type { Championship, TieBreakRules } from './championship';
import type { CompetitionEvent } from './competition-event';
import { COMPETITION_STATUSES } from './competition-statuses';
import { competitionCoreSchema, scopeSchema } from './division';

export { divisionSchema, scopeSchema, type CompetitionScope, type Division } from './division';

export { COMPETITION_STATUSES, type CompetitionStatus } from './competition-statuses';
export const competitionStatusSchema = z.enum(COMPETITION_STATUSES, { error: '赛事状态不正确' });

export const competitionListQuery = pageQuery.extend({
  year: z.coerce
    .number({ error: '年份必须是数字' })
    .int('年份必须是整数')
    .min(2000, '年份不能早于 2000 年')
    .max(2100, '年份不能晚于 2100 年')
    .optional(),
  level: optionalText('赛事级别', 20),
  scope: scopeSchema.optional(),
  status: competitionStatusSchema.optional(),
});

export const gameStatusSchema = z.enum(['scheduled', 'live', 'finished']);
export const gameTeamSchema = z.object({
  clubId: z.number().int().nullable(),
  name: z.string(),
  logo: z.string().nullable(),
});
export const gameSummarySchema = z.object({
  id: z.number().int(),
  competitionId: z.number().int(),
  date: z.string(),
  time: z.string(),
  field: z.string(),
  round: z.string().nullable(),
  status: gameStatusSchema,
  home: gameTeamSchema,
  away: gameTeamSchema,
  homeScore: z.number().int(),
  awayScore: z.number().int(),
  /**
   * Staff cancelled the game, or one team forfeited it (docs/competitions.md). Optional: answers
   * cached on a phone before these were sent still pass.
   */
  cancelled: z.boolean().optional(),
  forfeitTeam: z.enum(['home', 'away']).nullable().optional(),
  /**
   * A side of a championship game not known yet: its placeholder's label (「A组第1」「第1场胜者」),
   * and `name` says the same; null once the team is known or for a game outside a format.
   */
  homePlaceholder: z.string().nullable().optional(),
  awayPlaceholder: z.string().nullable().optional(),
});
export type GameSummary = z.infer<typeof gameSummarySchema>;

export const competitionSummarySchema = competitionCoreSchema.extend({
  /** The COMPETITION_LEVEL list-of-values name of `level`. */
  levelName: z.string(),
  venue: z.string().nullable(),
  registrationOpens: z.string().nullable(),
  registrationCloses: z.string().nullable(),
  status: competitionStatusSchema,
  cover: z.string().nullable(),
});
export type CompetitionSummary = z.infer<typeof competitionSummarySchema>;
export const competitionPageSchema = pageOf(competitionSummarySchema);
export type CompetitionPage = z.infer<typeof competitionPageSchema>;

export const standingSchema = z.object({
  clubId: z.number().int().nullable(),
  name: z.string(),
  played: z.number().int(),
  won: z.number().int(),
  lost: z.number().int(),
  pointsFor: z.number().int(),
  pointsAgainst: z.number().int(),
  diff: z.number().int(),
  /** 1 for the first; optional for answers cached before the official tie-breakers. */
  place: z.number().int().optional(),
  /** What put the team below the one above it: 「同分，按相互胜负」; null for the first. */
  tieBreak: z.string().nullable().optional(),
  /** In a tie only the last resort breaks, not recorded yet (the places are not final). */
  undecided: z.boolean().optional(),
  /** Games forfeited (did not come), which WFDF's tie-breakers count. */
  forfeited: z.number().int().optional(),
});
export type Standing = z.infer<typeof standingSchema>;

/** One pool's table. `pool` is its name (A组 …); null when the competition plays no pools. */
export const standingPoolSchema = z.object({
  pool: z.string().nullable(),
  standings: z.array(standingSchema),
  /** The championship stage the pool belongs to (1 for a competition without a format). */
  stage: z.number().int().optional(),
});
export type StandingPool = z.infer<typeof standingPoolSchema>;

export const leaderSchema = z.object({
  userId: z.number().int().nullable(),
  name: z.string(),
  teamName: z.string(),
  count: z.number().int(),
});
export type Leader = z.infer<typeof leaderSchema>;

export const competitionTeamSchema = z.object({
  clubId: z.number().int(),
  name: z.string(),
  logo: z.string().nullable(),
  city: z.string(),
  status: z.enum(['pending', 'approved', 'rejected']),
  playerCount: z.number().int(),
});
export type CompetitionTeam = z.infer<typeof competitionTeamSchema>;

export const competitionDocumentLinkSchema = z.object({
  fileName: z.string(),
  /** Where anyone downloads it. */
  url: z.string(),
});

export const competitionDetailSchema = competitionSummarySchema.extend({
  description: z.string().nullable(),
  /** The fee as staff wrote it (报名费), null when none is given. */
  fee: z.string().nullable(),
  documents: z.array(competitionDocumentLinkSchema),
  minRoster: z.number().int(),
  minMale: z.number().int(),
  minFemale: z.number().int(),
  maxRoster: z.number().int(),
  teams: z.array(competitionTeamSchema),
  games: z.array(gameSummarySchema),
  /** Every team over all finished games, pools together (older clients read it). */
  standings: z.array(standingSchema),
  /** The standings as they count: one table per pool, each ranked by `rankingRules`. */
  pools: z.array(standingPoolSchema),
  /**
   * How teams are ranked within a table, in words for the page: the first line names the rule set
   * and introduces the others, which are the steps in order (rankingRulesText, rank-table.ts).
   */
  rankingRules: z.array(z.string()),
  topScorers: z.array(leaderSchema),
  topAssisters: z.array(leaderSchema),
});
/**
 * The competition's answer: the detail, and since issue #35 its rule set and championship, whose
 * schema (competitionAnswerSchema in competition-answer.ts) the detail route loads by itself so that the
 * home page's schemas stay small. Imported here as types only.
 */
export type CompetitionDetail = z.infer<typeof competitionDetailSchema> & {
  tieBreakRules?: TieBreakRules;
  championship?: Championship | null;
  event?: CompetitionEvent | null;
};

export const competitionTeamParams = z.object({
  id: recordId('赛事编号'),
  clubId: recordId('俱乐部编号'),
});

export const rosterPlayerSchema = z.object({
  userId: z.number().int(),
  name: z.string(),
  gender: z.enum(['M', 'F']).nullable(),
  number: z.number().int().nullable(),
});
export type RosterPlayer = z.infer<typeof rosterPlayerSchema>;

export const registrationRosterSchema = z.object({
  competitionId: z.number().int(),
  competitionName: z.string(),
  club: z.object({
    id: z.number().int(),
    name: z.string(),
    logo: z.string().nullable(),
    city: z.string(),
  }),
  status: z.enum(['pending', 'approved', 'rejected']),
  players: z.array(rosterPlayerSchema),
});
export type RegistrationRoster = z.infer<typeof registrationRosterSchema>;

export const gamePlayerSchema = z.object({
  /** The game_players id: scorer and assist ids of the timeline point here. */
  id: z.number().int(),
  userId: z.number().int().nullable(),
  name: z.string(),
  number: z.number().int().nullable(),
  /**
   * Points played and plus-minus, for a player on a recorded line (docs/scoring-model.md,
   * "Lines").
   */
  line: z.object({ played: z.number().int(), plusMinus: z.number().int() }).optional(),
});
export type GamePlayer = z.infer<typeof gamePlayerSchema>;

export const timelinePointSchema = z.object({
  id: z.string(),
  team: z.enum(['home', 'away']),
  at: z.number(),
  scorer: z.string().nullable(),
  assist: z.string().nullable(),
  homeScore: z.number().int(),
  awayScore: z.number().int(),
});
export type TimelinePoint = z.infer<typeof timelinePointSchema>;

export const gameDetailSchema = gameSummarySchema.extend({
  competitionName: z.string(),
  pointsToWin: z.number().int(),
  halftimeAt: z.number().int(),
  softCapMinutes: z.number().int().nullable(),
  hardCapMinutes: z.number().int().nullable(),
  timeoutsPerHalf: z.number().int(),
  beganAt: z.number().nullable(),
  finishedAt: z.number().nullable(),
  homeRoster: z.array(gamePlayerSchema),
  awayRoster: z.array(gamePlayerSchema),
  timeline: z.array(timelinePointSchema),
});
export type GameDetail = z.infer<typeof gameDetailSchema>;

/**
 * One game as the live stream pushes it (docs/live-scores.md): what a competition page shows of
 * it changes with no other read, and `version` (the game's answer counter) orders two pushes of it.
 */
export const liveGameSchema = gameSummarySchema
  .pick({
    id: true,
    competitionId: true,
    status: true,
    homeScore: true,
    awayScore: true,
    cancelled: true,
    forfeitTeam: true,
  })
  .extend({ version: z.number().int() });
export type LiveGame = z.infer<typeof liveGameSchema>;

/** The `data` of a `games` event of the live stream: the games that changed (all, on connecting). */
export const liveGamesEventSchema = z.object({ games: z.array(liveGameSchema) });
export type LiveGamesEvent = z.infer<typeof liveGamesEventSchema>;
