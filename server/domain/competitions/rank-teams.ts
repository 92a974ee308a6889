// countedResult says which games a table counts and as what score (docs/competitions.md); the
// order of a table is the official tie-breakers' (stages/rank-table.ts).
import type { GameStatus, Team } from '../../db/schema';

/** A game as the standings see it, beside its scoring state. */
export interface StandingsGame {
  status: GameStatus;
  /** Staff cancelled it (games.cancelled_at set). */
  cancelled: boolean;
  /** The team that did not come, or null. */
  forfeitTeam: Team | null;
  /** The competition's forfeit_points: what the team that came wins by. */
  forfeitPoints: number;
}

/**
 * The score a game counts with in the standings, or null when it counts for nobody: a cancelled
 * game never counts; a forfeited one counts forfeitPoints to 0 for the team that came, whatever
 * was recorded (even a game never begun); otherwise only a finished game counts, as recorded.
 */
export function countedResult(
  game: StandingsGame,
  recorded: Record<Team, number>,
): Record<Team, number> | null {
  if (game.cancelled) return null;
  if (game.forfeitTeam === 'home') return { home: 0, away: game.forfeitPoints };
  if (game.forfeitTeam === 'away') return { home: game.forfeitPoints, away: 0 };
  return game.status === 'finished' ? recorded : null;
}
