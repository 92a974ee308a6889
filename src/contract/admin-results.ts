// The console's results of a competition (/admin/competitions/:id/results): the standings as the
// public page computes them, the games with their results, a finished game's corrections (events
// in its log, docs/competitions.md), forfeits, the exports and the printable game sheet.
// Each answer's schema is declared in full, as the API document shows it; other modules' schemas
// match these in shape only (one field a line).
import { z } from 'zod';
import { reasonOf } from './admin-life-cycle';
import { gamePlayerSchema, gameStatusSchema, standingPoolSchema } from './content-competition';

const teamSchema = z.enum(['home', 'away'], { error: '请选择主队或客队' });

/** 更正比分: add a point for one team, its scorer (a player of that team's game roster) optional. */
export const addPointBody = z.object({
  team: teamSchema,
  scorerId: z
    .number({ error: '得分队员不正确' })
    .int('得分队员不正确')
    .positive('得分队员不正确')
    .nullable()
    .optional(),
  reason: reasonOf('更正原因'),
});
export type AddPointBody = z.infer<typeof addPointBody>;

/** 更正比分: remove one of the game's counted points, by the id of its score event. */
export const removePointBody = z.object({
  scoreId: z
    .string({ error: '请选择要删除的得分' })
    .trim()
    .min(1, '请选择要删除的得分')
    .max(100, '要删除的得分不正确'),
  reason: reasonOf('更正原因'),
});
export type RemovePointBody = z.infer<typeof removePointBody>;

/** 弃权: the team that did not come; the other wins by the competition's forfeit points. */
export const forfeitBody = z.object({
  team: z.enum(['home', 'away'], { error: '请选择弃权的队伍' }),
  reason: reasonOf('弃权原因'),
});
export type ForfeitBody = z.infer<typeof forfeitBody>;

export const unforfeitBody = z.object({ reason: reasonOf('撤销原因') });
export type UnforfeitBody = z.infer<typeof unforfeitBody>;

export const resultGameSchema = z.object({
  id: z.number().int(),
  date: z.string(),
  time: z.string(),
  field: z.string(),
  pool: z.string().nullable(),
  round: z.string().nullable(),
  homeName: z.string(),
  awayName: z.string(),
  status: gameStatusSchema,
  homeScore: z.number().int(),
  awayScore: z.number().int(),
  cancelled: z.boolean(),
  cancelReason: z.string().nullable(),
  forfeitTeam: teamSchema.nullable(),
  /** How many staff corrections its log holds. */
  corrections: z.number().int(),
});
export type ResultGame = z.infer<typeof resultGameSchema>;

export const competitionResultsSchema = z.object({
  competition: z.object({
    id: z.number().int(),
    name: z.string(),
    forfeitPoints: z.number().int(),
  }),
  pools: z.array(standingPoolSchema),
  games: z.array(resultGameSchema),
});
export type CompetitionResults = z.infer<typeof competitionResultsSchema>;

/** A counted point of the game, with the running score after it. */
export const resultPointSchema = z.object({
  id: z.string(),
  team: teamSchema,
  scorer: z.string().nullable(),
  assist: z.string().nullable(),
  homeScore: z.number().int(),
  awayScore: z.number().int(),
  /** Added by a staff correction. */
  corrected: z.boolean(),
});
export type ResultPoint = z.infer<typeof resultPointSchema>;

/** A staff correction as its event holds it: who, when (ISO), why, and what it did. */
export const correctionSchema = z.object({
  id: z.string(),
  kind: z.enum(['score', 'delete_score']),
  team: teamSchema.nullable(),
  staffName: z.string(),
  at: z.string(),
  reason: z.string(),
});
export type Correction = z.infer<typeof correctionSchema>;

export const gameResultSchema = z.object({
  game: resultGameSchema.extend({
    competitionId: z.number().int(),
    competitionName: z.string(),
    forfeitPoints: z.number().int(),
  }),
  homeRoster: z.array(gamePlayerSchema),
  awayRoster: z.array(gamePlayerSchema),
  points: z.array(resultPointSchema),
  corrections: z.array(correctionSchema),
});
export type GameResult = z.infer<typeof gameResultSchema>;

export const rosterExportSchema = z.object({
  list: z.array(
    z.object({
      club: z.string(),
      name: z.string(),
      gender: z.string(),
      number: z.number().int().nullable(),
    }),
  ),
});
export type RosterExport = z.infer<typeof rosterExportSchema>;

export const scheduleExportSchema = z.object({ list: z.array(resultGameSchema) });
export type ScheduleExport = z.infer<typeof scheduleExportSchema>;

export const statsExportSchema = z.object({
  list: z.array(
    z.object({
      player: z.string(),
      club: z.string(),
      goals: z.number().int(),
      assists: z.number().int(),
    }),
  ),
});
export type StatsExport = z.infer<typeof statsExportSchema>;
