// The phone's view counts what the server will count. What the server already accepted is taken
// as it is; an action still waiting for the server goes through decide against the game as it
// stands at that point of the log, and is left out when the server would refuse it.
import type { GameRules, GameStatus, Team } from '../scoring';
import { decide, statusAfter } from './decide';
import type { ScoringEvent } from './scoring-event';

export interface LogEntry {
  event: ScoringEvent;
  /** Not yet answered by the server. */
  pending: boolean;
}

export interface KnownGame {
  /** The status the server last gave. */
  status: GameStatus;
  /** Game-roster id → team, as last read; null before the rosters were read. */
  roster: ReadonlyMap<number, Team> | null;
}

/** `entries` in play order; answers the events the server has accepted or would accept. */
export function keepAccepted(
  rules: GameRules,
  entries: readonly LogEntry[],
  { status, roster }: KnownGame,
): ScoringEvent[] {
  const kept: ScoringEvent[] = [];
  const scores = new Map<string, Team>();
  const voided = new Set<string>();
  let current = status;
  for (const { event, pending } of entries) {
    if (pending) {
      const decision = decide({ status: current, rules, log: kept, scores, voided, roster }, event);
      if (!decision.accepted) continue;
      current = decision.status;
    } else {
      current = statusAfter(current, event.kind);
    }
    kept.push(event);
    if (event.kind === 'score' && event.team !== null) scores.set(event.id, event.team);
    if (event.kind === 'delete_score' && event.targetId !== null) voided.add(event.targetId);
  }
  return kept;
}
