// A mixed game's ratio and lines (docs/scoring-model.md, "Mixed games", "Lines"): stored with the
// score as the phone recorded them, answered back with the log, a ratio rule A would not give
// flagged rather than refused, and bad lines refused in Chinese without storing anything.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test-support/build-test-app';
import type {
  GameRosters,
  VolunteerGame,
  VolunteerGameDetail,
} from '../../../src/contract/scoring';
import { createTestUser } from '../../test-support/test-users';
import type { GameDetail } from '../../../src/contract/content-competition';
import { derive } from '../../../src/contract/scoring/derive';
import {
  call,
  seedScoringFixture,
  type ScoringFixture,
} from '../../test-support/scoring-test-fixture';
import { toScoringEvents } from '../../domain/games-and-scoring/game-event-log';
import { rulesOf } from '../../domain/games-and-scoring/game-view';

let t: TestApp;
let f: ScoringFixture;

beforeEach(async () => {
  t = await buildTestApp();
  f = await seedScoringFixture(t.db);
  await t.db
    .updateTable('games')
    .set({ ratio_rule: 'A', track_lines: 1 })
    .where('id', '=', f.gameId)
    .execute();
});
afterEach(() => t.close());

const act = (path: string, body: object) =>
  call(t.app, f.tickets.volunteer, 'POST', `/api/volunteer/${path}`, body);
const score = (id: string, team: 'home' | 'away', at: number, extra: object = {}) =>
  act('save/score', { id, gameId: f.gameId, team, at, ...extra });
const game = async () =>
  (
    await call<VolunteerGameDetail>(
      t.app,
      f.tickets.volunteer,
      'GET',
      `/api/volunteer/game/${f.gameId}`,
    )
  ).data;
const scoreRows = () =>
  t.db.selectFrom('game_events').selectAll().where('kind', '=', 'score').execute();

describe('a mixed game’s ratio and lines', () => {
  it('reaches the phone as the game’s rules; other games have none', async () => {
    const today = await call<VolunteerGame[]>(
      t.app,
      f.tickets.staff,
      'GET',
      '/api/volunteer/date/games',
    );
    const rules = new Map(today.data.map((g) => [g.id, g.rules]));
    expect(rules.get(f.gameId)).toMatchObject({ ratioRule: 'A', trackLines: true });
    expect(rules.get(f.otherGameId)).toMatchObject({ ratioRule: null, trackLines: false });
  });

  it('stores each point’s ratio and lines and answers them with the log', async () => {
    await act('begin', { id: 'b1', gameId: f.gameId, at: 1000 });
    const homeLine = [f.home[0], f.home[1]];
    const awayLine = [f.away[2]];
    expect(await score('s1', 'home', 2000, { ratio: 'F4', homeLine, awayLine })).toMatchObject({
      code: 0,
    });
    expect(await score('s2', 'away', 3000, { ratio: 'M4' })).toMatchObject({ code: 0 });
    // A resend with other details changes nothing: the first record stands.
    await score('s1', 'home', 2000, { ratio: 'M4' });
    const answer = await game();
    const scores = answer.events.filter((e) => e.kind === 'score');
    expect(
      scores.map((e) => [e.id, e.ratio ?? null, e.homeLine ?? null, e.awayLine ?? null]),
    ).toEqual([
      ['s1', 'F4', homeLine, awayLine],
      ['s2', 'M4', null, null],
    ]);
    expect(answer.rules).toMatchObject({ ratioRule: 'A', trackLines: true });
    // The public game answer gives each player on a recorded line points played and plus-minus.
    const publicGame = (await t.app.inject({ method: 'GET', url: `/api/games/${f.gameId}` })).json<{
      data: GameDetail;
    }>().data;
    const lineOf = (players: GameDetail['homeRoster']) =>
      players.map((p) => [p.id, p.line ?? null]);
    expect(lineOf(publicGame.homeRoster)).toEqual([
      [f.home[0], { played: 1, plusMinus: 1 }],
      [f.home[1], { played: 1, plusMinus: 1 }],
      [f.home[2], null],
    ]);
    expect(lineOf(publicGame.awayRoster)[2]).toEqual([f.away[2], { played: 1, plusMinus: -1 }]);
    const stored = await scoreRows();
    expect(stored.find((row) => row.id === 's1')?.payload).toBe(
      JSON.stringify({ ratio: 'F4', homeLine, awayLine }),
    );
  });

  it('keeps a ratio rule A does not give, and derive flags it', async () => {
    await act('begin', { id: 'b1', gameId: f.gameId, at: 1000 });
    await score('s1', 'home', 2000, { ratio: 'F4' });
    // Rule A gives the second point 4男3女; a second phone's race may record it otherwise.
    expect(await score('s2', 'away', 3000, { ratio: 'F4' })).toMatchObject({ code: 0 });
    const answer = await game();
    expect([answer.homeScore, answer.awayScore]).toEqual([1, 1]);
    const row = await t.db
      .selectFrom('games')
      .selectAll()
      .where('id', '=', f.gameId)
      .executeTakeFirstOrThrow();
    const state = derive(
      rulesOf(row),
      toScoringEvents(await t.db.selectFrom('game_events').selectAll().execute()),
    );
    expect(state.timeline.map((p) => p.ratioMismatch)).toEqual([false, true]);
    expect(state.nextRatio?.ratio).toBe('M4');
  });

  it('gives each roster player’s gender where their account has one, to check a line by', async () => {
    const woman = await createTestUser(t.db, { phone: '13900000011', type: 'player', gender: 'F' });
    await t.db
      .updateTable('game_players')
      .set({ user_id: woman })
      .where('id', '=', f.home[1]!)
      .execute();
    const rosters = await call<GameRosters>(
      t.app,
      f.tickets.volunteer,
      'GET',
      `/api/volunteer/players/${f.gameId}`,
    );
    expect(rosters.data.home.map((p) => p.gender ?? null)).toEqual([null, 'F', null]);
  });

  it('refuses bad ratios and lines in Chinese and stores nothing', async () => {
    await act('begin', { id: 'b1', gameId: f.gameId, at: 1000 });
    const refusals = [
      [{ ratio: 'X' }, '性别比例只能是 F4（4女3男）或 M4（4男3女）'],
      [{ homeLine: [1, 2, 3, 4, 5, 6, 7, 8] }, '上场名单最多 7 人'],
      [{ homeLine: [f.home[0], f.home[0]] }, '上场名单不能有重复的队员'],
      [{ homeLine: [f.away[0]] }, '上场名单中有队员不在该队本场比赛的名单中'],
      [{ awayLine: [999_999] }, '上场名单中有队员不在该队本场比赛的名单中'],
    ] as const;
    for (const [extra, message] of refusals) {
      const answer = await score('bad', 'home', 2000, extra);
      expect(answer.code).not.toBe(0);
      expect(answer.message).toBe(message);
    }
    expect(await scoreRows()).toEqual([]);
  });
});
