import { describe, expect, it } from 'vitest';
import {
  countedScores,
  leadersOf,
  standingsOf,
  timelineOf,
  type StatsEvent,
  type StatsGame,
  type StatsPlayer,
} from './competition-stats';

const game = (id: number, status: StatsGame['status'] = 'finished'): StatsGame => ({
  id,
  status,
  homeClubId: 1,
  awayClubId: 2,
  homeName: '北京队',
  awayName: '上海队',
});

const players: StatsPlayer[] = [
  { id: 11, gameId: 1, team: 'home', userId: 101, name: '王一' },
  { id: 12, gameId: 1, team: 'home', userId: 102, name: '王二' },
  { id: 21, gameId: 1, team: 'away', userId: 201, name: '陈一' },
  { id: 31, gameId: 2, team: 'home', userId: 101, name: '王一' },
  { id: 41, gameId: 2, team: 'away', userId: null, name: '临时队员' },
];

let clock = 0;
const score = (
  id: string,
  gameId: number,
  team: 'home' | 'away',
  scorerId: number | null,
  assistId: number | null = null,
): StatsEvent => ({
  id,
  gameId,
  kind: 'score',
  team,
  scorerId,
  assistId,
  targetId: null,
  at: (clock += 1000),
  receivedAt: clock,
});
const voids = (id: string, gameId: number, targetId: string): StatsEvent => ({
  id,
  gameId,
  kind: 'delete_score',
  team: null,
  scorerId: null,
  assistId: null,
  targetId,
  at: (clock += 1000),
  receivedAt: clock,
});

const events: StatsEvent[] = [
  score('a', 1, 'home', 11, 12),
  score('b', 1, 'away', 21),
  score('c', 1, 'home', 11, 12),
  // Entered for the wrong team and voided: counts nowhere.
  score('d', 1, 'away', 21),
  voids('d-void', 1, 'd'),
  score('e', 1, 'home', 12, 11),
  score('f', 2, 'away', 41),
  score('g', 2, 'home', 31),
  score('h', 2, 'away', 41),
];

describe('competition statistics', () => {
  it('drops a score that a delete_score voids, whatever the order the two arrive in', () => {
    const reversed = [...events].reverse();
    expect(countedScores(events).map((e) => e.id)).toEqual(['a', 'b', 'c', 'e', 'f', 'g', 'h']);
    expect(countedScores(reversed).map((e) => e.id)).toEqual(['a', 'b', 'c', 'e', 'f', 'g', 'h']);
  });

  it('builds standings from finished games only, with voided scores ignored', () => {
    const standings = standingsOf([game(1), game(2, 'live')], events, [
      { clubId: 1, name: '北京队' },
      { clubId: 2, name: '上海队' },
      { clubId: 3, name: '广州队' },
    ]);
    expect(standings).toEqual([
      {
        clubId: 1,
        name: '北京队',
        played: 1,
        won: 1,
        lost: 0,
        pointsFor: 3,
        pointsAgainst: 1,
        diff: 2,
      },
      // No win either way: a clean 0 difference ranks above a loss.
      {
        clubId: 3,
        name: '广州队',
        played: 0,
        won: 0,
        lost: 0,
        pointsFor: 0,
        pointsAgainst: 0,
        diff: 0,
      },
      {
        clubId: 2,
        name: '上海队',
        played: 1,
        won: 0,
        lost: 1,
        pointsFor: 1,
        pointsAgainst: 3,
        diff: -2,
      },
    ]);
  });

  it('ranks scorers across games as one person per account and ignores voided goals', () => {
    const games = [game(1), game(2)];
    expect(leadersOf('scorer', games, players, events)).toEqual([
      { userId: 101, name: '王一', teamName: '北京队', count: 3 },
      { userId: null, name: '临时队员', teamName: '上海队', count: 2 },
      // Ties in pinyin order. 陈一 scored once for real; the voided 'd' would have made it two.
      { userId: 201, name: '陈一', teamName: '上海队', count: 1 },
      { userId: 102, name: '王二', teamName: '北京队', count: 1 },
    ]);
    expect(leadersOf('assist', games, players, events)).toEqual([
      { userId: 102, name: '王二', teamName: '北京队', count: 2 },
      { userId: 101, name: '王一', teamName: '北京队', count: 1 },
    ]);
  });

  it('gives a point-by-point timeline with the running score', () => {
    const timeline = timelineOf(
      events.filter((e) => e.gameId === 1),
      players,
    );
    expect(
      timeline.map((p) => [p.id, p.scorer, p.assist, `${p.homeScore}:${p.awayScore}`]),
    ).toEqual([
      ['a', '王一', '王二', '1:0'],
      ['b', '陈一', null, '1:1'],
      ['c', '王一', '王二', '2:1'],
      ['e', '王二', '王一', '3:1'],
    ]);
  });
});
