// What may join a game's log, and why not: the server refuses by these rules, the phone leaves
// out of its view what the server would refuse (keep-accepted). Pure; whoever calls it gathers
// the state it reads, the server from its tables inside the game's lock.
import type { GameEventKind, GameRules, GameStatus, Team } from '../scoring';
import { derive } from './derive';
import { SCORING_REFUSALS, type RefusalReason } from './scoring-messages';
import type { ScoringEvent } from './scoring-event';

export interface DecisionState {
  status: GameStatus;
  rules: GameRules;
  /**
   * The game's accepted events in play order. A timeout counts against the half the events up to
   * its time put it in; nothing else reads them, so the server reads its log for timeouts only.
   */
  log: readonly ScoringEvent[];
  /** The game's stored scores with their team: at least the ones the event names. */
  scores: ReadonlyMap<string, Team>;
  /** The ids of scores the game's voids name: at least the one the event names. */
  voided: ReadonlySet<string>;
  /**
   * Game-roster id → team, at least for the players the event names (scorer, assist, the lines);
   * null when not known (not checked).
   */
  roster: ReadonlyMap<number, Team> | null;
}

export interface Refusal {
  reason: RefusalReason;
  message: string;
  /** The thing named does not exist (a not-found error rather than a refusal of the game's state). */
  notFound: boolean;
  data: unknown;
}

export type Decision =
  | {
      accepted: true;
      /** The game's status once the event is in. */
      status: GameStatus;
      /** What the event moves the score by. */
      scoreChange: Record<Team, number>;
    }
  | { accepted: false; refusal: Refusal };

const NOT_FOUND: ReadonlySet<RefusalReason> = new Set([
  'gamePlayerMissing',
  'scoreToVoidMissing',
  'scoreToConfirmMissing',
]);

export const refusalOf = (reason: RefusalReason, data: unknown = null): Refusal => ({
  reason,
  message: SCORING_REFUSALS[reason],
  notFound: NOT_FOUND.has(reason),
  data,
});

const refuse = (reason: RefusalReason, data?: unknown): Decision => ({
  accepted: false,
  refusal: refusalOf(reason, data),
});

const accept = (status: GameStatus, change: Partial<Record<Team, number>> = {}): Decision => ({
  accepted: true,
  status,
  scoreChange: { home: change.home ?? 0, away: change.away ?? 0 },
});

function teamOf(event: ScoringEvent): Team {
  if (event.team === null) throw new TypeError(`a ${event.kind} event names no team`);
  return event.team;
}

/**
 * A staff correction changes a finished game only: a game still being played is the volunteer's
 * to score, and a correction there would race the phone's own record.
 */
const correctionRefused = (state: DecisionState, event: ScoringEvent): Decision | null =>
  event.correction && state.status !== 'finished' ? refuse('correctionNotFinished') : null;

function decideScore(state: DecisionState, event: ScoringEvent): Decision {
  const refusedCorrection = correctionRefused(state, event);
  if (refusedCorrection) return refusedCorrection;
  if (state.status === 'scheduled') return refuse('notStarted');
  if (state.status === 'finished' && !event.correction) return refuse('finishedNoScore');
  const team = teamOf(event);
  const { scorerId, assistId } = event;
  const { roster } = state;
  if (scorerId !== null && scorerId === assistId) return refuse('sameScorerAndAssist');
  const named = [scorerId, assistId].filter((id): id is number => id !== null);
  if (roster && named.some((id) => roster.get(id) !== team)) {
    return refuse('playerNotOnTeam', { scorerId, assistId });
  }
  const lines = { home: event.homeLine ?? [], away: event.awayLine ?? [] };
  const offLine = (side: Team) => lines[side].some((id) => roster?.get(id) !== side);
  if (roster && (offLine('home') || offLine('away'))) return refuse('lineNotOnTeam', lines);
  // A score whose void overtook it is stored but never counts.
  return accept(state.status, state.voided.has(event.id) ? {} : { [team]: 1 });
}

