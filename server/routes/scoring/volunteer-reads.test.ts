import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test-support/build-test-app';
import { localDateString } from '../../db/local-date';
import type {
  GameRosters,
  VolunteerGame,
  VolunteerGameDetail,
} from '../../../src/contract/scoring';
import {
  call,
  seedScoringFixture,
  type ScoringFixture,
} from '../../test-support/scoring-test-fixture';

let t: TestApp;
let f: ScoringFixture;

beforeEach(async () => {
  t = await buildTestApp();
  f = await seedScoringFixture(t.db);
});
afterEach(() => t.close());

describe('POST /api/volunteer/login', () => {
  const login = (phone: string, password: string) =>
    call<{ ticket: string; user: { id: number; type: string; phone: string } }>(
      t.app,
      null,
      'POST',
      '/api/volunteer/login',
      {
        phone,
        password,
      },
    );

  it('lets a volunteer and staff in with a working ticket', async () => {
    const answer = await login(f.volunteerPhone, 'demo1234');
    expect(answer.code).toBe(0);
    expect(answer.data.user).toMatchObject({ type: 'volunteer', phone: f.volunteerPhone });
    const games = await call<VolunteerGame[]>(
      t.app,
      answer.data.ticket,
      'GET',
      '/api/volunteer/date/games',
    );
    expect(games.code).toBe(0);
    expect((await login('13900000000', 'demo1234')).data.user.type).toBe('staff');
  });

  it('answers the same message for a wrong password and an unknown phone', async () => {
    expect(await login(f.volunteerPhone, 'wrong-password')).toMatchObject({
      code: 1000,
      message: '手机号或密码错误',
    });
    expect(await login('13912345678', 'demo1234')).toMatchObject({
      code: 1000,
      message: '手机号或密码错误',
    });
  });

  it('refuses a player with the right password as it refuses a wrong one', async () => {
    expect(await login('13900000001', 'demo1234')).toEqual({
      code: 1000,
      message: '手机号或密码错误',
      data: null,
    });
  });

  it('checks the body with Chinese messages', async () => {
    expect(await login('12345', 'demo1234')).toMatchObject({
      code: 1001,
      message: '手机号格式不正确',
    });
    expect(
      (await call(t.app, null, 'POST', '/api/volunteer/login', { phone: f.volunteerPhone }))
        .message,
    ).toBe('请输入密码');
  });

  it('is rate limited per phone and address', async () => {
    const answers = [];
    for (let i = 0; i < 11; i += 1) answers.push(await login(f.volunteerPhone, 'wrong-password'));
    expect(answers.at(-1)?.code).toBe(1029);
    expect(answers.at(-1)?.message).toMatch(/请 \d+ 秒后再试/);
    expect((await login(f.volunteerPhone, 'demo1234')).code).toBe(1029);
  });
});

describe('GET /api/volunteer/date/games', () => {
  it("lists today's games assigned to the volunteer, with teams, scores and rules", async () => {
    const answer = await call<VolunteerGame[]>(
      t.app,
      f.tickets.volunteer,
      'GET',
      '/api/volunteer/date/games',
    );
    expect(answer.data).toHaveLength(1);
    expect(answer.data[0]).toEqual({
      id: f.gameId,
      status: 'scheduled',
      date: localDateString(),
      time: '09:00',
      field: '1号场',
      round: '小组赛',
      competitionId: expect.any(Number),
      competitionName: '测试飞盘联赛',
      home: { name: '上海飞鱼', clubId: null },
      away: { name: '北京风暴', clubId: null },
      homeScore: 0,
      awayScore: 0,
      rules: {
        pointsToWin: 15,
        halftimeAt: 8,
        softCapMinutes: 75,
        hardCapMinutes: 90,
        timeoutsPerHalf: 2,
        ratioRule: null,
        trackLines: false,
      },
      cancelReason: null,
    });
  });

  it('shows staff every game of the day, and nothing on another day', async () => {
    const all = await call<VolunteerGame[]>(
      t.app,
      f.tickets.staff,
      'GET',
      '/api/volunteer/date/games',
    );
    expect(all.data.map((g) => g.id)).toEqual([f.gameId, f.otherGameId]);
    const other = await call<VolunteerGame[]>(
      t.app,
      f.tickets.staff,
      'GET',
      '/api/volunteer/date/games?date=2001-01-01',
    );
    expect(other.data).toEqual([]);
  });

  it('rejects a bad date, visitors and players', async () => {
    const bad = await call(
      t.app,
      f.tickets.volunteer,
      'GET',
      '/api/volunteer/date/games?date=2024-1-1',
    );
    expect(bad).toMatchObject({ code: 1001, message: '日期格式应为 YYYY-MM-DD' });
    expect((await call(t.app, null, 'GET', '/api/volunteer/date/games')).code).toBe(401);
    expect((await call(t.app, f.tickets.player, 'GET', '/api/volunteer/date/games')).code).toBe(
      1003,
    );
  });
});

