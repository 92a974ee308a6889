// Two phones on one game may both record the same point. The rules never merge or drop one on
// their own: two counted scores of the same team, from different phones (or volunteers), within
// DUPLICATE_WINDOW_MS of phone time, and not yet confirmed, are a possible duplicate that both
// volunteers see, to keep both (confirm_duplicate) or undo one (delete_score). Until then both
// count, on the phones and in every public answer (docs/scoring-model.md, "Two phones").
import type { Team } from '../scoring';
import type { ScoringEvent } from './scoring-event';

/**
 * 30 s of phone time: a pull, a point's celebration and the next pull take longer, so two real
 * points of one team are rarely this close, while two phones' clocks and taps for one point are.
 */
export const DUPLICATE_WINDOW_MS = 30_000;

export interface PossibleDuplicate {
  /** The two scores, earlier first in play order. */
  scoreIds: [string, string];
  team: Team;
  /** The later score's phone time. */
  at: number;
}

/** Both known and different: a phone's own events, or one volunteer's, are never its duplicates. */
const differ = <T>(a: T | null | undefined, b: T | null | undefined) =>
  a != null && b != null && a !== b;

const fromTwoSources = (a: ScoringEvent, b: ScoringEvent) =>
  differ(a.deviceId, b.deviceId) || differ(a.recorderId, b.recorderId);

export function confirmedScoreIdsOf(events: readonly ScoringEvent[]): Set<string> {
  return new Set(events.flatMap((e) => (e.kind === 'confirm_duplicate' ? (e.scoreIds ?? []) : [])));
}

/**
 * `counted`: the scores that count, in play order. Every pair that fits is listed, so a point
 * that sits between two of the other phone's shows against both.
 */
export function possibleDuplicatesOf(
  counted: readonly (ScoringEvent & { team: Team })[],
  confirmed: ReadonlySet<string>,
): PossibleDuplicate[] {
  const open = counted.filter((e) => !confirmed.has(e.id));
  const found: PossibleDuplicate[] = [];
  open.forEach((later, index) => {
    for (const earlier of open.slice(0, index)) {
      if (
        earlier.team === later.team &&
        Math.abs(later.at - earlier.at) <= DUPLICATE_WINDOW_MS &&
        fromTwoSources(earlier, later)
      ) {
        found.push({ scoreIds: [earlier.id, later.id], team: later.team, at: later.at });
      }
    }
  });
  return found;
}
