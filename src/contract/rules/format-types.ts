// A championship format as built for a number of teams: its stages, every game with the slots
// its teams come from, and how each place 1..N is decided. What the preview shows, what the server
// will store, and what resolve-placeholders.ts fills in as results come.
import type { SlotSource } from './placeholders';

export type StageKind = 'pools' | 'powerPools' | 'crossover' | 'bracket' | 'swiss';

export interface FormatPool {
  name: string;
  members: SlotSource[];
}

export interface FormatStage {
  /** From 1, in the order played. */
  number: number;
  kind: StageKind;
  /** The pools of a pool stage. */
  pools: FormatPool[];
  /** Rounds of a Swiss stage (otherwise 0). */
  swissRounds: number;
}

export interface FormatGame {
  /** From 1: 「第N场」. */
  number: number;
  /** The manuals' name: PA1 (pool A's first game), CO1, QF1, SF2, F, P3, 5-8SF1… */
  code: string;
  stage: number;
  /** The time slot, from 1: a game comes after every game it depends on. */
  round: number;
  pool: string | null;
  home: SlotSource;
  away: SlotSource;
  /** For a game that settles two places: the place of its winner and of its loser. */
  decides: { winner: number; loser: number } | null;
}

/** A place given without a game of its own: a pool or Swiss place, or one a tier shares. */
export interface DirectPlace {
  place: number;
  source: SlotSource;
  /** Shared with the other teams of its tier (the format does not play it out). */
  shared: boolean;
}

export interface BuiltFormat {
  templateId: string;
  name: string;
  teams: number;
  stages: FormatStage[];
  games: FormatGame[];
  directPlaces: DirectPlace[];
  /** Time slots from the first game to the last. */
  rounds: number;
  /** Fewest and most games a team can play, whatever the results. */
  gamesPerTeam: { min: number; max: number };
}
