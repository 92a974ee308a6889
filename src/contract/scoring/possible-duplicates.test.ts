import { describe, expect, it } from 'vitest';
import { decide } from './decide';
import { derive } from './derive';
import { DUPLICATE_WINDOW_MS } from './possible-duplicates';
import type { ScoringEvent } from './scoring-event';
import { event, RULES, START, voidOf } from './scoring-test-events';

const begin = event('b', 'begin', START);
const scoreBy = (id: string, team: 'home' | 'away', at: number, deviceId: string | null) =>
  event(id, 'score', START + at, { team, deviceId });

describe('possible duplicates', () => {
  it('pairs two phones’ scores of one team within the window, and nothing else', () => {
    const log = [
      begin,
      scoreBy('a1', 'home', 1000, 'A'),
      scoreBy('b1', 'home', 1000 + DUPLICATE_WINDOW_MS, 'B'),
      // Just outside the window of a1, inside b1's: pairs with b1 only.
      scoreBy('b2', 'home', 1000 + 2 * DUPLICATE_WINDOW_MS - 1, 'A'),
      // The other team, and the same phone twice, are no duplicates.
      scoreBy('a2', 'away', 200_000, 'A'),
      scoreBy('b3', 'home', 200_000, 'B'),
      scoreBy('a3', 'away', 201_000, 'A'),
    ];
    expect(derive(RULES, log).possibleDuplicates).toEqual([
      { scoreIds: ['a1', 'b1'], team: 'home', at: START + 1000 + DUPLICATE_WINDOW_MS },
      { scoreIds: ['b1', 'b2'], team: 'home', at: START + 1000 + 2 * DUPLICATE_WINDOW_MS - 1 },
    ]);
  });

  it('tells sources apart by device, else by volunteer, and not at all when neither is known', () => {
    const twoVolunteers = [
      begin,
      event('x', 'score', START + 1, { team: 'home', recorderId: 1 }),
      event('y', 'score', START + 2, { team: 'home', recorderId: 2 }),
    ];
    expect(derive(RULES, twoVolunteers).possibleDuplicates).toHaveLength(1);
    const unknown = [
      begin,
      event('x', 'score', START + 1, { team: 'home' }),
      event('y', 'score', START + 2, { team: 'home' }),
    ];
    expect(derive(RULES, unknown).possibleDuplicates).toEqual([]);
    const onePhoneOneVolunteer = [
      begin,
      event('x', 'score', START + 1, { team: 'home', deviceId: 'A', recorderId: 1 }),
      event('y', 'score', START + 2, { team: 'home', deviceId: 'A', recorderId: 1 }),
    ];
    expect(derive(RULES, onePhoneOneVolunteer).possibleDuplicates).toEqual([]);
  });

  it('counts both until one is undone or both are confirmed', () => {
    const pair = [begin, scoreBy('a1', 'home', 1000, 'A'), scoreBy('b1', 'home', 2000, 'B')];
    const flagged = derive(RULES, pair);
    expect(flagged.homeScore).toBe(2);
    expect(flagged.possibleDuplicates).toHaveLength(1);
    const undone = derive(RULES, [
      ...pair,
      event(voidOf('b1').id, 'delete_score', START + 3000, voidOf('b1')),
    ]);
    expect(undone).toMatchObject({ homeScore: 1, possibleDuplicates: [] });
    const kept = derive(RULES, [
      ...pair,
      event('keep', 'confirm_duplicate', START + 3000, { scoreIds: ['a1', 'b1'] }),
    ]);
    expect(kept).toMatchObject({ homeScore: 2, possibleDuplicates: [] });
  });

  it('shows the recorder of each point on the timeline', () => {
    const log: ScoringEvent[] = [
      begin,
      event('a1', 'score', START + 1, { team: 'home', deviceId: 'A', recorderId: 7 }),
    ];
    expect(derive(RULES, log).timeline[0]).toMatchObject({ deviceId: 'A', recorderId: 7 });
  });
});

describe('decide: confirm_duplicate', () => {
  const state = (status: 'scheduled' | 'live' | 'finished', scores: [string, 'home'][] = []) => ({
    status,
    rules: RULES,
    log: [],
    scores: new Map(scores),
    voided: new Set<string>(),
    roster: null,
  });
  const keep = (scoreIds: string[]) => event('keep', 'confirm_duplicate', START + 10, { scoreIds });

  it('is taken once the game began, even after the finish, and moves no score', () => {
    for (const status of ['live', 'finished'] as const) {
      expect(decide(state(status, [['a1', 'home']]), keep(['a1']))).toEqual({
        accepted: true,
        status,
        scoreChange: { home: 0, away: 0 },
      });
    }
  });

  it('refuses before the game began and a score the game does not hold', () => {
    expect(decide(state('scheduled'), keep(['a1']))).toMatchObject({
      accepted: false,
      refusal: { reason: 'notStarted' },
    });
    expect(decide(state('live', [['a1', 'home']]), keep(['a1', 'zz']))).toMatchObject({
      accepted: false,
      refusal: { reason: 'scoreToConfirmMissing', notFound: true },
    });
    expect(decide(state('live'), keep([]))).toMatchObject({ accepted: false });
  });
});