function decideTimeout(state: DecisionState, event: ScoringEvent): Decision {
  if (state.status === 'scheduled') return refuse('notStarted');
  if (state.status === 'finished') return refuse('finishedNoTimeout');
  const team = teamOf(event);
  const before = derive(
    state.rules,
    state.log.filter((e) => e.at <= event.at),
  );
  const used = before.timeoutsUsed[team][before.halftime ? 'secondHalf' : 'firstHalf'];
  if (used >= state.rules.timeoutsPerHalf) return refuse('timeoutsUsedUp');
  return accept(state.status);
}

function decideVoid(state: DecisionState, event: ScoringEvent): Decision {
  const refusedCorrection = correctionRefused(state, event);
  if (refusedCorrection) return refusedCorrection;
  const scoreId = event.targetId;
  const team = scoreId === null ? undefined : state.scores.get(scoreId);
  if (event.correction) {
    // Staff remove a point they picked from the game's counted scores: one that is not there (or
    // no longer counts) is a mistake to report, not a void to keep for later.
    const counted = team !== undefined && scoreId !== null && !state.voided.has(scoreId);
    return counted ? accept(state.status, { [team]: -1 }) : refuse('scoreToVoidMissing');
  }
  // Voiding a void point again is a repeat from another phone or an old outbox: it changes nothing.
  if (scoreId === null || state.voided.has(scoreId)) return accept(state.status);
  if (state.status === 'finished') return refuse('finishedNoVoid');
  // A void of a score that has not arrived is kept, so that score never counts when it does.
  return accept(state.status, team ? { [team]: -1 } : {});
}

function decideSaveName(state: DecisionState, event: ScoringEvent): Decision {
  const team = teamOf(event);
  if (event.targetId === null || state.roster === null) return accept(state.status);
  const playerTeam = state.roster.get(Number(event.targetId));
  if (playerTeam === undefined) return refuse('gamePlayerMissing');
  if (playerTeam !== team) return refuse('wrongTeam');
  return accept(state.status);
}

/**
 * Keeping a possible duplicate changes no score, so it is taken once the game has begun, even
 * after the finish; it names scores of this game only.
 */
function decideConfirm(state: DecisionState, event: ScoringEvent): Decision {
  if (state.status === 'scheduled') return refuse('notStarted');
  const ids = event.scoreIds ?? [];
  if (ids.length === 0 || ids.some((id) => !state.scores.has(id))) {
    return refuse('scoreToConfirmMissing');
  }
  return accept(state.status);
}

/**
 * The status once an accepted event is in. Beginning a live or finished game, or finishing a
 * finished one, is a harmless repeat from another phone or an old outbox.
 */
export function statusAfter(status: GameStatus, kind: GameEventKind): GameStatus {
  if (kind === 'finish') return 'finished';
  return kind === 'begin' && status === 'scheduled' ? 'live' : status;
}

/** Whether `event` may join the game's log, and what it changes if so. */
export function decide(state: DecisionState, event: ScoringEvent): Decision {
  switch (event.kind) {
    case 'begin':
      return accept(statusAfter(state.status, 'begin'));
    case 'finish':
      if (state.status === 'scheduled') return refuse('finishBeforeBegin');
      return accept(statusAfter(state.status, 'finish'));
    case 'score':
      return decideScore(state, event);
    case 'timeout':
      return decideTimeout(state, event);
    case 'delete_score':
      return decideVoid(state, event);
    case 'save_name':
      return decideSaveName(state, event);
    case 'confirm_duplicate':
      return decideConfirm(state, event);
  }
}

/** A stored event, wherever it is: enough to tell which game a void belongs to. */
export interface StoredRef {
  gameId: number;
  kind: GameEventKind;
}

/**
 * The game a void belongs to: its score's, else the game it names, else the game of that void
 * stored before (a resend that names no game). Only scores are voided, each in its own game.
 */
export function gameOfVoid(
  score: StoredRef | undefined,
  namedGameId: number | undefined,
  storedVoid: StoredRef | undefined,
): { gameId: number } | { refusal: Refusal } {
  if (score && score.kind !== 'score') return { refusal: refusalOf('onlyScoresVoid') };
  if (score && namedGameId !== undefined && namedGameId !== score.gameId) {
    return { refusal: refusalOf('voidOtherGame') };
  }
  const gameId = score?.gameId ?? namedGameId ?? storedVoid?.gameId;
  return gameId === undefined ? { refusal: refusalOf('scoreToVoidMissing') } : { gameId };
}
