// A competition's saved format read back with everything the shared rules need to fill its slots
// (src/contract/rules/resolve-placeholders.ts): the built format, the seeds, the format games as
// stored, their results as the standings count them, the recorded last-resort results and the
// Swiss pairs made so far. Club ids travel through the rules as strings.
import type { Kysely, Transaction } from 'kysely';
import type { FormatOptionsBody } from '../../../../src/contract/competition-stages';
import type { BuiltFormat } from '../../../../src/contract/rules/format-types';
import type { SlotSource } from '../../../../src/contract/rules/placeholders';
import {
  resolvePlaceholders,
  type FormatResult,
  type ResolveInput,
  type Resolved,
} from '../../../../src/contract/rules/resolve-placeholders';
import type { Database, Game } from '../../../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

export type FormatGameRow = Pick<
  Game,
  | 'id'
  | 'format_game'
  | 'stage_number'
  | 'home_club_id'
  | 'away_club_id'
  | 'home_name'
  | 'away_name'
  | 'home_slot'
  | 'away_slot'
  | 'status'
  | 'home_score'
  | 'away_score'
  | 'forfeit_team'
  | 'cancelled_at'
  | 'date'
  | 'time'
  | 'field'
  | 'round'
  | 'pool'
>;

export interface StoredFormat {
  competitionId: number;
  templateId: string;
  options: FormatOptionsBody;
  /** Club ids by seed, seed 1 first. */
  seeds: number[];
  format: BuiltFormat;
  rules: 'wfdf' | 'usau';
  forfeitPoints: number;
  /** By format game number. */
  games: Map<number, FormatGameRow>;
  decisions: { stage: number; pool: string; teams: number[] }[];
}

export const slotOf = (json: string | null): SlotSource | null =>
  json === null ? null : (JSON.parse(json) as SlotSource);

export async function readStoredFormat(
  db: Db,
  competitionId: number,
): Promise<StoredFormat | null> {
  const [row, games, decisions] = await Promise.all([
    db
      .selectFrom('competition_formats as f')
      .innerJoin('competitions as c', 'c.id', 'f.competition_id')
      .select([
        'f.template_id',
        'f.options',
        'f.seeds',
        'f.format',
        'c.tie_break_rules',
        'c.forfeit_points',
      ])
      .where('f.competition_id', '=', competitionId)
      .executeTakeFirst(),
    db
      .selectFrom('games')
      .select([
        'id',
        'format_game',
        'stage_number',
        'home_club_id',
        'away_club_id',
        'home_name',
        'away_name',
        'home_slot',
        'away_slot',
        'status',
        'home_score',
        'away_score',
        'forfeit_team',
        'cancelled_at',
        'date',
        'time',
        'field',
        'round',
        'pool',
      ])
      .where('competition_id', '=', competitionId)
      .where('format_game', 'is not', null)
      .execute(),
    db
      .selectFrom('tie_decisions')
      .select(['stage', 'pool', 'teams'])
      .where('competition_id', '=', competitionId)
      .orderBy('id')
      .execute(),
  ]);
  if (!row) return null;
  return {
    competitionId,
    templateId: row.template_id,
    options: JSON.parse(row.options) as FormatOptionsBody,
    seeds: JSON.parse(row.seeds) as number[],
    format: JSON.parse(row.format) as BuiltFormat,
    rules: row.tie_break_rules,
    forfeitPoints: row.forfeit_points,
    games: new Map(games.map((game) => [game.format_game as number, game])),
    decisions: decisions.map((d) => ({
      stage: d.stage,
      pool: d.pool,
      teams: JSON.parse(d.teams) as number[],
    })),
  };
}

/** A stored game's result as the rules read it: cancelled, forfeited, finished or still open. */
export function resultOfRow(number: number, game: FormatGameRow): FormatResult {
  const scores = { game: number, homeScore: game.home_score, awayScore: game.away_score };
  if (game.cancelled_at !== null) return { ...scores, state: 'cancelled' };
  if (game.forfeit_team !== null) {
    return { ...scores, state: 'forfeited', forfeitTeam: game.forfeit_team };
  }
  return { ...scores, state: game.status === 'finished' ? 'finished' : 'open' };
}

/** The Swiss pairs made so far: round r's board b is the format game coded `R{r}.{b}`. */
function swissPairsOf(stored: StoredFormat) {
  const pairs: [string, string][][] = [];
  for (const game of stored.format.games) {
    if (game.home.kind !== 'swiss') continue;
    const row = stored.games.get(game.number);
    if (!row || row.home_club_id === null || row.away_club_id === null) continue;
    const round = (pairs[game.home.round - 1] ??= []);
    round[game.home.board - 1] = [String(row.home_club_id), String(row.away_club_id)];
  }
  // A round is made whole or not at all (swiss-round.ts), so no board is missing.
  return Array.from({ length: pairs.length }, (_, i) => pairs[i] ?? []);
}

/**
 * A game that has begun (or was forfeited) counts with the teams stored on it: progression never
 * changes such a game silently (progression.ts), so they are the teams that played it, even where
 * staff kept them after a correction gave its slot another team.
 */
export const hasBegun = (game: FormatGameRow) =>
  game.status !== 'scheduled' || game.forfeit_team !== null;

export function resolveInputOf(stored: StoredFormat): ResolveInput {
  const results: FormatResult[] = [];
  const played = new Map<number, [string, string]>();
  for (const [number, game] of stored.games) {
    results.push(resultOfRow(number, game));
    if (hasBegun(game) && game.home_club_id !== null && game.away_club_id !== null) {
      played.set(number, [String(game.home_club_id), String(game.away_club_id)]);
    }
  }
  return {
    played,
    format: stored.format,
    seeds: stored.seeds.map(String),
    results,
    rules: stored.rules,
    forfeitPoints: stored.forfeitPoints,
    decisions: stored.decisions.map((d) => d.teams.map(String)),
    swissPairs: swissPairsOf(stored),
  };
}

export const resolveStored = (stored: StoredFormat): Resolved =>
  resolvePlaceholders(resolveInputOf(stored));