describe('GET /api/volunteer/game/:id and /api/volunteer/players/:id', () => {
  it('gives the assigned volunteer the game with its log and derived state', async () => {
    await call(t.app, f.tickets.volunteer, 'POST', '/api/volunteer/begin', {
      id: 'b1',
      gameId: f.gameId,
      at: 1000,
    });
    await call(t.app, f.tickets.volunteer, 'POST', '/api/volunteer/save/score', {
      id: 's1',
      gameId: f.gameId,
      team: 'away',
      scorerId: f.away[0],
      assistId: f.away[1],
      at: 2000,
    });
    const answer = await call<VolunteerGameDetail>(
      t.app,
      f.tickets.volunteer,
      'GET',
      `/api/volunteer/game/${f.gameId}`,
    );
    expect(answer.data).toMatchObject({
      id: f.gameId,
      status: 'live',
      homeScore: 0,
      awayScore: 1,
      halftime: null,
      winner: null,
      beganAt: 1000,
      finishedAt: null,
      timeoutsUsed: {
        home: { firstHalf: 0, secondHalf: 0 },
        away: { firstHalf: 0, secondHalf: 0 },
      },
      possibleDuplicates: [],
    });
    expect(answer.data.events).toEqual([
      {
        id: 'b1',
        kind: 'begin',
        team: null,
        scorerId: null,
        assistId: null,
        targetId: null,
        at: 1000,
        voided: false,
        deviceId: null,
        recorderId: expect.any(Number),
        recorderName: '记分员甲',
      },
      {
        id: 's1',
        kind: 'score',
        team: 'away',
        scorerId: f.away[0],
        assistId: f.away[1],
        targetId: null,
        at: 2000,
        voided: false,
        deviceId: null,
        recorderId: expect.any(Number),
        recorderName: '记分员甲',
      },
    ]);
  });

  it('gives both rosters', async () => {
    const answer = await call<GameRosters>(
      t.app,
      f.tickets.volunteer,
      'GET',
      `/api/volunteer/players/${f.gameId}`,
    );
    expect(answer.data.home).toEqual([
      { id: f.home[0], name: '张伟', number: 1 },
      { id: f.home[1], name: '李娜', number: 2 },
      { id: f.home[2], name: '王强', number: 3 },
    ]);
    expect(answer.data.away.map((p) => p.name)).toEqual(['刘洋', '陈静', '赵磊']);
  });

  it('refuses a volunteer not assigned to the game, lets staff in, and names a missing game', async () => {
    for (const url of [`/api/volunteer/game/${f.gameId}`, `/api/volunteer/players/${f.gameId}`]) {
      expect((await call(t.app, f.tickets.otherVolunteer, 'GET', url)).code).toBe(1003);
      expect((await call(t.app, f.tickets.staff, 'GET', url)).code).toBe(0);
      expect((await call(t.app, f.tickets.player, 'GET', url)).code).toBe(1003);
      expect((await call(t.app, null, 'GET', url)).code).toBe(401);
    }
    expect(await call(t.app, f.tickets.staff, 'GET', '/api/volunteer/game/99999')).toMatchObject({
      code: 1004,
      message: '比赛不存在',
    });
    expect((await call(t.app, f.tickets.staff, 'GET', '/api/volunteer/game/abc')).code).toBe(1001);
  });
});
