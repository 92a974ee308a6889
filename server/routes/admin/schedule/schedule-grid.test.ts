// The schedule grid's calls through the real app (docs/competitions.md, "The schedule grid"): the
// grid read, moving one or several games, the clashes each refused in Chinese naming the game with
// nothing saved, the rest warning, a game placed before the game it waits for, 雨天顺延 with its
// preview, the settings, two staff members moving into one cell at once, audit rows and the
// answers' counter.
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminGame, ScheduleEntry } from '../../../../src/contract/admin-schedule';
import type { GridChange, ScheduleGrid } from '../../../../src/contract/schedule-grid';
import { issueTicket } from '../../../auth/tickets';
import { useConsoleWorld } from '../../../test-support/console-test-fixture';

const world = useConsoleWorld();
const DAY = '2031-06-02';
const RULES = {
  pointsToWin: 15,
  halftimeAt: 8,
  softCapMinutes: null,
  hardCapMinutes: null,
  timeoutsPerHalf: 1,
};
let competitionId: number;
let entries: ScheduleEntry[];
let volunteerId: number;
let staffId: number;
const ids: Record<string, number> = {};

const gameId = (name: string) => {
  const id = ids[name];
  if (id === undefined) throw new Error(`no game ${name}`);
  return id;
};
const base = () => `/api/admin/schedule/competitions/${competitionId}`;

async function addGame(
  name: string,
  home: number,
  away: number,
  time: string,
  field: string,
  withVolunteer = false,
) {
  const answer = await world.call<AdminGame>('POST', `${base()}/games`, {
    payload: {
      homeEntryId: entries[home]?.id,
      awayEntryId: entries[away]?.id,
      startsAt: `${DAY}T${time}`,
      field,
      volunteerId: withVolunteer ? volunteerId : null,
      pool: '',
      round: '',
      ...RULES,
    },
  });
  expect(answer.code).toBe(0);
  ids[name] = answer.data.id;
}

const grid = async () => (await world.call<ScheduleGrid>('GET', `${base()}/grid`)).data;
const placeOf = async (name: string) => {
  const game = (await grid()).games.find((g) => g.id === ids[name]);
  return `${game?.time} ${game?.field}`;
};
const move = (moves: { name: string; time: string; field: string; date?: string }[]) =>
  world.call<GridChange>('POST', `${base()}/grid/move`, {
    payload: {
      moves: moves.map((m) => ({
        gameId: ids[m.name],
        date: m.date ?? DAY,
        time: m.time,
        field: m.field,
      })),
    },
  });
const unchanged = async () => ({
  games: await world.snapshot('games'),
  audit: await world.snapshot('audit_log'),
});
const contentVersion = async () =>
  (
    await world.test.db
      .selectFrom('answer_versions')
      .select('version')
      .where('scope', '=', 'content')
      .executeTakeFirst()
  )?.version ?? 0;

