// The score to show: derived from the log, except for a game the server only knows by its score
// columns (finished before scoring went online), whose log has no points to derive from.
import type { GameState } from '../../../contract/scoring/derive';
import type { StoredGame } from '../local/scoring-tables';

export function shownScore(game: StoredGame | undefined, state: GameState) {
  if (state.timeline.length === 0 && game && !game.events?.some((e) => e.kind === 'score')) {
    return { home: game.homeScore, away: game.awayScore };
  }
  return { home: state.homeScore, away: state.awayScore };
}
