// The score columns (games.home_score / away_score) are a running projection of the event log:
// each newly stored event moves them by exactly what deriveGameState counts for it, so a write
// never re-reads the whole log (a long game stays as fast to score as a short one). The tests hold
// the columns equal to deriveGameState over the stored log.
import type { GameEventKind, Team } from '../db/schema';

export interface NewEventFacts {
  kind: GameEventKind;
  team: Team | null;
  /** A score whose void is already in the log (the undo overtook it): it never counts. */
  alreadyVoided: boolean;
  /** A void: the team of the stored score it voids, or null when that score has not arrived yet. */
  voidedScoreTeam: Team | null;
}

export function scoreDelta(event: NewEventFacts): Record<Team, number> {
  const delta = { home: 0, away: 0 };
  if (event.kind === 'score' && event.team && !event.alreadyVoided) delta[event.team] += 1;
  if (event.kind === 'delete_score' && event.voidedScoreTeam) delta[event.voidedScoreTeam] -= 1;
  return delta;
}
