import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  atMinute,
  checkPlacements,
  checkSchedule,
  minuteOf,
  shiftPlacements,
  type SlotGame,
} from './schedule-clashes';

const SETTINGS = { slotMinutes: 90, minRestMinutes: 30 };

function game(
  id: number,
  time: string,
  field: string,
  teams: [string, string],
  extra: Partial<SlotGame> = {},
): SlotGame {
  return {
    id,
    date: '2030-05-10',
    time,
    field,
    teams: `${teams[0]} 对 ${teams[1]}`,
    number: null,
    sides: teams.map((name) => ({ key: `club:${name}`, name })),
    volunteers: [],
    dependsOn: [],
    state: 'open',
    ...extra,
  };
}

const kinds = (games: SlotGame[]) => checkSchedule(games, SETTINGS).clashes.map((c) => c.kind);

describe('checkSchedule', () => {
  it('refuses a field used twice at once, naming both games', () => {
    const { clashes } = checkSchedule(
      [game(1, '09:00', '1号场', ['甲', '乙']), game(2, '10:00', '1号场', ['丙', '丁'])],
      SETTINGS,
    );
    expect(clashes).toEqual([
      {
        kind: 'field',
        gameId: 2,
        otherId: 1,
        message:
          '1号场同一时间有两场比赛：丙 对 丁（5月10日 10:00 1号场）与甲 对 乙（5月10日 09:00 1号场）',
      },
    ]);
  });

  it('lets the next game start on a field the moment the slot ends', () => {
    expect(
      kinds([game(1, '09:00', '1号场', ['甲', '乙']), game(2, '10:30', '1号场', ['丙', '丁'])]),
    ).toEqual([]);
  });

  it('refuses a team in two games at once on different fields', () => {
    const { clashes } = checkSchedule(
      [game(1, '09:00', '1号场', ['甲', '乙']), game(2, '09:00', '2号场', ['丙', '甲'])],
      SETTINGS,
    );
    expect(clashes.map((c) => [c.kind, c.message])).toEqual([
      [
        'team',
        '甲同一时间有两场比赛：丙 对 甲（5月10日 09:00 2号场）与甲 对 乙（5月10日 09:00 1号场）',
      ],
    ]);
  });

  it('treats two games waiting for the same placeholder source as the same team', () => {
    const winner = { key: 'slot:W:1', name: '第1场胜者' };
    const a = {
      ...game(2, '12:00', '1号场', ['x', 'y']),
      sides: [winner, { key: 'slot:W:3', name: '第3场胜者' }],
    };
    const b = {
      ...game(4, '12:00', '2号场', ['x', 'y']),
      sides: [winner, { key: 'club:丙', name: '丙' }],
    };
    expect(kinds([a, b])).toEqual(['team']);
  });

  it('refuses a volunteer on two games at once', () => {
    const li = { id: 7, name: '李四' };
    const { clashes } = checkSchedule(
      [
        game(1, '09:00', '1号场', ['甲', '乙'], { volunteers: [li] }),
        game(2, '09:30', '2号场', ['丙', '丁'], { volunteers: [{ id: 8, name: '王五' }, li] }),
      ],
      SETTINGS,
    );
    expect(clashes.map((c) => c.kind)).toEqual(['volunteer']);
    expect(clashes[0]?.message).toContain('记分员李四同一时间有两场比赛');
  });

  it('refuses a game placed before a game it depends on can have finished', () => {
    const semi = game(5, '11:00', '1号场', ['甲', '乙']);
    const final = game(7, '12:00', '2号场', ['x', 'y'], { dependsOn: [5], number: '第7场（F）' });
    const { clashes } = checkSchedule([semi, final], SETTINGS);
    expect(clashes).toEqual([
      {
        kind: 'dependency',
        gameId: 7,
        otherId: 5,
        message:
          '第7场（F）x 对 y（5月10日 12:00 2号场）开始得太早：它要等甲 对 乙（5月10日 11:00 1号场）结束（最早 12:30）',
      },
    ]);
    expect(kinds([semi, { ...final, time: '12:30' }])).toEqual([]);
    // A game the final waits for that is already over imposes nothing.
    expect(kinds([{ ...semi, state: 'final' }, final])).toEqual([]);
  });

  it('refuses a dependent game placed even before the game it waits for', () => {
    const semi = game(5, '11:00', '1号场', ['甲', '乙']);
    const final = game(7, '09:00', '2号场', ['x', 'y'], { dependsOn: [5] });
    expect(kinds([semi, final])).toEqual(['dependency']);
  });

  it('ignores cancelled games', () => {
    expect(
      kinds([
        game(1, '09:00', '1号场', ['甲', '乙'], { state: 'cancelled' }),
        game(2, '09:00', '1号场', ['甲', '乙']),
      ]),
    ).toEqual([]);
  });

  it('warns when a team rests less than the minimum, and not when it rests enough', () => {
    const first = game(1, '09:00', '1号场', ['甲', '乙']);
    const { clashes, warnings } = checkSchedule(
      [first, game(2, '10:45', '2号场', ['甲', '丙'])],
      SETTINGS,
    );
    expect(clashes).toEqual([]);
    expect(warnings).toEqual([
      {
        gameId: 2,
        otherId: 1,
        team: '甲',
        restMinutes: 15,
        message:
          '甲在甲 对 乙（5月10日 09:00 1号场）与甲 对 丙（5月10日 10:45 2号场）之间只休息 15 分钟，少于本赛事要求的 30 分钟',
      },
    ]);
    expect(
      checkSchedule([first, game(2, '11:00', '2号场', ['甲', '丙'])], SETTINGS).warnings,
    ).toEqual([]);
  });
});

