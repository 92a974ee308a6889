// A player renamed during a game (POST /api/volunteer/save/name) appears under the game's name
// on the public answers: the competition's leaderboards and the game's point-by-point timeline.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueTicket } from '../../auth/tickets';
import { localDateString } from '../../db/local-date';
import type { CompetitionDetail, GameDetail } from '../../../src/contract/content-competition';
import { buildTestApp, type TestApp } from '../../test-support/build-test-app';
import { createTestUser } from '../../test-support/test-users';
import { call } from '../../test-support/scoring-test-fixture';

let t: TestApp;
let ticket: string;
let competitionId: number;
let userId: number;
const games: { id: number; player: number; teammate: number }[] = [];

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.db;
  const volunteer = await createTestUser(db, { phone: '13900000013', type: 'volunteer' });
  userId = await createTestUser(db, { phone: '13900000021', name: '王一' });
  const teammate = await createTestUser(db, { phone: '13900000022', name: '王二' });
  ticket = await issueTicket(db, volunteer, t.app.now());
  const today = localDateString();
  competitionId = (
    await db
      .insertInto('competitions')
      .values({
        name: '更名测试赛',
        level: 'C',
        scope: 'national',
        division: 'MIX',
        city: '上海',
        venue: null,
        start_date: today,
        end_date: today,
        registration_opens: null,
        registration_closes: null,
        min_male: 0,
        min_female: 0,
        max_roster: 30,
        cover: null,
        description: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  for (const time of ['09:00', '11:00']) {
    const game = await db
      .insertInto('games')
      .values({
        competition_id: competitionId,
        date: today,
        time,
        field: '1号场',
        round: '单循环赛',
        home_club_id: null,
        away_club_id: null,
        home_name: '上海飞鱼',
        away_name: '北京风暴',
        status: 'scheduled',
        points_to_win: 15,
        halftime_at: 8,
        timeouts_per_half: 2,
        home_score: 0,
        away_score: 0,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('volunteer_assignments')
      .values({ game_id: game.id, user_id: volunteer })
      .execute();
    const [player, mate] = await db
      .insertInto('game_players')
      .values([
        { game_id: game.id, team: 'home', user_id: userId, name: '王一', number: 7 },
        { game_id: game.id, team: 'home', user_id: teammate, name: '王二', number: 8 },
      ])
      .returning('id')
      .execute();
    games.push({ id: game.id, player: player?.id as number, teammate: mate?.id as number });
  }
});
afterAll(() => t.close());

const act = async (path: string, body: object) => {
  const answer = await call(t.app, ticket, 'POST', `/api/volunteer/${path}`, body);
  expect(answer, path).toMatchObject({ code: 0 });
};
const read = async <T>(url: string) => (await call<T>(t.app, null, 'GET', url)).data;

let at = Date.now();
const step = () => (at += 60_000);

describe('a renamed player on the public statistics', () => {
  it('shows the person under the name the game gave, and counts the goals of both games', async () => {
    const [first, second] = games as [(typeof games)[0], (typeof games)[0]];
    await act('begin', { id: 'g1-begin', gameId: first.id, at: step() });
    await act('save/score', {
      id: 'g1-p1',
      gameId: first.id,
      at: step(),
      team: 'home',
      scorerId: first.player,
      assistId: first.teammate,
    });
    await act('finished', { id: 'g1-end', gameId: first.id, at: step() });

    const before = await read<CompetitionDetail>(`/api/competitions/${competitionId}`);
    expect(before.topScorers).toEqual([{ userId, name: '王一', teamName: '上海飞鱼', count: 1 }]);

    await act('begin', { id: 'g2-begin', gameId: second.id, at: step() });
    await act('save/name', {
      id: 'g2-rename',
      gameId: second.id,
      at: step(),
      team: 'home',
      playerId: second.player,
      name: '王一鸣',
      number: 7,
    });
    const renamed = await read<CompetitionDetail>(`/api/competitions/${competitionId}`);
    expect(renamed.topScorers).toEqual([
      { userId, name: '王一鸣', teamName: '上海飞鱼', count: 1 },
    ]);
    await act('save/score', {
      id: 'g2-p1',
      gameId: second.id,
      at: step(),
      team: 'home',
      scorerId: second.player,
      assistId: second.teammate,
    });

    const after = await read<CompetitionDetail>(`/api/competitions/${competitionId}`);
    expect(after.topScorers).toEqual([{ userId, name: '王一鸣', teamName: '上海飞鱼', count: 2 }]);
    expect(after.topAssisters).toEqual([
      { userId: expect.any(Number), name: '王二', teamName: '上海飞鱼', count: 2 },
    ]);

    // Each game keeps its own record: the rename belongs to the second game only.
    const one = await read<GameDetail>(`/api/games/${first.id}`);
    const two = await read<GameDetail>(`/api/games/${second.id}`);
    expect(one.timeline.map((p) => p.scorer)).toEqual(['王一']);
    expect(two.timeline.map((p) => p.scorer)).toEqual(['王一鸣']);
    expect(two.homeRoster.find((p) => p.id === second.player)?.name).toBe('王一鸣');
  });
});