beforeAll(async () => {
  const best = await world.test.db
    .selectFrom('registrations')
    .select(['competition_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('status', '=', 'approved')
    .groupBy('competition_id')
    .orderBy('n', 'desc')
    .executeTakeFirstOrThrow();
  competitionId = best.competition_id;
  entries = (await world.call<{ entries: ScheduleEntry[] }>('GET', base())).data.entries;
  expect(entries.length).toBeGreaterThanOrEqual(6);
  const idOf = async (phone: string) =>
    (
      await world.test.db
        .selectFrom('users')
        .select('id')
        .where('phone', '=', phone)
        .executeTakeFirstOrThrow()
    ).id;
  volunteerId = await idOf('13800000003');
  staffId = await idOf('13800000000');
  // A–B and C–D at nine, A–C and B–D at noon, E–F in the afternoon with the same volunteer as A–B.
  await addGame('ab', 0, 1, '09:00', '1号场', true);
  await addGame('cd', 2, 3, '09:00', '2号场');
  await addGame('ac', 0, 2, '12:00', '1号场');
  await addGame('bd', 1, 3, '12:00', '2号场');
  await addGame('ef', 4, 5, '15:00', '3号场', true);
});

describe('the grid', () => {
  it('reads every game with its sides, volunteers and the default settings', async () => {
    const answer = await grid();
    expect(answer.settings).toEqual({ slotMinutes: 90, minRestMinutes: 30 });
    const ab = answer.games.find((g) => g.id === ids.ab);
    expect(ab).toMatchObject({
      date: DAY,
      time: '09:00',
      field: '1号场',
      teams: `${entries[0]?.name} 对 ${entries[1]?.name}`,
      sides: [
        { key: `club:${entries[0]?.clubId}`, name: entries[0]?.name },
        { key: `club:${entries[1]?.clubId}`, name: entries[1]?.name },
      ],
      dependsOn: [],
      state: 'open',
    });
    expect(ab?.volunteers.map((v) => v.id)).toEqual([volunteerId]);
  });
});

describe('moving games', () => {
  it('refuses a move into an occupied cell, naming both games, and saves nothing', async () => {
    const before = await unchanged();
    const answer = await move([{ name: 'ac', time: '09:00', field: '1号场' }]);
    expect(answer.code).toBe(1000);
    expect(answer.message).toBe(
      `1号场同一时间有两场比赛：${entries[0]?.name} 对 ${entries[2]?.name}（6月2日 09:00 1号场）与${entries[0]?.name} 对 ${entries[1]?.name}（6月2日 09:00 1号场）`,
    );
    expect(answer.data).toContainEqual({
      path: `games.${ids.ac}`,
      message: expect.stringContaining(`${entries[2]?.name}同一时间有两场比赛`),
    });
    expect(await unchanged()).toEqual(before);
  });

  it('refuses a team in two games at once and a volunteer on two games at once', async () => {
    const team = await move([{ name: 'ac', time: '09:30', field: '3号场' }]);
    expect(team.message).toContain(`${entries[0]?.name}同一时间有两场比赛`);
    const volunteer = await move([{ name: 'ef', time: '09:45', field: '3号场' }]);
    expect(volunteer.code).toBe(1000);
    expect(volunteer.message).toMatch(/^记分员.+同一时间有两场比赛：/);
    expect(await placeOf('ef')).toBe('15:00 3号场');
  });

  it('moves several games in one step, judged together, with an audit row each', async () => {
    const version = await contentVersion();
    const answer = await move([
      { name: 'ab', time: '09:00', field: '2号场' },
      { name: 'cd', time: '09:00', field: '1号场' },
    ]);
    expect(answer.code).toBe(0);
    expect(answer.data.moved.map((m) => [m.from.field, m.to.field])).toEqual([
      ['1号场', '2号场'],
      ['2号场', '1号场'],
    ]);
    expect(await placeOf('ab')).toBe('09:00 2号场');
    expect(await placeOf('cd')).toBe('09:00 1号场');
    const audit = await world.test.db
      .selectFrom('audit_log')
      .select(['target_id', 'before', 'after'])
      .where('action', '=', 'game.move')
      .orderBy('id')
      .execute();
    expect(audit.slice(-2).map((row) => Number(row.target_id))).toEqual([ids.ab, ids.cd]);
    expect(JSON.parse(audit.at(-1)?.before ?? '{}')).toEqual({
      date: DAY,
      time: '09:00',
      field: '2号场',
    });
    expect(await contentVersion()).toBeGreaterThan(version);
  });

  it('saves a move that leaves a team short of rest, and warns of it', async () => {
    const answer = await move([{ name: 'bd', time: '10:40', field: '3号场' }]);
    expect(answer.code).toBe(0);
    expect(answer.data.warnings.map((w) => w.message)).toEqual([
      expect.stringMatching(/之间只休息 10 分钟，少于本赛事要求的 30 分钟$/),
      expect.stringMatching(/之间只休息 10 分钟，少于本赛事要求的 30 分钟$/),
    ]);
    expect(await placeOf('bd')).toBe('10:40 3号场');
    expect((await move([{ name: 'bd', time: '12:00', field: '2号场' }])).code).toBe(0);
  });

  it('refuses to move a game that has begun, and a game of another competition', async () => {
    await world.test.db
      .updateTable('games')
      .set({ status: 'live' })
      .where('id', '=', gameId('ef'))
      .execute();
    const begun = await move([{ name: 'ef', time: '17:00', field: '3号场' }]);
    expect(begun.message).toMatch(/已开始或已结束，不能移动$/);
    await world.test.db
      .updateTable('games')
      .set({ status: 'scheduled' })
      .where('id', '=', gameId('ef'))
      .execute();
    const other = await world.test.db
      .selectFrom('games')
      .select('id')
      .where('competition_id', '!=', competitionId)
      .executeTakeFirstOrThrow();
    const foreign = await world.call('POST', `${base()}/grid/move`, {
      payload: { moves: [{ gameId: other.id, date: DAY, time: '07:00', field: '9号场' }] },
    });
    expect(foreign.message).toBe(`比赛 ${other.id} 不属于本赛事，请刷新后重试`);
  });

  it('refuses bad input in Chinese', async () => {
    const answer = await world.call('POST', `${base()}/grid/move`, {
      payload: { moves: [{ gameId: ids.ab, date: '2031-02-30', time: '25:00', field: '' }] },
    });
    expect(answer.code).toBe(1001);
    expect(answer.message).toMatch(/[\u4e00-\u9fa5]/);
  });

  it('lets only one of two staff members moving into the same cell at once succeed', async () => {
    const other = await issueTicket(world.test.db, staffId, world.test.app.now());
    const into = (name: string, ticket?: string) =>
      world.call('POST', `${base()}/grid/move`, {
        ...(ticket ? { ticket } : {}),
        payload: { moves: [{ gameId: ids[name], date: DAY, time: '18:00', field: '5号场' }] },
      });
    const answers = await Promise.all([into('ac'), into('bd', other)]);
    expect(answers.map((a) => a.code).sort()).toEqual([0, 1000]);
    const placed = (await grid()).games.filter((g) => g.time === '18:00' && g.field === '5号场');
    expect(placed).toHaveLength(1);
    const back = placed[0]?.id === ids.ac ? 'ac' : 'bd';
    expect(
      (await move([{ name: back, time: '12:00', field: back === 'ac' ? '1号场' : '2号场' }])).code,
    ).toBe(0);
  });
});

describe('a game that waits for another', () => {
  it('is refused before the game it depends on can have finished', async () => {
    const format = {
      games: [
        { number: 1, code: 'SF1', stage: 1, round: 1, pool: null },
        { number: 2, code: 'F', stage: 1, round: 2, pool: null },
      ],
    };
    await world.test.db
      .insertInto('competition_formats')
      .values({
        competition_id: competitionId,
        template_id: 'test',
        options: '{}',
        seeds: '[]',
        format: JSON.stringify(format),
        created_by: staffId,
        created_at: new Date().toISOString(),
      })
      .execute();
    await world.test.db
      .updateTable('games')
      .set({ format_game: 1 })
      .where('id', '=', gameId('cd'))
      .execute();
    await world.test.db
      .updateTable('games')
      .set({ format_game: 2, home_slot: JSON.stringify({ kind: 'winner', game: 1 }) })
      .where('id', '=', gameId('ef'))
      .execute();
    const ef = (await grid()).games.find((g) => g.id === ids.ef);
    expect(ef?.dependsOn).toEqual([ids.cd]);
    expect(ef?.number).toBe('第2场（F）');
    // At ten it also overlaps A–B, whose volunteer it shares: every clash is in the refusal.
    const early = await move([{ name: 'ef', time: '10:00', field: '3号场' }]);
    expect(early.code).toBe(1000);
    expect(early.data).toContainEqual({
      path: `games.${ids.ef}`,
      message: expect.stringMatching(
        /^第2场（F）.+开始得太早：它要等第1场（SF1）.+结束（最早 10:30）$/,
      ),
    });
    expect((await move([{ name: 'ef', time: '10:30', field: '3号场' }])).code).toBe(0);
    expect((await move([{ name: 'ef', time: '15:00', field: '3号场' }])).code).toBe(0);
  });
});

describe('雨天顺延', () => {
  const block = { date: DAY, from: '09:00', to: '10:30', minutes: 60 };

  it('previews what moves and saves nothing', async () => {
    const before = await unchanged();
    const preview = await world.call<GridChange>(
      'GET',
      `${base()}/grid/shift-preview?date=${DAY}&from=09:00&to=10:30&minutes=60`,
    );
    expect(preview.code).toBe(0);
    expect(preview.data.moved.map((m) => [m.gameId, m.to.time]).sort()).toEqual(
      [
        [ids.ab, '10:00'],
        [ids.cd, '10:00'],
      ].sort(),
    );
    expect(preview.data.clashes).toEqual([]);
    expect(await unchanged()).toEqual(before);
  });

  it('lists in the preview and refuses on saving a shift into later games', async () => {
    const before = await unchanged();
    const query = `date=${DAY}&from=09:00&to=10:30&minutes=150`;
    const preview = await world.call<GridChange>('GET', `${base()}/grid/shift-preview?${query}`);
    expect(preview.data.clashes.length).toBeGreaterThan(0);
    const saving = await world.call('POST', `${base()}/grid/shift`, {
      payload: { ...block, minutes: 150, field: null },
    });
    expect(saving.code).toBe(1000);
    expect(saving.message).toBe(preview.data.clashes[0]?.message);
    expect(await unchanged()).toEqual(before);
  });

  it('moves every game of the block in one step, with its audit rows', async () => {
    const answer = await world.call<GridChange>('POST', `${base()}/grid/shift`, {
      payload: { ...block, field: null },
    });
    expect(answer.code).toBe(0);
    expect(await placeOf('ab')).toBe('10:00 2号场');
    expect(await placeOf('cd')).toBe('10:00 1号场');
    expect(await placeOf('ac')).toBe('12:00 1号场');
    const shift = await world.test.db
      .selectFrom('audit_log')
      .select('summary')
      .where('action', '=', 'competition.shift')
      .executeTakeFirstOrThrow();
    expect(shift.summary).toBe(`雨天顺延：${DAY} 09:00–10:30 的 2 场比赛推后 60 分钟`);
    const empty = await world.call('POST', `${base()}/grid/shift`, {
      payload: { date: DAY, from: '06:00', to: '07:00', minutes: 30, field: null },
    });
    expect(empty.message).toBe('这段时段内没有未开始的比赛可以顺延');
  });
});

describe('settings', () => {
  it('saves the slot and rest the rules use, and refuses what is out of range', async () => {
    const bad = await world.call('POST', `${base()}/grid/settings`, {
      payload: { slotMinutes: 5, minRestMinutes: 30 },
    });
    expect(bad.code).toBe(1001);
    expect(bad.message).toContain('每场时长（分钟）不能小于 10');
    const saved = await world.call('POST', `${base()}/grid/settings`, {
      payload: { slotMinutes: 150, minRestMinutes: 45 },
    });
    expect(saved.code).toBe(0);
    expect((await grid()).settings).toEqual({ slotMinutes: 150, minRestMinutes: 45 });
    // With slots of 150 minutes A–C at noon now overlaps A–B at ten: a move of it is judged so.
    const answer = await move([{ name: 'ac', time: '12:00', field: '4号场' }]);
    expect(answer.message).toContain('同一时间有两场比赛');
  });
});