describe('checkPlacements', () => {
  it('judges only what the moved games cause, beside the moved game', () => {
    const games = [
      game(1, '09:00', '1号场', ['甲', '乙']),
      game(2, '09:00', '1号场', ['丙', '丁']), // an older clash staff typed by hand
      game(3, '12:00', '2号场', ['戊', '己']),
    ];
    expect(
      checkPlacements(
        games,
        [{ gameId: 3, date: '2030-05-10', time: '14:00', field: '2号场' }],
        SETTINGS,
      ).clashes,
    ).toEqual([]);
    const into = checkPlacements(
      games,
      [{ gameId: 3, date: '2030-05-10', time: '09:00', field: '1号场' }],
      SETTINGS,
    ).clashes;
    expect(into.map((c) => [c.kind, c.gameId, c.otherId])).toEqual([
      ['field', 3, 1],
      ['field', 3, 2],
    ]);
  });
});

describe('shiftPlacements', () => {
  const games = [
    game(1, '09:00', '1号场', ['甲', '乙']),
    game(2, '10:30', '2号场', ['丙', '丁']),
    game(3, '12:00', '1号场', ['戊', '己']),
    game(4, '10:30', '1号场', ['庚', '辛'], { state: 'final' }),
  ];

  it('moves every open game of the block and only those', () => {
    const { placements, outOfDay } = shiftPlacements(games, {
      date: '2030-05-10',
      from: '09:00',
      to: '10:30',
      minutes: 60,
      field: null,
    });
    expect(outOfDay).toEqual([]);
    expect(placements).toEqual([
      { gameId: 1, date: '2030-05-10', time: '10:00', field: '1号场' },
      { gameId: 2, date: '2030-05-10', time: '11:30', field: '2号场' },
    ]);
    const onField = shiftPlacements(games, {
      date: '2030-05-10',
      from: '09:00',
      to: '12:00',
      minutes: 30,
      field: '1号场',
    });
    expect(onField.placements.map((p) => p.gameId)).toEqual([1, 3]);
  });

  it('refuses a game pushed past the end of its day', () => {
    const { outOfDay } = shiftPlacements([game(1, '22:00', '1号场', ['甲', '乙'])], {
      date: '2030-05-10',
      from: '22:00',
      to: '22:00',
      minutes: 120,
      field: null,
    });
    expect(outOfDay.map((c) => c.message)).toEqual([
      '甲 对 乙（5月10日 22:00 1号场）顺延后超出当天，请改为移到另一天',
    ]);
  });
});

