// Events and rules for the scoring tests: plain values, so each test reads as the log it derives.
import type { GameRules } from '../scoring';
import { voidIdOf, type ScoringEvent } from './scoring-event';

export const START = Date.UTC(2026, 10, 22, 9);

export const RULES: GameRules = {
  pointsToWin: 15,
  halftimeAt: 8,
  softCapMinutes: null,
  hardCapMinutes: null,
  timeoutsPerHalf: 2,
};

export function event(
  id: string,
  kind: ScoringEvent['kind'],
  at: number,
  extra: Partial<ScoringEvent> = {},
): ScoringEvent {
  return { id, kind, team: null, at, scorerId: null, assistId: null, targetId: null, ...extra };
}

/** A void as the server names it, without its time. */
export const voidOf = (scoreId: string) => ({
  kind: 'delete_score' as const,
  id: voidIdOf(scoreId),
  targetId: scoreId,
});
