// The one vocabulary of scoring (docs/scoring-model.md). A volunteer's action keeps the original
// client's name on the phone and on the wire (`deleteScore`, `saveName`); the server stores it,
// and both sides derive the game from it, as an event of a snake_case kind (`delete_score`,
// `save_name`). KIND_OF_ACTION is the only place one is turned into the other.
import type { BatchActionType, GameEventKind, Ratio, Team } from '../scoring';

export const KIND_OF_ACTION = {
  begin: 'begin',
  score: 'score',
  deleteScore: 'delete_score',
  saveName: 'save_name',
  finish: 'finish',
  timeout: 'timeout',
  confirmDuplicate: 'confirm_duplicate',
} as const satisfies Record<BatchActionType, GameEventKind>;

/** A void is logged under an id made from the score it voids, so voiding twice is one event. */
export const voidIdOf = (scoreId: string) => `void:${scoreId}`;

/** The name and number a save_name gives a player. */
export interface PlayerNaming {
  name: string;
  number: number | null;
}

/**
 * A staff correction of a finished game (docs/competitions.md, "Corrections are events"): the
 * reason is stored in the event's payload, the staff member as its author.
 */
export interface StaffCorrection {
  reason: string;
}

/** One event of a game's log: what both sides derive the game from. */
export interface ScoringEvent {
  id: string;
  kind: GameEventKind;
  /** The team of a score, timeout or save_name; null for the rest. */
  team: Team | null;
  /** The phone's clock, ms since epoch: the order of play. */
  at: number;
  /** A score's scorer and assist (game-roster ids); null when the volunteer skipped them. */
  scorerId: number | null;
  assistId: number | null;
  /** delete_score: the id of the score it voids. save_name: the game-roster id it names, null when it adds a player. */
  targetId: string | null;
  /** save_name: what the player is called now; absent where the rosters already carry it. */
  naming?: PlayerNaming;
  /** Set on a score or delete_score staff add to a finished game; no phone ever sends one. */
  correction?: StaffCorrection;
  /** The phone that recorded it, where known: possible duplicates come from two sources. */
  deviceId?: string | null;
  /** The volunteer (user id) who recorded it, where known. */
  recorderId?: number | null;
  /** confirm_duplicate: the scores the volunteer keeps as real points. */
  scoreIds?: readonly string[];
  /** score in a mixed game: the point's gender ratio, where recorded (mixed-ratio.ts). */
  ratio?: Ratio | null;
  /** score in a game that tracks lines: each team's players on the field, where recorded. */
  homeLine?: readonly number[] | null;
  awayLine?: readonly number[] | null;
}

/** A score's ratio and lines, as the wire and the phone's log carry them. */
export interface PointDetails {
  ratio?: Ratio | null;
  homeLine?: number[] | null;
  awayLine?: number[] | null;
}

/** Only what was recorded: a point without a ratio or a line carries no such field. */
export const pointDetailsOf = (details: {
  ratio?: Ratio | null;
  homeLine?: readonly number[] | null;
  awayLine?: readonly number[] | null;
}): PointDetails => ({
  ...(details.ratio ? { ratio: details.ratio } : {}),
  ...(details.homeLine ? { homeLine: [...details.homeLine] } : {}),
  ...(details.awayLine ? { awayLine: [...details.awayLine] } : {}),
});

/**
 * An action other than a void, as the phone logs it and as the wire carries it: the wire may leave
 * out what the phone writes as null (scorer, assist, a player's id and number).
 */
export type RecordedAction =
  | { type: 'begin' | 'finish'; id: string; at: number }
  | { type: 'timeout'; id: string; at: number; team: Team }
  | { type: 'confirmDuplicate'; id: string; at: number; scoreIds: readonly string[] }
  | ({
      type: 'score';
      id: string;
      at: number;
      team: Team;
      scorerId?: number | null;
      assistId?: number | null;
    } & PointDetails)
  | {
      type: 'saveName';
      id: string;
      at: number;
      team: Team;
      playerId?: number | null;
      name: string;
      number?: number | null;
    };

/**
 * The event an action stores, before the rules have seen it: the server stores it so, and the
 * phone derives its view from the same event until the server's log holds it.
 */
export function eventOfAction(action: RecordedAction): ScoringEvent {
  const event: ScoringEvent = {
    id: action.id,
    kind: KIND_OF_ACTION[action.type],
    team: null,
    at: action.at,
    scorerId: null,
    assistId: null,
    targetId: null,
  };
  switch (action.type) {
    case 'begin':
    case 'finish':
      return event;
    case 'timeout':
      return { ...event, team: action.team };
    case 'confirmDuplicate':
      return { ...event, scoreIds: [...action.scoreIds] };
    case 'score':
      return {
        ...event,
        team: action.team,
        scorerId: action.scorerId ?? null,
        assistId: action.assistId ?? null,
        ...pointDetailsOf(action),
      };
    case 'saveName':
      return {
        ...event,
        team: action.team,
        targetId: action.playerId == null ? null : String(action.playerId),
        naming: { name: action.name, number: action.number ?? null },
      };
  }
}

/**
 * The void of a score, named as the server names it (voidIdOf). `team` is the voided score's when
 * the server knows it; the phone leaves it null, as nothing it derives reads a void's team.
 */
export function voidEventOf(scoreId: string, at: number, team: Team | null = null): ScoringEvent {
  return {
    id: voidIdOf(scoreId),
    kind: 'delete_score',
    team,
    at,
    scorerId: null,
    assistId: null,
    targetId: scoreId,
  };
}
