// Ultimate rules are per-game settings (docs/scoring-model.md, "Game rules"); these are the
// defaults when the server's game has not been loaded onto this phone yet.
import type { GameRules } from '../../../contract/volunteer';

export const DEFAULT_GAME_RULES: GameRules = {
  pointsToWin: 15,
  halftimeAt: 8,
  softCapMinutes: null,
  hardCapMinutes: null,
  timeoutsPerHalf: 2,
};
