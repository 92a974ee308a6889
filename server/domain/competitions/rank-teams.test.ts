import { describe, expect, it } from 'vitest';
import { countedResult, rankTeams, type StandingsGame } from './rank-teams';

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

describe('rankTeams', () => {
  const team = (key: string, won: number, diff: number, pointsFor = 10) => ({
    key,
    name: key,
    won,
    diff,
    pointsFor,
  });

  it('orders by wins, then the games between the tied teams, then point difference', () => {
    const teams = [team('甲', 1, 5), team('乙', 1, -2), team('丙', 2, 0)];
    // 乙 beat 甲, so 乙 ranks above 甲 despite the worse difference.
    const ranked = rankTeams(teams, [
      { homeKey: '甲', awayKey: '乙', homeScore: 10, awayScore: 13 },
    ]);
    expect(ranked.map((t) => t.key)).toEqual(['丙', '乙', '甲']);
    expect(rankTeams(teams, []).map((t) => t.key)).toEqual(['丙', '甲', '乙']);
  });
});
