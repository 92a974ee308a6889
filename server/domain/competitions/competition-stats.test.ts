import { describe, expect, it } from 'vitest';
import {
  countedScores,
  leadersOf,
  poolStandingsOf,
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
  pool: null,
  cancelled: false,
  forfeitTeam: null,
  forfeitPoints: 15,
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

  it('voids a score only by a delete_score of its own game, as the score columns do', () => {
    const log = [score('x', 1, 'home', 11), voids('void:x', 2, 'x')];
    expect(countedScores(log).map((e) => e.id)).toEqual(['x']);
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
        place: 1,
        tieBreak: null,
        undecided: false,
        forfeited: 0,
      },
      // No win either way, and nothing among the rules tells them apart while a game is still to
      // be played: a clean 0 difference is shown above a loss until the pool is complete.
      {
        clubId: 3,
        name: '广州队',
        played: 0,
        won: 0,
        lost: 0,
        pointsFor: 0,
        pointsAgainst: 0,
        diff: 0,
        place: 2,
        tieBreak: '胜场多',
        undecided: false,
        forfeited: 0,
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
        place: 3,
        tieBreak: null,
        undecided: false,
        forfeited: 0,
      },
    ]);
  });

  it('leaves a cancelled game out and counts a forfeit as forfeit points to 0, whatever was recorded', () => {
    const cancelled = { ...game(1), cancelled: true };
    const forfeited = { ...game(2, 'live'), forfeitTeam: 'away' as const, forfeitPoints: 13 };
    const [bj, sh] = standingsOf([cancelled, forfeited], events);
    expect(bj).toMatchObject({
      name: '北京队',
      played: 1,
      won: 1,
      pointsFor: 13,
      pointsAgainst: 0,
    });
    expect(sh).toMatchObject({
      name: '上海队',
      played: 1,
      lost: 1,
      pointsFor: 0,
      pointsAgainst: 13,
    });
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

  it('leaves the goals and assists of a cancelled or forfeited game off the leaderboards', () => {
    const games = [
      { ...game(1), cancelled: true },
      { ...game(2), forfeitTeam: 'home' as const },
    ];
    expect(leadersOf('scorer', games, players, events)).toEqual([]);
    expect(leadersOf('scorer', [game(1), games[1] as StatsGame], players, events)).toEqual(
      leadersOf('scorer', [game(1)], players, events),
    );
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

describe('names on the leaderboards', () => {
  const rename = (id: string, gameId: number, playerId: number): StatsEvent => ({
    id,
    gameId,
    kind: 'save_name',
    team: 'home',
    scorerId: null,
    assistId: null,
    targetId: String(playerId),
    at: (clock += 1000),
    receivedAt: clock,
  });
  const row = (id: number, gameId: number, userId: number, name: string): StatsPlayer => ({
    id,
    gameId,
    team: 'home',
    userId,
    name,
  });
  const games = [game(1), game(2, 'live'), { ...game(3, 'scheduled'), homeName: '北京队' }];
  const scorer = (rows: StatsPlayer[], log: StatsEvent[]) =>
    leadersOf('scorer', games, rows, log).map((l) => [l.name, l.count]);

  it('follows a rename made during a game, even before the renamed player scores in it', () => {
    const rows = [row(11, 1, 101, '王一'), row(31, 2, 101, '王一鸣'), row(51, 3, 101, '王一')];
    const goals = [score('n1', 1, 'home', 11), score('n2', 1, 'home', 11)];
    // Game 3 is still to be played: its roster is the entry's copy with the old name.
    expect(scorer(rows, [...goals, rename('n-r', 2, 31)])).toEqual([['王一鸣', 2]]);
  });

  it('keeps a rename made in an earlier game over the old name copied into a later one', () => {
    const rows = [row(11, 1, 101, '王一鸣'), row(31, 2, 101, '王一')];
    const log = [rename('e-r', 1, 11), score('e1', 1, 'home', 11), score('e2', 2, 'home', 31)];
    expect(scorer(rows, log)).toEqual([['王一鸣', 2]]);
  });

  it('without renames, uses the latest game that has begun', () => {
    const rows = [row(11, 1, 101, '王一'), row(31, 2, 101, '王小一'), row(51, 3, 101, '王一')];
    expect(scorer(rows, [score('b1', 1, 'home', 11)])).toEqual([['王小一', 1]]);
    // Played in the other order, game 1 is the latest begun game.
    expect(
      leadersOf('scorer', [games[1], games[0]] as StatsGame[], rows, [
        score('b2', 1, 'home', 11),
      ])[0]?.name,
    ).toBe('王一');
  });
});

describe('standings per pool', () => {
  const between = (
    id: number,
    pool: string | null,
    home: [number, string],
    away: [number, string],
    status: StatsGame['status'] = 'finished',
  ): StatsGame => ({
    id,
    status,
    homeClubId: home[0],
    awayClubId: away[0],
    homeName: home[1],
    awayName: away[1],
    pool,
    cancelled: false,
    forfeitTeam: null,
    forfeitPoints: 15,
  });
  const bj: [number, string] = [1, '北京队'];
  const sh: [number, string] = [2, '上海队'];
  const gz: [number, string] = [3, '广州队'];
  const cd: [number, string] = [4, '成都队'];
  const goals = (gameId: number, home: number, away: number) => [
    ...Array.from({ length: home }, (_, i) => score(`${gameId}h${i}`, gameId, 'home', null)),
    ...Array.from({ length: away }, (_, i) => score(`${gameId}a${i}`, gameId, 'away', null)),
  ];

  it('keeps one table per pool and leaves games of no pool out of them', () => {
    const games = [
      between(101, 'A组', bj, sh),
      between(102, 'B组', gz, cd),
      between(103, null, bj, gz),
      between(104, 'B组', cd, gz, 'scheduled'),
    ];
    const log = [...goals(101, 15, 9), ...goals(102, 13, 11), ...goals(103, 8, 15)];
    const pools = poolStandingsOf(games, log, [
      { clubId: 1, name: '北京队' },
      { clubId: 2, name: '上海队' },
      { clubId: 3, name: '广州队' },
      { clubId: 4, name: '成都队' },
    ]);
    expect(pools.map((p) => [p.pool, p.standings.map((s) => [s.name, s.won, s.diff])])).toEqual([
      [
        'A组',
        [
          ['北京队', 1, 6],
          ['上海队', 0, -6],
        ],
      ],
      [
        'B组',
        [
          ['广州队', 1, 2],
          ['成都队', 0, -2],
        ],
      ],
    ]);
    // The flat table still mixes everything, the semi-final included.
    expect(standingsOf(games, log).find((s) => s.name === '广州队')?.won).toBe(2);
  });

  it('is one table of every entered team when the competition plays no pools', () => {
    const pools = poolStandingsOf([between(101, null, bj, sh)], goals(101, 15, 3), [
      { clubId: 1, name: '北京队' },
      { clubId: 2, name: '上海队' },
      { clubId: 3, name: '广州队' },
    ]);
    expect(pools).toHaveLength(1);
    expect(pools[0]?.pool).toBeNull();
    expect(pools[0]?.standings.map((s) => s.name)).toEqual(['北京队', '广州队', '上海队']);
  });

  it('ranks teams level on wins by the games between them before the point difference', () => {
    // 上海 and 广州 both win two; 广州 has the better difference, but 上海 beat 广州.
    const games = [
      between(201, 'A组', sh, gz),
      between(202, 'A组', sh, bj),
      between(203, 'A组', gz, bj),
      between(204, 'A组', gz, cd),
      between(205, 'A组', cd, sh),
      between(206, 'A组', bj, cd),
    ];
    const log = [
      ...goals(201, 15, 14),
      ...goals(202, 15, 13),
      ...goals(203, 15, 2),
      ...goals(204, 15, 3),
      ...goals(205, 15, 14),
      ...goals(206, 15, 10),
    ];
    const [table] = poolStandingsOf(games, log);
    expect(table?.standings.map((s) => [s.name, s.won, s.diff])).toEqual([
      ['上海队', 2, 2],
      ['广州队', 2, 24],
      ['北京队', 1, -10],
      ['成都队', 1, -16],
    ]);
  });

  it('ranks a three-way tie by the competition’s rule set and notes what separated each team', () => {
    // 北京 beat 上海 15-14, 上海 beat 广州 15-10, 北京 did not come to 广州 (forfeit); all beat 成都.
    const forfeited = { ...between(303, 'A组', gz, bj), forfeitTeam: 'away' as const };
    const games = [
      between(301, 'A组', bj, sh),
      between(302, 'A组', sh, gz),
      forfeited,
      between(304, 'A组', bj, cd),
      between(305, 'A组', sh, cd),
      between(306, 'A组', gz, cd),
    ];
    const log = [
      ...goals(301, 15, 14),
      ...goals(302, 15, 10),
      ...goals(304, 15, 1),
      ...goals(305, 15, 1),
      ...goals(306, 15, 1),
    ];
    const table = (rules: 'wfdf' | 'usau') =>
      poolStandingsOf(games, log, [], { rules })[0]?.standings.map((s) => [s.name, s.tieBreak]);
    // WFDF B3: the forfeit puts 北京 last of the three; 上海 and 广州 start again: 上海 beat 广州.
    expect(table('wfdf')).toEqual([
      ['上海队', null],
      ['广州队', '同分，按相互胜负'],
      ['北京队', '同分，按弃权场次少'],
      ['成都队', '胜场多'],
    ]);
    // USA Ultimate: the difference among the three, the forfeit counting 15-0 for 广州.
    expect(table('usau')).toEqual([
      ['广州队', null],
      ['上海队', '同分，按相互净胜分'],
      ['北京队', '同分，按相互净胜分'],
      ['成都队', '胜场多'],
    ]);
  });
});
