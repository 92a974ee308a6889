// The console's schedule calls through the real app: the schedule read, adding a game (rosters
// copied, the volunteer's day list), moving it and giving it to another volunteer (the old one's
// earlier actions still sync, later ones do not), rules only before it begins, cancelling and
// restoring without touching events or scores, the round robin, audit rows, and bad input that
// changes nothing.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type {
  AdminGame,
  CompetitionSchedule,
  ScheduleEntry,
} from '../../../../src/contract/admin-schedule';
import type { GameRosters, VolunteerGame } from '../../../../src/contract/scoring';
import { issueTicket } from '../../../auth/tickets';
import type { Database } from '../../../db/schema';
import { localDateString } from '../../../db/local-date';
import { ErrorCode } from '../../../http/business-error';
import { buildConsoleWorld, type ConsoleWorld } from '../../../test-support/console-test-fixture';

let world: ConsoleWorld;
let competitionId: number;
let entries: ScheduleEntry[];
let volunteer: { id: number; ticket: string };
let otherVolunteer: { id: number; ticket: string };

const RULES = {
  pointsToWin: 15,
  halftimeAt: 8,
  softCapMinutes: null,
  hardCapMinutes: null,
  timeoutsPerHalf: 1,
};
const today = () => localDateString(new Date(world.test.app.now()));

async function volunteerTicket(phone: string) {
  const { id } = await world.test.db
    .selectFrom('users')
    .select('id')
    .where('phone', '=', phone)
    .executeTakeFirstOrThrow();
  return { id, ticket: await issueTicket(world.test.db, id, world.test.app.now()) };
}

