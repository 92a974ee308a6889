import { describe, expect, it } from 'vitest';
import { countedResult, type StandingsGame } from './rank-teams';

const game = (over: Partial<StandingsGame> = {}): StandingsGame => ({
  status: 'finished',
  cancelled: false,
  forfeitTeam: null,
  forfeitPoints: 15,
  ...over,
});
const recorded = { home: 9, away: 13 };

describe('countedResult: which games the standings count, and as what', () => {
  it('counts a finished game as recorded and a game not finished not at all', () => {
    expect(countedResult(game(), recorded)).toEqual(recorded);
    expect(countedResult(game({ status: 'live' }), recorded)).toBeNull();
    expect(countedResult(game({ status: 'scheduled' }), { home: 0, away: 0 })).toBeNull();
  });

  it('never counts a cancelled game, whatever was recorded or forfeited', () => {
    expect(countedResult(game({ cancelled: true }), recorded)).toBeNull();
    expect(countedResult(game({ cancelled: true, forfeitTeam: 'home' }), recorded)).toBeNull();
  });

  it('counts a forfeit as the competition’s forfeit points to 0 for the team that came', () => {
    expect(countedResult(game({ forfeitTeam: 'away' }), recorded)).toEqual({ home: 15, away: 0 });
    expect(countedResult(game({ forfeitTeam: 'home', forfeitPoints: 7 }), recorded)).toEqual({
      home: 0,
      away: 7,
    });
    // Even a game nobody began: the team that did not come lost it.
    expect(
      countedResult(game({ status: 'scheduled', forfeitTeam: 'home' }), { home: 0, away: 0 }),
    ).toEqual({ home: 0, away: 15 });
  });
});
