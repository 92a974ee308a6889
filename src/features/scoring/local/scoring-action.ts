// The things a scoring volunteer does to a game (docs/scoring-model.md). Each is made once on the
// phone with its own id, the device id, a per-device sequence number and the phone's time, and
// is then only ever copied: into the local log, into the outbox, and to the server.
import type { Ratio, Team } from '../../../contract/scoring';

export interface ActionStamp {
  /** crypto.randomUUID(): the server stores an action once per id, so resends count once. */
  id: string;
  gameId: number;
  deviceId: string;
  /** Never repeats on this device; orders the device's actions. */
  seq: number;
  /** The phone's clock, ms since epoch. */
  at: number;
}

export interface BeginAction extends ActionStamp {
  type: 'begin';
}

export interface ScoreAction extends ActionStamp {
  type: 'score';
  team: Team;
  /** Game-roster ids; null when the volunteer skipped the choice (跳过). */
  scorerId: number | null;
  assistId: number | null;
  /** A mixed game's ratio of the point (absent in logs kept before mixed ratios). */
  ratio?: Ratio | null;
  /** Each team's line (game-roster ids), where the volunteer recorded it. */
  homeLine?: number[] | null;
  awayLine?: number[] | null;
}

export interface DeleteScoreAction extends ActionStamp {
  type: 'deleteScore';
  /** The id of the score action this one voids. */
  scoreId: string;
}

export interface SaveNameAction extends ActionStamp {
  type: 'saveName';
  team: Team;
  /** null adds a player who is missing from the game's roster. */
  playerId: number | null;
  name: string;
  number: number | null;
}

export interface FinishAction extends ActionStamp {
  type: 'finish';
}

/** A team's timeout; it counts in the half the game is in when it is taken. */
export interface TimeoutAction extends ActionStamp {
  type: 'timeout';
  team: Team;
}

/** 两分都保留: a possible duplicate is two real points (src/contract/scoring/possible-duplicates.ts). */
export interface ConfirmDuplicateAction extends ActionStamp {
  type: 'confirmDuplicate';
  scoreIds: string[];
}

export type ScoringAction =
  | BeginAction
  | ScoreAction
  | DeleteScoreAction
  | SaveNameAction
  | FinishAction
  | TimeoutAction
  | ConfirmDuplicateAction;

export type ScoringActionType = ScoringAction['type'];

type Unstamped<A> = A extends ActionStamp ? Omit<A, Exclude<keyof ActionStamp, 'gameId'>> : never;

/** What a screen hands to recordAction: the store adds id, device id, sequence number and time. */
export type ActionDraft = Unstamped<ScoringAction>;