beforeAll(async () => {
  world = await buildConsoleWorld();
  // The competition with the most approved entries: enough for a pool of four.
  const best = await world.test.db
    .selectFrom('registrations')
    .select(['competition_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('status', '=', 'approved')
    .groupBy('competition_id')
    .orderBy('n', 'desc')
    .executeTakeFirstOrThrow();
  competitionId = best.competition_id;
  entries = (await schedule()).entries;
  volunteer = await volunteerTicket('13800000003');
  otherVolunteer = await volunteerTicket('13800000004');
});
afterAll(() => world.test.close());
beforeEach(() => world.setOffset(0));

async function schedule(): Promise<CompetitionSchedule> {
  const answer = await world.call<CompetitionSchedule>(
    'GET',
    `/api/admin/schedule/competitions/${competitionId}`,
  );
  expect(answer.code).toBe(0);
  return answer.data;
}

const gameBody = (fields: Record<string, unknown> = {}) => ({
  homeEntryId: entries[0]?.id,
  awayEntryId: entries[1]?.id,
  startsAt: `${today()}T15:30`,
  field: '3号场',
  volunteerId: volunteer.id,
  pool: 'A组',
  round: '第1轮',
  ...RULES,
  ...fields,
});

const create = (fields: Record<string, unknown> = {}) =>
  world.call<AdminGame>('POST', `/api/admin/schedule/competitions/${competitionId}/games`, {
    payload: gameBody(fields),
  });
const update = (id: number, fields: Record<string, unknown> = {}) =>
  world.call<AdminGame>('POST', `/api/admin/schedule/games/${id}`, {
    payload: { ...gameBody(), ...fields },
  });
const dayList = (ticket: string) =>
  world.call<VolunteerGame[]>('GET', `/api/volunteer/date/games?date=${today()}`, { ticket });
const batch = (ticket: string, actions: Record<string, unknown>[]) =>
  world.call<{ results: { id: string; code: number; message: string }[] }>(
    'POST',
    '/api/volunteer/batch',
    { ticket, payload: { actions } },
  );
const auditOf = (id: number) =>
  world.test.db
    .selectFrom('audit_log')
    .selectAll()
    .where('target_type', '=', 'game')
    .where('target_id', '=', String(id))
    .orderBy('id')
    .execute();
const eventsOf = (gameId: number) =>
  world.test.db.selectFrom('game_events').selectAll().where('game_id', '=', gameId).execute();

const TOUCHED: (keyof Database)[] = ['games', 'game_players', 'volunteer_assignments', 'audit_log'];
async function expectUnchanged(refused: () => Promise<{ code: number; message: string }>) {
  const before = await Promise.all(TOUCHED.map((t) => world.snapshot(t)));
  const answer = await refused();
  expect(answer.code).not.toBe(0);
  expect(answer.message).toMatch(/[\u4e00-\u9fff]/);
  expect(await Promise.all(TOUCHED.map((t) => world.snapshot(t)))).toEqual(before);
  return answer;
}

describe('the schedule read', () => {
  it('lists the games in order with their volunteer, the approved entries and the volunteers', async () => {
    const data = await schedule();
    expect(data.competition.id).toBe(competitionId);
    const order = data.list.map((g) => `${g.date} ${g.time} ${g.field}`);
    expect(order).toEqual([...order].sort());
    const approved = await world.test.db
      .selectFrom('registrations')
      .select('id')
      .where('competition_id', '=', competitionId)
      .where('status', '=', 'approved')
      .execute();
    expect(data.entries.map((e) => e.id).sort()).toEqual(approved.map((r) => r.id).sort());
    expect(data.volunteers.map((v) => v.name)).toEqual(expect.arrayContaining(['陈静', '刘洋']));
    expect(data.volunteers.map((v) => v.name)).not.toContain('周晓东');
  });

  it('answers 赛事不存在 for a competition that is not there', async () => {
    const answer = await world.call('GET', '/api/admin/schedule/competitions/999999');
    expect(answer).toMatchObject({ code: ErrorCode.notFound, message: '赛事不存在' });
  });
});

describe('adding a game', () => {
  it('stores it with both rosters, gives it to the volunteer and records who did it', async () => {
    const answer = await create();
    expect(answer).toMatchObject({
      code: 0,
      message: '比赛已添加',
      data: {
        date: today(),
        time: '15:30',
        field: '3号场',
        pool: 'A组',
        round: '第1轮',
        status: 'scheduled',
        cancelledAt: null,
        home: { name: entries[0]?.name },
        away: { name: entries[1]?.name },
        volunteer: { id: volunteer.id, name: '陈静' },
        rules: RULES,
      },
    });
    const id = answer.data.id;
    const [row] = await auditOf(id);
    expect(row).toMatchObject({ action: 'game.create', user_name: '周晓东' });
    expect(row?.summary).toBe(`添加比赛：${entries[0]?.name} vs ${entries[1]?.name}`);

    const listed = (await dayList(volunteer.ticket)).data.find((g) => g.id === id);
    expect(listed).toMatchObject({ field: '3号场', time: '15:30', cancelReason: null });
    const rosters = await world.call<GameRosters>('GET', `/api/volunteer/players/${id}`, {
      ticket: volunteer.ticket,
    });
    const registered = await world.test.db
      .selectFrom('registration_players')
      .select('registration_id')
      .where('registration_id', 'in', [entries[0]?.id ?? 0, entries[1]?.id ?? 0])
      .execute();
    const count = (entryId?: number) =>
      registered.filter((r) => r.registration_id === entryId).length;
    expect(rosters.data.home).toHaveLength(count(entries[0]?.id));
    expect(rosters.data.away).toHaveLength(count(entries[1]?.id));
    expect(rosters.data.home.length).toBeGreaterThan(0);
    expect((await dayList(otherVolunteer.ticket)).data.map((g) => g.id)).not.toContain(id);
  });

  it('refuses the same team twice, an entry that is not approved, an unknown volunteer and bad times, changing nothing', async () => {
    const same = await expectUnchanged(() => create({ awayEntryId: entries[0]?.id }));
    expect(same).toMatchObject({ code: ErrorCode.validation, message: '主队和客队不能相同' });
    const pending = await world.test.db
      .selectFrom('registrations')
      .select('id')
      .where('status', '!=', 'approved')
      .executeTakeFirstOrThrow();
    const notApproved = await expectUnchanged(() => create({ awayEntryId: pending.id }));
    expect(notApproved.message).toBe('只能选择本赛事已通过的参赛队');
    const staffAsVolunteer = await expectUnchanged(() =>
      create({ volunteerId: (world.test.app.now() && 1) as number }),
    );
    expect(staffAsVolunteer.message).toBe('记分员不存在或已停用，请从列表中选择');
    const badTime = await expectUnchanged(() => create({ startsAt: '2030-02-30T09:00' }));
    expect(badTime.message).toBe('开始时间不是有效的时间');
    const noField = await expectUnchanged(() => create({ field: ' ' }));
    expect(noField.message).toBe('请填写场地');
    const badRules = await expectUnchanged(() => create({ halftimeAt: 20, pointsToWin: 13 }));
    expect(badRules.message).toBe('半场分不能大于胜利分');
  });
});

describe('moving a game and giving it to another volunteer', () => {
  it('moves it, and the old volunteer syncs what they recorded before but nothing after', async () => {
    const { data: game } = await create({ startsAt: `${today()}T10:00`, field: '1号场' });
    const begun = world.test.app.now() - 60_000;
    const early = await batch(volunteer.ticket, [
      { type: 'begin', id: `b-${game.id}`, gameId: game.id, at: begun },
      { type: 'score', id: `s1-${game.id}`, gameId: game.id, at: begun + 1000, team: 'home' },
    ]);
    expect(early.data.results.map((r) => r.code)).toEqual([0, 0]);

    const moved = await update(game.id, {
      startsAt: `${today()}T11:00`,
      field: '2号场',
      volunteerId: otherVolunteer.id,
    });
    expect(moved.data).toMatchObject({
      time: '11:00',
      field: '2号场',
      volunteer: { id: otherVolunteer.id },
      status: 'live',
      homeScore: 1,
    });
    const removedAt = world.test.app.now();
    expect((await dayList(volunteer.ticket)).data.map((g) => g.id)).not.toContain(game.id);
    expect((await dayList(otherVolunteer.ticket)).data.find((g) => g.id === game.id)).toMatchObject(
      { field: '2号场', time: '11:00' },
    );

    // The old phone was offline: its outbox still holds a point scored before the change and
    // one scored after it.
    const late = await batch(volunteer.ticket, [
      { type: 'score', id: `s2-${game.id}`, gameId: game.id, at: begun + 2000, team: 'away' },
      { type: 'score', id: `s3-${game.id}`, gameId: game.id, at: removedAt + 60_000, team: 'away' },
    ]);
    expect(late.data.results.map((r) => r.code)).toEqual([0, ErrorCode.forbidden]);
    const theirs = await batch(otherVolunteer.ticket, [
      { type: 'score', id: `s4-${game.id}`, gameId: game.id, at: removedAt + 1000, team: 'home' },
    ]);
    expect(theirs.data.results[0]?.code).toBe(0);
    expect((await eventsOf(game.id)).map((e) => e.id).sort()).toEqual(
      [`b-${game.id}`, `s1-${game.id}`, `s2-${game.id}`, `s4-${game.id}`].sort(),
    );

    // Begun: its rules stay, everything else still moves.
    const rules = await expectUnchanged(() =>
      update(game.id, { volunteerId: otherVolunteer.id, pointsToWin: 13 }),
    );
    expect(rules.message).toBe('比赛已开始，不能再修改规则');

    // Given back: the first volunteer sees it again.
    await update(game.id, { volunteerId: volunteer.id });
    expect((await dayList(volunteer.ticket)).data.map((g) => g.id)).toContain(game.id);
    expect((await dayList(otherVolunteer.ticket)).data.map((g) => g.id)).not.toContain(game.id);
    const [, , back] = await auditOf(game.id);
    expect(back?.action).toBe('game.update');
    expect(JSON.parse(back?.before ?? '{}')).toMatchObject({
      volunteer: { id: otherVolunteer.id },
    });
  });

  it('changes the rules of a game that has not begun', async () => {
    const { data: game } = await create();
    const answer = await update(game.id, {
      pointsToWin: 13,
      halftimeAt: 7,
      softCapMinutes: 60,
      hardCapMinutes: 75,
      volunteerId: null,
    });
    expect(answer.data).toMatchObject({
      rules: { pointsToWin: 13, halftimeAt: 7, softCapMinutes: 60, hardCapMinutes: 75 },
      volunteer: null,
    });
  });

  it('refuses a game that is not there', async () => {
    const answer = await update(999999);
    expect(answer).toMatchObject({ code: ErrorCode.notFound, message: '比赛不存在' });
  });
});

describe('two volunteers on one game', () => {
  it('gives a game two volunteers, lists both, and an old one-volunteer call leaves one', async () => {
    const { data: game } = await create({ secondVolunteerId: otherVolunteer.id });
    const both = [volunteer, otherVolunteer].map(({ id }) => id).sort((a, b) => a - b);
    expect(game.volunteers.map((v) => v.id)).toEqual(both);
    expect(game.volunteer?.id).toBe(both[0]);
    const listed = (await schedule()).list.find((g) => g.id === game.id);
    expect(listed?.volunteers.map((v) => v.name).sort()).toEqual(['刘洋', '陈静'].sort());
    for (const ticket of [volunteer.ticket, otherVolunteer.ticket]) {
      expect((await dayList(ticket)).data.map((g) => g.id)).toContain(game.id);
    }
    // gameBody() is a body as staff's calls sent it before there were two volunteers (no
    // secondVolunteerId): the game then has that one volunteer.
    expect(gameBody()).not.toHaveProperty('secondVolunteerId');
    const old = await update(game.id, { volunteerId: otherVolunteer.id });
    expect(old.data.volunteers.map((v) => v.id)).toEqual([otherVolunteer.id]);
    expect((await dayList(volunteer.ticket)).data.map((g) => g.id)).not.toContain(game.id);
    const removed = await world.test.db
      .selectFrom('volunteer_assignments')
      .select('removed_at')
      .where('game_id', '=', game.id)
      .where('user_id', '=', volunteer.id)
      .executeTakeFirstOrThrow();
    expect(removed.removed_at).not.toBeNull();
  });

  it('refuses the same volunteer twice, a second without a first, and an unknown second', async () => {
    const twice = await expectUnchanged(() => create({ secondVolunteerId: volunteer.id }));
    expect(twice.message).toBe('第二记分员不能与记分员相同');
    const noFirst = await expectUnchanged(() =>
      create({ volunteerId: null, secondVolunteerId: volunteer.id }),
    );
    expect(noFirst.message).toBe('请先选择记分员');
    const unknown = await expectUnchanged(() => create({ secondVolunteerId: 999_999 }));
    expect(unknown).toMatchObject({
      message: '记分员不存在或已停用，请从列表中选择',
      data: [{ path: 'secondVolunteerId' }],
    });
  });
});

describe('cancelling and restoring', () => {
  it('cancels with a reason, keeps every event and point, and the phone still syncs', async () => {
    const { data: game } = await create();
    const at = world.test.app.now() - 10_000;
    await batch(volunteer.ticket, [
      { type: 'begin', id: `cb-${game.id}`, gameId: game.id, at },
      { type: 'score', id: `cs-${game.id}`, gameId: game.id, at: at + 1, team: 'away' },
    ]);
    const noReason = await expectUnchanged(() =>
      world.call('POST', `/api/admin/schedule/games/${game.id}/cancel`, {
        payload: { reason: '  ' },
      }),
    );
    expect(noReason.message).toBe('请填写取消原因');

    const cancelled = await world.call<AdminGame>(
      'POST',
      `/api/admin/schedule/games/${game.id}/cancel`,
      { payload: { reason: '雷雨' } },
    );
    expect(cancelled).toMatchObject({
      code: 0,
      message: '比赛已取消',
      data: { cancelReason: '雷雨', status: 'live', awayScore: 1 },
    });
    expect(cancelled.data.cancelledAt).not.toBeNull();
    expect((await dayList(volunteer.ticket)).data.find((g) => g.id === game.id)).toMatchObject({
      cancelReason: '雷雨',
    });
    const synced = await batch(volunteer.ticket, [
      { type: 'score', id: `cs2-${game.id}`, gameId: game.id, at: at + 2, team: 'away' },
    ]);
    expect(synced.data.results[0]?.code).toBe(0);
    expect(await eventsOf(game.id)).toHaveLength(3);

    const again = await expectUnchanged(() =>
      world.call('POST', `/api/admin/schedule/games/${game.id}/cancel`, {
        payload: { reason: '再取消' },
      }),
    );
    expect(again.message).toBe('比赛已取消');

    const restored = await world.call<AdminGame>(
      'POST',
      `/api/admin/schedule/games/${game.id}/restore`,
    );
    expect(restored.data).toMatchObject({ cancelledAt: null, cancelReason: null, awayScore: 2 });
    expect((await auditOf(game.id)).map((r) => r.action)).toEqual([
      'game.create',
      'game.cancel',
      'game.restore',
    ]);
    const twice = await expectUnchanged(() =>
      world.call('POST', `/api/admin/schedule/games/${game.id}/restore`),
    );
    expect(twice.message).toBe('比赛没有被取消，无需恢复');
  });
});

describe('the round robin', () => {
  const roundRobin = (fields: Record<string, unknown> = {}) =>
    world.call<{ created: number }>(
      'POST',
      `/api/admin/schedule/competitions/${competitionId}/round-robin`,
      {
        payload: {
          pool: 'E组',
          entryIds: entries.slice(0, 4).map((e) => e.id),
          fields: ['1号场', '2号场'],
          firstStart: '2030-05-10T09:00',
          slotMinutes: 90,
          ...RULES,
          ...fields,
        },
      },
    );

  it('makes every pairing of the pool once over the fields and slots, with one audit row', async () => {
    expect(entries.length).toBeGreaterThanOrEqual(4);
    const answer = await roundRobin();
    expect(answer).toMatchObject({ code: 0, data: { created: 6 }, message: '已生成 6 场比赛' });
    const pool = (await schedule()).list.filter((g) => g.pool === 'E组');
    expect(pool).toHaveLength(6);
    const pairs = new Set(pool.map((g) => [g.home.name, g.away.name].sort().join('|')));
    expect(pairs.size).toBe(6);
    expect(pool.map((g) => `${g.time} ${g.field} ${g.round}`)).toEqual([
      '09:00 1号场 第1轮',
      '09:00 2号场 第1轮',
      '10:30 1号场 第2轮',
      '10:30 2号场 第2轮',
      '12:00 1号场 第3轮',
      '12:00 2号场 第3轮',
    ]);
    const players = await world.test.db
      .selectFrom('game_players')
      .select('game_id')
      .where(
        'game_id',
        'in',
        pool.map((g) => g.id),
      )
      .execute();
    expect(new Set(players.map((p) => p.game_id)).size).toBe(6);
    const audit = await world.test.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'game.round_robin')
      .executeTakeFirstOrThrow();
    expect(audit.summary).toBe('生成循环赛：E组（6 场）');
  });

  it('refuses one team, a repeated team, no field and an unapproved entry, changing nothing', async () => {
    const one = await expectUnchanged(() => roundRobin({ entryIds: [entries[0]?.id] }));
    expect(one.message).toBe('至少选择两支参赛队');
    const repeated = await expectUnchanged(() =>
      roundRobin({ entryIds: [entries[0]?.id, entries[0]?.id] }),
    );
    expect(repeated.message).toBe('参赛队不能重复');
    const noField = await expectUnchanged(() => roundRobin({ fields: [] }));
    expect(noField.message).toBe('请填写至少一个场地');
    const stranger = await expectUnchanged(() =>
      roundRobin({ entryIds: [entries[0]?.id, 999999] }),
    );
    expect(stranger.message).toBe('只能选择本赛事已通过的参赛队');
  });
});

describe('a mixed game’s ratio rule and line tracking', () => {
  it('gives a new mixed game rule A, takes rule B and lines, and sends both to the phone', async () => {
    expect((await schedule()).competition.division).toBe('MIX');
    const { data: plain } = await create();
    expect(plain.rules).toMatchObject({ ratioRule: 'A', trackLines: false });
    const { data: game } = await create({ ratioRule: 'B', trackLines: true });
    expect(game.rules).toMatchObject({ ratioRule: 'B', trackLines: true });
    const phone = (await dayList(volunteer.ticket)).data.find((g) => g.id === game.id);
    expect(phone?.rules).toMatchObject({ ratioRule: 'B', trackLines: true });
    // A body without the settings (an older console) keeps what the game has.
    expect((await update(game.id)).data.rules).toMatchObject({ ratioRule: 'B', trackLines: true });
    const changed = await update(game.id, { ratioRule: 'A', trackLines: false });
    expect(changed.data.rules).toMatchObject({ ratioRule: 'A', trackLines: false });
  });

  it('gives a game outside a mixed competition no ratio rule, whatever the body says', async () => {
    const other = await world.test.db
      .selectFrom('registrations')
      .innerJoin('competitions', 'competitions.id', 'registrations.competition_id')
      .select(['registrations.id', 'competitions.id as competitionId'])
      .where('registrations.status', '=', 'approved')
      .where('competitions.division', '!=', 'MIX')
      .execute();
    const [first, second] = other.filter((row) => row.competitionId === other[0]?.competitionId);
    expect(second).toBeDefined();
    const answer = await world.call<AdminGame>(
      'POST',
      `/api/admin/schedule/competitions/${first?.competitionId}/games`,
      {
        payload: gameBody({
          homeEntryId: first?.id,
          awayEntryId: second?.id,
          ratioRule: 'B',
          trackLines: true,
        }),
      },
    );
    expect(answer.data.rules).toMatchObject({ ratioRule: null, trackLines: true });
  });

  it('refuses an unknown rule or a line setting that is not on or off, changing nothing', async () => {
    const { data: game } = await create();
    const rule = await expectUnchanged(() => update(game.id, { ratioRule: 'C' }));
    expect(rule.message).toBe('混合比例规则只能是 A（交替）或 B（进攻方决定）');
    const lines = await expectUnchanged(() => update(game.id, { trackLines: 'maybe' }));
    expect(lines.message).toBe('记录上场名单只能是开启或关闭');
  });
});
