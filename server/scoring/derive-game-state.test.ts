import { describe, expect, it } from 'vitest';
import { deriveGameState, type ScoringEvent } from './derive-game-state';

let received = 0;
const ev = (
  id: string,
  kind: ScoringEvent['kind'],
  at: number,
  extra: Partial<ScoringEvent> = {},
): ScoringEvent => ({
  id,
  kind,
  team: null,
  targetId: null,
  at,
  receivedAt: ++received,
  ...extra,
});
const score = (id: string, team: 'home' | 'away', at: number) => ev(id, 'score', at, { team });

describe('deriveGameState', () => {
  it('counts scores per team and ignores voided ones', () => {
    const state = deriveGameState(
      [
        ev('b', 'begin', 1),
        score('s1', 'home', 2),
        score('s2', 'away', 3),
        score('s3', 'home', 4),
        ev('void:s3', 'delete_score', 5, { targetId: 's3' }),
      ],
      { halftimeAt: 8 },
    );
    expect(state).toMatchObject({
      homeScore: 1,
      awayScore: 1,
      began: true,
      finished: false,
      winner: null,
    });
    expect([...state.voidedScoreIds]).toEqual(['s3']);
  });

  it('voids a score even when the void was logged before the score arrived', () => {
    const state = deriveGameState(
      [ev('void:late', 'delete_score', 1, { targetId: 'late' }), score('late', 'away', 2)],
      { halftimeAt: 8 },
    );
    expect(state.awayScore).toBe(0);
  });

  it('finds halftime from the play order, not the arrival order, skipping voided scores', () => {
    const events = [
      score('h1', 'home', 10),
      score('a1', 'away', 30),
      score('h2', 'home', 20),
      score('h3', 'home', 40),
      ev('void:h2', 'delete_score', 50, { targetId: 'h2' }),
      score('h4', 'home', 60),
    ];
    const state = deriveGameState(events, { halftimeAt: 3 });
    expect(state.halftime).toEqual({ at: 60, team: 'home', homeScore: 3, awayScore: 1 });
  });

  it('breaks ties of phone time by the order the server received the events', () => {
    const events = [
      { ...score('x', 'away', 5), receivedAt: 2 },
      { ...score('y', 'home', 5), receivedAt: 1 },
    ];
    expect(deriveGameState(events, { halftimeAt: 1 }).halftime?.team).toBe('home');
  });

  it('counts timeouts per half and names the winner once finished', () => {
    const state = deriveGameState(
      [
        ev('t1', 'timeout', 1, { team: 'home' }),
        score('h1', 'home', 2),
        ev('t2', 'timeout', 3, { team: 'away' }),
        ev('f', 'finish', 4),
      ],
      { halftimeAt: 1 },
    );
    expect(state.timeoutsUsed).toEqual({
      home: { firstHalf: 1, secondHalf: 0 },
      away: { firstHalf: 0, secondHalf: 1 },
    });
    expect(state.winner).toBe('home');
  });

  it('has no winner when a finished game is tied', () => {
    const state = deriveGameState(
      [score('h', 'home', 1), score('a', 'away', 2), ev('f', 'finish', 3)],
      { halftimeAt: 8 },
    );
    expect(state).toMatchObject({ finished: true, winner: null });
  });
});
