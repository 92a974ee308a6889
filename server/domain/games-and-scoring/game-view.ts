// The game as the scoring screens read it: one joined query and one mapping, shared by the list
// and the detail call.
import type { Kysely } from 'kysely';
import type { Database, Game } from '../../db/schema';
import type { Actor } from './game-access';
import type { GameRules, VolunteerGame } from '../../../src/contract/scoring';
import { placeholdersOf } from '../competitions/stages/game-progress';
import { gameSummaryFields } from './game-summary-fields';

export const selectVolunteerGames = (db: Kysely<Database>) =>
  db
    .selectFrom('games')
    .innerJoin('competitions', 'competitions.id', 'games.competition_id')
    .selectAll('games')
    .select('competitions.name as competition_name');

type VolunteerGameRow = Awaited<
  ReturnType<ReturnType<typeof selectVolunteerGames>['executeTakeFirstOrThrow']>
>;

export const toVolunteerGame = (row: VolunteerGameRow): VolunteerGame => ({
  id: row.id,
  status: row.status,
  ...gameSummaryFields(row),
  competitionId: row.competition_id,
  competitionName: row.competition_name,
  rules: rulesOf(row),
  // A cancelled game always has its reason (the console requires one).
  cancelReason: row.cancelled_at === null ? null : (row.cancel_reason ?? ''),
  // A championship side not known yet (「A组第1」): the phone shows it 待定 and cannot begin.
  ...(row.format_game === null ? {} : placeholderFields(placeholdersOf(row))),
});

const placeholderFields = (open: ReturnType<typeof placeholdersOf>) => ({
  homePlaceholder: open.home,
  awayPlaceholder: open.away,
});

type RuleColumns = Pick<
  Game,
  | 'points_to_win'
  | 'halftime_at'
  | 'soft_cap_minutes'
  | 'hard_cap_minutes'
  | 'timeouts_per_half'
  | 'ratio_rule'
  | 'track_lines'
>;

/** The game's rules, as both sides decide and derive by them. */
export function rulesOf(row: RuleColumns): GameRules {
  return {
    pointsToWin: row.points_to_win,
    halftimeAt: row.halftime_at,
    softCapMinutes: row.soft_cap_minutes,
    hardCapMinutes: row.hard_cap_minutes,
    timeoutsPerHalf: row.timeouts_per_half,
    ratioRule: row.ratio_rule,
    trackLines: row.track_lines === 1,
  };
}

/** The games of one day the caller scores (staff: every game), by time, field and id. */
export async function dayGamesOf(
  db: Kysely<Database>,
  actor: Actor,
  date: string,
): Promise<VolunteerGame[]> {
  let query = selectVolunteerGames(db).where('games.date', '=', date);
  if (actor.type !== 'staff') {
    query = query.where('games.id', 'in', (eb) =>
      eb
        .selectFrom('volunteer_assignments')
        .select('game_id')
        .where('user_id', '=', actor.id)
        // A game given to someone else leaves this volunteer's list at their next sync.
        .where('removed_at', 'is', null),
    );
  }
  const rows = await query
    .orderBy('games.time')
    .orderBy('games.field')
    .orderBy('games.id')
    .execute();
  return rows.map(toVolunteerGame);
}