describe('properties', () => {
  const times = ['08:00', '09:30', '11:00', '12:30', '14:00', '15:30'];
  const fields = ['1号场', '2号场', '3号场'];
  const teams = ['甲', '乙', '丙', '丁', '戊', '己', '庚', '辛'];
  interface Row {
    slot: number;
    offset: number;
    field: number;
    home: number;
    away: number;
    volunteer: number | null;
  }
  const scheduleArb: fc.Arbitrary<Row[]> = fc.array(
    fc.record({
      slot: fc.integer({ min: 0, max: times.length - 1 }),
      offset: fc.constantFrom(0, 15, 45),
      field: fc.integer({ min: 0, max: fields.length - 1 }),
      home: fc.integer({ min: 0, max: teams.length - 1 }),
      away: fc.integer({ min: 0, max: teams.length - 1 }),
      volunteer: fc.option(fc.integer({ min: 1, max: 3 }), { nil: null }),
    }),
    { maxLength: 14 },
  );
  const build = (rows: Row[]) =>
    rows.map((row, i) => {
      const start = minuteOf('2030-05-10', times[row.slot] ?? '08:00') + row.offset;
      return game(
        i + 1,
        atMinute(start).time,
        fields[row.field] ?? '',
        [teams[row.home] ?? '', teams[row.away] ?? ''],
        {
          volunteers:
            row.volunteer === null ? [] : [{ id: row.volunteer, name: `V${row.volunteer}` }],
        },
      );
    });
  const pairKey = (a: number, b: number) => [a, b].sort((x, y) => x - y).join('-');

  it('finds a field, team or volunteer clash exactly for the pairs whose slots overlap', () => {
    fc.assert(
      fc.property(scheduleArb, (rows) => {
        const games = build(rows);
        const found = new Set(
          checkSchedule(games, SETTINGS).clashes.map(
            (c) => `${c.kind}:${pairKey(c.gameId, c.otherId ?? 0)}`,
          ),
        );
        const expected = new Set<string>();
        for (const a of games) {
          for (const b of games) {
            if (a.id >= b.id) continue;
            const apart = Math.abs(minuteOf(a.date, a.time) - minuteOf(b.date, b.time));
            if (apart >= SETTINGS.slotMinutes) continue;
            const key = pairKey(a.id, b.id);
            if (a.field === b.field) expected.add(`field:${key}`);
            if (a.sides.some((s) => b.sides.some((t) => t.key === s.key)))
              expected.add(`team:${key}`);
            if (a.volunteers.some((v) => b.volunteers.some((w) => w.id === v.id))) {
              expected.add(`volunteer:${key}`);
            }
          }
        }
        expect(found).toEqual(expected);
      }),
    );
  });

  it('gives the same clashes whatever the order of the games and wherever the day is', () => {
    fc.assert(
      fc.property(scheduleArb, fc.integer({ min: 1, max: 400 }), (rows, days) => {
        const games = build(rows);
        const norm = (list: SlotGame[]) =>
          checkSchedule(list, SETTINGS)
            .clashes.map((c) => `${c.kind}:${pairKey(c.gameId, c.otherId ?? 0)}`)
            .sort();
        const moved = games.map((g) => ({
          ...g,
          date: atMinute(minuteOf(g.date, g.time) + days * 1440).date,
        }));
        expect(norm([...games].reverse())).toEqual(norm(games));
        expect(norm(moved).length).toBe(norm(games).length);
      }),
    );
  });

  it('never warns of a rest that is not short, nor where the teams clash', () => {
    fc.assert(
      fc.property(scheduleArb, (rows) => {
        const { warnings } = checkSchedule(build(rows), SETTINGS);
        for (const warning of warnings) {
          expect(warning.restMinutes).toBeGreaterThanOrEqual(0);
          expect(warning.restMinutes).toBeLessThan(SETTINGS.minRestMinutes);
        }
      }),
    );
  });
});
