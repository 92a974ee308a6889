// The rules a game gets unless staff choose others: the console's forms (one game and the round
// robin) start from them, the phone uses them until it has read the game, the demo's games play
// them, and the `games` columns' defaults (migration 0001) are the same numbers, held equal by
// server/routes/admin/schedule/game-rule-defaults.test.ts. Kept free of zod, so the phone's first
// load and the console's form can import it without the schemas.
import type { GameRules } from './scoring';

export const GAME_RULE_DEFAULTS = {
  pointsToWin: 15,
  halftimeAt: 8,
  softCapMinutes: null,
  hardCapMinutes: null,
  // WFDF Rules of Ultimate, rule 20.2: "Each team may take two (2) time-outs per half."
  timeoutsPerHalf: 2,
} as const satisfies GameRules;
