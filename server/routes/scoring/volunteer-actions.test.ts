import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test-support/build-test-app';
import type { ActionResult, GameRosters, VolunteerGameDetail } from '../../../src/contract/scoring';
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

const act = <T = ActionResult>(
  path: string,
  body: object,
  ticket = f.tickets.volunteer,
  headers = {},
) =>
  call<T>(
    t.app,
    ticket,
    path === 'delete/score' ? 'DELETE' : 'POST',
    `/api/volunteer/${path}`,
    body,
    headers,
  );
const begin = (id = 'begin-1', at = 1000) => act('begin', { id, gameId: f.gameId, at });
const score = (id: string, team: 'home' | 'away', at: number, extra: object = {}) =>
  act('save/score', { id, gameId: f.gameId, team, at, ...extra });
const game = async () =>
  (
    await call<VolunteerGameDetail>(
      t.app,
      f.tickets.staff,
      'GET',
      `/api/volunteer/game/${f.gameId}`,
    )
  ).data;
const eventCount = async () =>
  Number(
    (
      await t.db
        .selectFrom('game_events')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('begin and finish', () => {
  it('go scheduled → live → finished and are idempotent', async () => {
    expect(await begin()).toMatchObject({
      code: 0,
      data: { id: 'begin-1', gameId: f.gameId, kind: 'begin' },
    });
    expect((await game()).status).toBe('live');
    expect((await begin('begin-2', 1500)).code).toBe(0);
    expect(await game()).toMatchObject({ status: 'live', beganAt: 1000 });

    const finish = await act('finished', { id: 'fin-1', gameId: f.gameId, at: 9000 });
    expect(finish).toMatchObject({ code: 0, data: { kind: 'finish' } });
    expect((await act('finished', { id: 'fin-1', gameId: f.gameId, at: 9000 })).data).toEqual(
      finish.data,
    );
    expect((await act('finished', { id: 'fin-2', gameId: f.gameId, at: 9500 })).code).toBe(0);
    expect(await game()).toMatchObject({ status: 'finished', finishedAt: 9000 });
    expect((await begin('begin-3', 9900)).code).toBe(0);
    expect((await game()).status).toBe('finished');
  });

  it('refuses to finish a game that has not begun', async () => {
    const answer = await act('finished', { id: 'fin-1', gameId: f.gameId, at: 9000 });
    expect(answer.code).not.toBe(0);
    expect(answer.message).toContain('比赛尚未开始');
    expect(await eventCount()).toBe(0);
  });

  it('only lets the assigned volunteer or staff act, and names a missing game', async () => {
    expect(
      (await act('begin', { id: 'x', gameId: f.gameId, at: 1 }, f.tickets.otherVolunteer)).code,
    ).toBe(1003);
    expect((await act('begin', { id: 'x', gameId: f.gameId, at: 1 }, f.tickets.player)).code).toBe(
      1003,
    );
    expect(
      (
        await call(t.app, null, 'POST', '/api/volunteer/begin', {
          id: 'x',
          gameId: f.gameId,
          at: 1,
        })
      ).code,
    ).toBe(401);
    expect((await act('begin', { id: 'x', gameId: 424242, at: 1 })).code).toBe(1004);
    expect(await eventCount()).toBe(0);
    expect(
      (await act('begin', { id: 'x', gameId: f.otherGameId, at: 1 }, f.tickets.staff)).code,
    ).toBe(0);
  });

  it('checks its body with Chinese messages', async () => {
    expect((await act('begin', { gameId: f.gameId, at: 1 })).message).toBe('请提供操作编号');
    expect((await act('begin', { id: 'a b', gameId: f.gameId, at: 1 })).message).toContain(
      '操作编号只能包含',
    );
    expect((await act('begin', { id: 'x', gameId: 'abc', at: 1 })).message).toBe(
      '比赛编号必须是数字',
    );
    expect((await act('begin', { id: 'x', gameId: f.gameId, at: -5 })).message).toBe(
      '操作时间不能为负数',
    );
    expect(await eventCount()).toBe(0);
  });
});

describe('save/score', () => {
  it('is a business error before the game begins', async () => {
    expect(await score('s1', 'home', 2000)).toMatchObject({
      code: 1000,
      message: '比赛尚未开始，请先开始比赛',
    });
    expect(await eventCount()).toBe(0);
  });

  it('stores a score once: a resend answers the same and changes nothing', async () => {
    await begin();
    const first = await score('s1', 'home', 2000, { scorerId: f.home[0], assistId: f.home[1] });
    expect(first).toMatchObject({
      code: 0,
      data: { id: 's1', gameId: f.gameId, kind: 'score', playerId: null },
    });
    const again = await score('s1', 'home', 2000, { scorerId: f.home[0], assistId: f.home[1] });
    expect(again).toEqual(first);
    expect(await game()).toMatchObject({ homeScore: 1, awayScore: 0 });
    expect(await eventCount()).toBe(2);
  });

  it('counts parallel scores once each, however many copies race in', async () => {
    await begin();
    await Promise.all([
      ...Array.from({ length: 10 }, (_, i) =>
        score(`p${i}`, i % 2 === 0 ? 'home' : 'away', 2000 + i),
      ),
      ...Array.from({ length: 5 }, () => score('same', 'home', 3000)),
    ]);
    expect(await game()).toMatchObject({ homeScore: 6, awayScore: 5 });
    expect(await eventCount()).toBe(12);
  });

  it('derives the score columns from the log, never from the body', async () => {
    await begin();
    await act('save/score', {
      id: 's1',
      gameId: f.gameId,
      team: 'away',
      at: 2000,
      homeScore: 9,
      awayScore: 9,
    });
    const row = await t.db
      .selectFrom('games')
      .selectAll()
      .where('id', '=', f.gameId)
      .executeTakeFirstOrThrow();
    expect([row.home_score, row.away_score]).toEqual([0, 1]);
  });

  it('rejects an id already used by another kind of action or another game', async () => {
    await begin('shared-id');
    const clash = await score('shared-id', 'home', 2000);
    expect(clash.code).toBe(1009);
    expect(clash.message).toContain('操作编号已被另一项操作使用');
    await act('begin', { id: 'other-begin', gameId: f.otherGameId, at: 1 }, f.tickets.staff);
    expect(
      (await act('begin', { id: 'other-begin', gameId: f.gameId, at: 1 }, f.tickets.staff)).code,
    ).toBe(1009);
    expect((await game()).homeScore).toBe(0);
  });

  it('requires scorer and assist from that team’s game roster', async () => {
    await begin();
    const wrongTeam = await score('s1', 'home', 2000, { scorerId: f.away[0] });
    expect(wrongTeam.code).not.toBe(0);
    expect(wrongTeam.message).toBe('得分或助攻队员不在该队本场比赛的名单中');
    expect((await score('s2', 'home', 2000, { scorerId: 999999 })).code).not.toBe(0);
    expect(
      (await score('s3', 'home', 2000, { scorerId: f.home[0], assistId: f.home[0] })).message,
    ).toBe('得分队员和助攻队员不能是同一人');
    expect((await score('s4', 'middle' as 'home', 2000)).message).toContain('队伍只能是');
    expect((await score('s5', 'home', 2000, { scorerId: null, assistId: f.home[2] })).code).toBe(0);
    expect((await game()).homeScore).toBe(1);
  });

  it('refuses a new score after the game finished, with a Chinese message, and changes nothing', async () => {
    await begin();
    await score('s1', 'home', 2000);
    await act('finished', { id: 'fin', gameId: f.gameId, at: 3000 });
    const before = await game();
    const late = await score('s2', 'away', 4000);
    expect(late).toMatchObject({ code: 1000, message: '比赛已结束，不能再记分' });
    expect(await game()).toEqual(before);
    expect(before).toMatchObject({ homeScore: 1, awayScore: 0, winner: 'home' });
    // A resend of a score stored before the finish is still accepted as the same action.
    expect((await score('s1', 'home', 2000)).code).toBe(0);
  });

  it('derives halftime when a team first reaches the halftime score', async () => {
    await begin();
    for (let i = 0; i < 8; i += 1) await score(`h${i}`, 'home', 2000 + i);
    await score('a0', 'away', 1500);
    expect((await game()).halftime).toEqual({ at: 2007, team: 'home', homeScore: 8, awayScore: 1 });
  });

  it('keeps the device id and sequence from the body or the headers', async () => {
    await begin();
    await score('s1', 'home', 2000, { deviceId: 'phone-a', seq: 7 });
    await score('s2', 'home', 2001);
    await act(
      'save/score',
      { id: 's3', gameId: f.gameId, team: 'away', at: 2002 },
      f.tickets.volunteer,
      {
        'x-device-id': 'phone-b',
        'x-device-seq': '12',
      },
    );
    const rows = await t.db
      .selectFrom('game_events')
      .select(['id', 'device_id', 'seq', 'user_id'])
      .orderBy('id')
      .execute();
    expect(rows.filter((r) => r.id.startsWith('s')).map((r) => [r.id, r.device_id, r.seq])).toEqual(
      [
        ['s1', 'phone-a', 7],
        ['s2', null, null],
        ['s3', 'phone-b', 12],
      ],
    );
  });
});

describe('delete/score', () => {
  it('voids a score as its own event, and voiding twice is a no-op', async () => {
    await begin();
    await score('s1', 'home', 2000);
    await score('s2', 'home', 2001);
    const first = await act('delete/score', { id: 's1', at: 2500 });
    expect(first).toMatchObject({
      code: 0,
      data: { id: 's1', kind: 'delete_score', gameId: f.gameId },
    });
    expect(await act('delete/score', { id: 's1', at: 2600 })).toEqual(first);
    const detail = await game();
    expect(detail.homeScore).toBe(1);
    expect(detail.events.filter((e) => e.kind === 'delete_score')).toEqual([
      expect.objectContaining({ id: 'void:s1', targetId: 's1', at: 2500 }),
    ]);
    expect(detail.events.find((e) => e.id === 's1')?.voided).toBe(true);
  });

  it('names an unknown score, refuses a non-score, and another volunteer', async () => {
    await begin();
    expect((await act('delete/score', { id: 'nope' })).code).toBe(1004);
    expect((await act('delete/score', { id: 'begin-1' })).message).toBe('只能撤销得分记录');
    await score('s1', 'away', 2000);
    expect((await act('delete/score', { id: 's1' }, f.tickets.otherVolunteer)).code).toBe(1003);
    expect((await game()).awayScore).toBe(1);
  });

  it('keeps a void that overtook its score, so the late score never counts', async () => {
    await begin();
    expect((await act('delete/score', { id: 'late', gameId: f.gameId, at: 2500 })).code).toBe(0);
    expect((await score('late', 'home', 2000)).code).toBe(0);
    expect(await game()).toMatchObject({ homeScore: 0, awayScore: 0 });
  });

  it('is refused once the game is finished', async () => {
    await begin();
    await score('s1', 'home', 2000);
    await act('finished', { id: 'fin', gameId: f.gameId, at: 3000 });
    expect(await act('delete/score', { id: 's1' })).toMatchObject({
      code: 1000,
      message: '比赛已结束，不能再撤销得分',
    });
    expect((await game()).homeScore).toBe(1);
  });
});

describe('save/name', () => {
  it('renames a roster player and adds a new one, idempotently', async () => {
    const renamed = await act('save/name', {
      id: 'n1',
      gameId: f.gameId,
      at: 1500,
      team: 'home',
      playerId: f.home[0],
      name: '张伟伟',
      number: 10,
    });
    expect(renamed).toMatchObject({ code: 0, data: { kind: 'save_name', playerId: f.home[0] } });
    const added = await act('save/name', {
      id: 'n2',
      gameId: f.gameId,
      at: 1500,
      team: 'away',
      name: '新队员',
      number: 77,
    });
    expect(added.code).toBe(0);
    const newId = added.data.playerId;
    expect(newId).toEqual(expect.any(Number));
    expect(
      await act('save/name', {
        id: 'n2',
        gameId: f.gameId,
        at: 1500,
        team: 'away',
        name: '新队员',
        number: 77,
      }),
    ).toEqual(added);

    const rosters = (
      await call<GameRosters>(
        t.app,
        f.tickets.volunteer,
        'GET',
        `/api/volunteer/players/${f.gameId}`,
      )
    ).data;
    expect(rosters.home.map((p) => p.number)).toEqual([2, 3, 10]);
    expect(rosters.home.at(-1)).toEqual({ id: f.home[0], name: '张伟伟', number: 10 });
    expect(rosters.away.filter((p) => p.name === '新队员')).toEqual([
      { id: newId, name: '新队员', number: 77 },
    ]);
  });

  it('lets the new player score for their team', async () => {
    await begin();
    const added = await act('save/name', {
      id: 'n1',
      gameId: f.gameId,
      at: 1500,
      team: 'away',
      name: '替补',
      number: 30,
    });
    expect(added.code).toBe(0);
    expect((await score('s1', 'away', 2000, { scorerId: added.data.playerId })).code).toBe(0);
  });

  it('refuses a player of the other team or game, and a blank name', async () => {
    const other = await act('save/name', {
      id: 'n1',
      gameId: f.gameId,
      at: 1500,
      team: 'away',
      playerId: f.home[0],
      name: '某人',
    });
    expect(other.message).toBe('该队员不在所选队伍的名单中');
    expect(
      (
        await act('save/name', {
          id: 'n2',
          gameId: f.gameId,
          at: 1500,
          team: 'home',
          playerId: 999999,
          name: '某人',
        })
      ).code,
    ).toBe(1004);
    expect(
      (await act('save/name', { id: 'n3', gameId: f.gameId, at: 1500, team: 'home', name: '   ' }))
        .message,
    ).toBe('请输入队员姓名');
    expect(
      (
        await act('save/name', {
          id: 'n4',
          gameId: f.gameId,
          at: 1500,
          team: 'home',
          name: '某人',
          number: 1000,
        })
      ).message,
    ).toBe('背号不能大于 999');
    expect(await eventCount()).toBe(0);
  });
});

describe('timeout', () => {
  const timeout = (id: string, team: 'home' | 'away', at: number) =>
    act('timeout', { id, gameId: f.gameId, team, at });

  it('needs a live game', async () => {
    expect((await timeout('to-0', 'home', 500)).message).toContain('比赛尚未开始');
    expect(await eventCount()).toBe(0);
  });

  it('counts per team and half, up to the allowance, and a resend counts once', async () => {
    await begin();
    expect(await timeout('to-1', 'home', 1100)).toMatchObject({
      code: 0,
      data: { kind: 'timeout' },
    });
    expect((await timeout('to-1', 'home', 1100)).code).toBe(0);
    expect((await timeout('to-2', 'home', 1200)).code).toBe(0);
    const third = await timeout('to-3', 'home', 1300);
    expect(third.code).not.toBe(0);
    expect(third.message).toBe('该队本半场的暂停次数已用完');
    expect((await timeout('to-4', 'away', 1400)).code).toBe(0);
    for (let i = 0; i < 8; i += 1) await score(`s-${i}`, 'home', 2000 + i);
    expect((await timeout('to-5', 'home', 3000)).code).toBe(0);
    expect((await game()).timeoutsUsed).toEqual({
      home: { firstHalf: 2, secondHalf: 1 },
      away: { firstHalf: 1, secondHalf: 0 },
    });
  });

  it('is refused once the game is finished', async () => {
    await begin();
    await act('finished', { id: 'fin-1', gameId: f.gameId, at: 5000 });
    expect((await timeout('to-1', 'away', 6000)).message).toBe('比赛已结束，不能再暂停');
  });
});
