import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test-support/build-test-app';
import type { BatchItemResult, VolunteerGameDetail } from '../../../src/contract/scoring';
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

const batch = (actions: object[], ticket = f.tickets.volunteer, headers = {}) =>
  call<{ results: BatchItemResult[] }>(
    t.app,
    ticket,
    'POST',
    '/api/volunteer/batch',
    { actions },
    headers,
  );

describe('POST /api/volunteer/batch', () => {
  it('applies actions in order with one result each, keeping the good ones beside the rejected', async () => {
    const g = f.gameId;
    const answer = await batch([
      { type: 'score', id: 'early', gameId: g, team: 'home', at: 900 },
      { type: 'begin', id: 'b', gameId: g, at: 1000 },
      {
        type: 'score',
        id: 's1',
        gameId: g,
        team: 'home',
        scorerId: f.home[0],
        assistId: f.home[1],
        at: 1100,
      },
      {
        type: 'score',
        id: 's1',
        gameId: g,
        team: 'home',
        scorerId: f.home[0],
        assistId: f.home[1],
        at: 1100,
      },
      { type: 'score', id: 'bad', gameId: g, team: 'left', at: 1150 },
      { type: 'score', id: 's2', gameId: g, team: 'away', at: 1200 },
      { type: 'score', id: 's3', gameId: g, team: 'away', at: 1300 },
      { type: 'deleteScore', id: 's2', at: 1400 },
      { type: 'saveName', id: 'n', gameId: g, team: 'away', name: '新人', number: 9, at: 1450 },
      { type: 'finish', id: 'f', gameId: g, at: 1500 },
      { type: 'score', id: 's4', gameId: g, team: 'away', at: 1600 },
      { type: 'jump', id: 'j' },
    ]);
    expect(answer.code).toBe(0);
    const results = answer.data.results;
    expect(results.map((r) => [r.id, r.code])).toEqual([
      ['early', 1000],
      ['b', 0],
      ['s1', 0],
      ['s1', 0],
      ['bad', 1001],
      ['s2', 0],
      ['s3', 0],
      ['s2', 0],
      ['n', 0],
      ['f', 0],
      ['s4', 1000],
      ['j', 1001],
    ]);
    expect(results[0]?.message).toBe('比赛尚未开始，请先开始比赛');
    expect(results[2]).toEqual(results[3]);
    expect(results[4]?.message).toContain('队伍只能是');
    expect(results[7]?.data).toMatchObject({ kind: 'delete_score', id: 's2' });
    expect(results[8]?.data).toMatchObject({ kind: 'save_name', playerId: expect.any(Number) });
    expect(results[10]?.message).toBe('比赛已结束，不能再记分');
    expect(results[11]?.message).toContain('操作类型只能是');

    const detail = await call<VolunteerGameDetail>(
      t.app,
      f.tickets.volunteer,
      'GET',
      `/api/volunteer/game/${g}`,
    );
    expect(detail.data).toMatchObject({
      status: 'finished',
      homeScore: 1,
      awayScore: 1,
      winner: null,
    });
    expect(detail.data.events.map((e) => e.id)).toEqual([
      'b',
      's1',
      's2',
      's3',
      'void:s2',
      'n',
      'f',
    ]);
  });

  it('answers a resent batch exactly as the first time and stores nothing twice', async () => {
    const actions = [
      { type: 'begin', id: 'b', gameId: f.gameId, at: 1000 },
      { type: 'score', id: 's1', gameId: f.gameId, team: 'home', at: 1100 },
      { type: 'deleteScore', id: 's1', at: 1200 },
      { type: 'score', id: 's2', gameId: f.gameId, team: 'away', at: 1300 },
    ];
    const first = await batch(actions, f.tickets.volunteer, { 'x-device-id': 'phone-1' });
    const second = await batch(actions, f.tickets.volunteer, { 'x-device-id': 'phone-1' });
    expect(second).toEqual(first);
    const rows = await t.db.selectFrom('game_events').select(['id', 'device_id']).execute();
    expect(rows).toHaveLength(4);
    expect(new Set(rows.map((r) => r.device_id))).toEqual(new Set(['phone-1']));
    const game = await t.db
      .selectFrom('games')
      .selectAll()
      .where('id', '=', f.gameId)
      .executeTakeFirstOrThrow();
    expect([game.home_score, game.away_score]).toEqual([0, 1]);
  });

  it('refuses each action on a game not assigned to the volunteer', async () => {
    const answer = await batch([
      { type: 'begin', id: 'b', gameId: f.otherGameId, at: 1 },
      { type: 'begin', id: 'c', gameId: f.gameId, at: 1 },
    ]);
    expect(answer.data.results.map((r) => r.code)).toEqual([1003, 0]);
  });

  it('checks the batch itself and who calls it', async () => {
    expect(await batch([])).toMatchObject({ code: 1001, message: '操作列表不能为空' });
    const tooMany = Array.from({ length: 201 }, (_, i) => ({
      type: 'begin',
      id: `b${i}`,
      gameId: f.gameId,
      at: 1,
    }));
    expect((await batch(tooMany)).message).toBe('一次最多提交 200 个操作');
    expect(
      (await call(t.app, f.tickets.volunteer, 'POST', '/api/volunteer/batch', {})).message,
    ).toBe('请提供操作列表');
    expect(
      (await batch([{ type: 'begin', id: 'b', gameId: f.gameId, at: 1 }], f.tickets.player)).code,
    ).toBe(1003);
    expect((await batch([{ type: 'begin', id: 'b', gameId: f.gameId, at: 1 }], '')).code).toBe(401);
  });
});
