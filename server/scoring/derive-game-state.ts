// The score of a game is never a counter: it is what the event log says. This pure function reads
// the log (in the order the volunteer played it: phone time, then the order the server received
// it) and yields the score, halftime, timeouts and winner. The server runs it in the transaction
// that stores each event; tests run it directly.
import type { GameEventKind, Team } from '../db/schema';

export interface ScoringEvent {
  id: string;
  kind: GameEventKind;
  team: Team | null;
  /** For delete_score: the id of the score it voids. */
  targetId: string | null;
  at: number;
  receivedAt: number;
}

export interface ScoringRules {
  halftimeAt: number;
}

export interface Halftime {
  at: number;
  team: Team;
  homeScore: number;
  awayScore: number;
}

export interface TimeoutsUsed {
  firstHalf: number;
  secondHalf: number;
}

export interface DerivedGameState {
  homeScore: number;
  awayScore: number;
  /** The moment a team first reached the halftime score, counting only scores not voided. */
  halftime: Halftime | null;
  timeoutsUsed: Record<Team, TimeoutsUsed>;
  began: boolean;
  finished: boolean;
  /** Set only once the game is finished and not tied. */
  winner: Team | null;
  voidedScoreIds: Set<string>;
}

const byPlayOrder = (a: ScoringEvent, b: ScoringEvent) =>
  a.at - b.at || a.receivedAt - b.receivedAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

export const winnerOf = (homeScore: number, awayScore: number): Team | null =>
  homeScore > awayScore ? 'home' : awayScore > homeScore ? 'away' : null;

export function deriveGameState(
  events: readonly ScoringEvent[],
  rules: ScoringRules,
): DerivedGameState {
  const ordered = [...events].sort(byPlayOrder);
  const voidedScoreIds = new Set(
    ordered
      .filter((e) => e.kind === 'delete_score' && e.targetId !== null)
      .map((e) => e.targetId as string),
  );
  const score: Record<Team, number> = { home: 0, away: 0 };
  const timeoutsUsed: Record<Team, TimeoutsUsed> = {
    home: { firstHalf: 0, secondHalf: 0 },
    away: { firstHalf: 0, secondHalf: 0 },
  };
  let halftime: Halftime | null = null;
  let began = false;
  let finished = false;

  for (const event of ordered) {
    if (event.kind === 'begin') began = true;
    else if (event.kind === 'finish') finished = true;
    else if (event.kind === 'score' && event.team && !voidedScoreIds.has(event.id)) {
      score[event.team] += 1;
      if (!halftime && score[event.team] >= rules.halftimeAt) {
        halftime = { at: event.at, team: event.team, homeScore: score.home, awayScore: score.away };
      }
    } else if (event.kind === 'timeout' && event.team) {
      timeoutsUsed[event.team][halftime ? 'secondHalf' : 'firstHalf'] += 1;
    }
  }

  return {
    homeScore: score.home,
    awayScore: score.away,
    halftime,
    timeoutsUsed,
    began,
    finished,
    winner: finished ? winnerOf(score.home, score.away) : null,
    voidedScoreIds,
  };
}
