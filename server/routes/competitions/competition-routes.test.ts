import { describe, expect, it } from 'vitest';
import { localDateString } from '../../db/local-date';
import type { TestApp } from '../../test-support/build-test-app';
import { useDemoApp, type Page } from '../../test-support/demo-app';
import { raiseVersions, scopesOfGame } from '../../answers/answer-versions';

interface Summary {
  id: number;
  name: string;
  scope: string;
  level: string;
  status: string;
  startDate: string;
}
interface Leader {
  userId: number | null;
  name: string;
  count: number;
}
interface Detail extends Summary {
  teams: { clubId: number; playerCount: number }[];
  games: { id: number; status: string; homeScore: number; awayScore: number }[];
  standings: { clubId: number | null; played: number; pointsFor: number; pointsAgainst: number }[];
  topScorers: Leader[];
  topAssisters: Leader[];
}

let t: TestApp;
const { get } = useDemoApp((app) => (t = app));
const national = async () => {
  const list = await get<Page<Summary>>('/api/competitions?status=ongoing');
  const id = list.data.list[0]?.id;
  return (await get<Detail>(`/api/competitions/${id}`)).data;
};

describe('GET /api/competitions', () => {
  it('filters by status, scope, level and year', async () => {
    const all = await get<Page<Summary>>('/api/competitions');
    expect(all.data.total).toBeGreaterThanOrEqual(3);
    const statuses = new Set(all.data.list.map((c) => c.status));
    expect(statuses).toEqual(new Set(['ongoing', 'registering', 'finished']));
    for (const status of ['ongoing', 'registering', 'finished', 'upcoming']) {
      const body = await get<Page<Summary>>(`/api/competitions?status=${status}`);
      expect(
        body.data.list.every((c) => c.status === status),
        status,
      ).toBe(true);
      expect(body.data.total).toBe(all.data.list.filter((c) => c.status === status).length);
    }
    const international = await get<Page<Summary>>('/api/competitions?scope=international');
    expect(international.data.total).toBeGreaterThanOrEqual(1);
    expect(international.data.list.every((c) => c.scope === 'international')).toBe(true);
    const levelA = await get<Page<Summary>>('/api/competitions?level=A');
    expect(levelA.data.list.every((c) => c.level === 'A')).toBe(true);
    const year = localDateString().slice(0, 4);
    const thisYear = await get<Page<Summary>>(`/api/competitions?year=${year}`);
    expect(thisYear.data.list.every((c) => c.startDate.startsWith(year))).toBe(true);
    expect(thisYear.data.total).toBeGreaterThan(0);
  });

  it('counts a future competition without a registration window as upcoming', async () => {
    const start = localDateString(new Date(Date.now() + 90 * 86_400_000));
    await t.db
      .insertInto('competitions')
      .values({
        name: '测试用邀请赛',
        level: 'C',
        scope: 'national',
        division: 'MALE',
        city: '南京',
        venue: null,
        start_date: start,
        end_date: start,
        registration_opens: null,
        registration_closes: null,
        min_male: 0,
        min_female: 0,
        max_roster: 20,
        cover: null,
        description: null,
      })
      .execute();
    const upcoming = await get<Page<Summary>>('/api/competitions?status=upcoming');
    expect(upcoming.data.list.map((c) => [c.name, c.status])).toEqual([
      ['测试用邀请赛', 'upcoming'],
    ]);
    await t.db.deleteFrom('competitions').where('name', '=', '测试用邀请赛').execute();
  });

  it('refuses bad filters with Chinese messages', async () => {
    expect(await get('/api/competitions?year=abc')).toMatchObject({
      code: 1001,
      message: '年份必须是数字',
    });
    expect(await get('/api/competitions?year=1999')).toMatchObject({
      code: 1001,
      message: '年份不能早于 2000 年',
    });
    expect(await get('/api/competitions?scope=world')).toMatchObject({
      code: 1001,
      message: '赛事范围只能是国内或国际',
    });
    expect(await get('/api/competitions?status=soon')).toMatchObject({
      code: 1001,
      message: '赛事状态不正确',
    });
    expect(await get('/api/competitions/0')).toMatchObject({
      code: 1001,
      message: '编号必须大于 0',
    });
    expect(await get('/api/competitions/9999')).toMatchObject({
      code: 1004,
      message: '赛事不存在',
    });
  });
});

describe('GET /api/competitions/{id}', () => {
  it('has teams, games, standings that match the finished scores, and leaders', async () => {
    const detail = await national();
    expect(detail.teams).toHaveLength(8);
    expect(detail.teams.every((team) => team.playerCount >= 12)).toBe(true);
    const finished = detail.games.filter((g) => g.status === 'finished');
    expect(finished.length).toBeGreaterThanOrEqual(12);
    const goals = finished.reduce((sum, g) => sum + g.homeScore + g.awayScore, 0);
    expect(detail.standings.reduce((sum, s) => sum + s.pointsFor, 0)).toBe(goals);
    expect(detail.standings.reduce((sum, s) => sum + s.played, 0)).toBe(finished.length * 2);
    expect(detail.topScorers.length).toBeGreaterThan(0);
    expect(detail.topAssisters.length).toBeGreaterThan(0);
    const counts = detail.topScorers.map((s) => s.count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });

  it('ignores a score that a later delete_score voids', async () => {
    const before = await national();
    const game = before.games.find((g) => g.status === 'finished');
    if (!game) throw new Error('no finished game');
    // A substitute who has not scored yet: a voided goal must not put him on the board.
    const player = await t.db
      .selectFrom('game_players')
      .select(['id', 'user_id'])
      .where('game_id', '=', game.id)
      .where('team', '=', 'away')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const volunteer = await t.db
      .selectFrom('users')
      .select('id')
      .where('type', '=', 'volunteer')
      .executeTakeFirstOrThrow();
    const base = {
      game_id: game.id,
      payload: null,
      device_id: 'test',
      seq: null,
      user_id: volunteer.id,
    };
    await t.db
      .insertInto('game_events')
      .values([
        {
          ...base,
          id: 'voided-score',
          kind: 'score',
          team: 'away',
          scorer_id: player.id,
          assist_id: null,
          target_id: null,
          at: Date.now(),
          received_at: Date.now(),
        },
        {
          ...base,
          id: 'voiding-delete',
          kind: 'delete_score',
          team: null,
          scorer_id: null,
          assist_id: null,
          target_id: 'voided-score',
          at: Date.now() + 1,
          received_at: Date.now() + 1,
        },
      ])
      .execute();
    // Written here behind the API's back, so the game's answers are told as storeEvent tells them.
    const gameScopes = scopesOfGame({ id: game.id, competition_id: before.id });
    await raiseVersions(t.db, gameScopes);
    const after = await national();
    expect(after.standings).toEqual(before.standings);
    expect(after.topScorers).toEqual(before.topScorers);
    const gameDetail = await get<{
      timeline: { id: string }[];
      homeScore: number;
      awayScore: number;
    }>(`/api/games/${game.id}`);
    expect(gameDetail.data.timeline.map((p) => p.id)).not.toContain('voided-score');
    expect(gameDetail.data.timeline).toHaveLength(game.homeScore + game.awayScore);

    // The same goal without the deletion does count.
    await t.db.deleteFrom('game_events').where('id', '=', 'voiding-delete').execute();
    await raiseVersions(t.db, gameScopes);
    const counted = await national();
    expect(counted.standings.reduce((sum, s) => sum + s.pointsFor, 0)).toBe(
      before.standings.reduce((sum, s) => sum + s.pointsFor, 0) + 1,
    );
    await t.db.deleteFrom('game_events').where('id', '=', 'voided-score').execute();
    await raiseVersions(t.db, gameScopes);
  });
});

describe('games and registration rosters', () => {
  it('shows a game with both rosters and the point-by-point timeline', async () => {
    const detail = await national();
    const game = detail.games.find((g) => g.status === 'finished');
    const body = await get<{
      homeRoster: { id: number; name: string }[];
      awayRoster: { id: number }[];
      timeline: { homeScore: number; awayScore: number; scorer: string | null }[];
      homeScore: number;
      awayScore: number;
      pointsToWin: number;
      competitionName: string;
    }>(`/api/games/${game?.id}`);
    expect(body.code).toBe(0);
    expect(body.data.homeRoster.length).toBeGreaterThanOrEqual(12);
    expect(body.data.awayRoster.length).toBeGreaterThanOrEqual(12);
    expect(body.data.pointsToWin).toBe(15);
    expect(body.data.competitionName).toBe(detail.name);
    const last = body.data.timeline[body.data.timeline.length - 1];
    expect([last?.homeScore, last?.awayScore]).toEqual([body.data.homeScore, body.data.awayScore]);
    expect(body.data.timeline.some((p) => p.scorer !== null)).toBe(true);
    expect(await get('/api/games/99999')).toMatchObject({ code: 1004, message: '比赛不存在' });
    expect(await get('/api/games/x')).toMatchObject({ code: 1001, message: '编号必须是数字' });
  });

  it('answers a game of a competition visitors cannot see as missing', async () => {
    const detail = await national();
    const [game] = detail.games.slice(-1);
    const withdraw = (status: 'withdrawn' | 'published') =>
      t.db.updateTable('competitions').set({ status }).where('id', '=', detail.id).execute();
    await withdraw('withdrawn');
    try {
      expect(await get(`/api/games/${game?.id}`)).toMatchObject({
        code: 1004,
        message: '比赛不存在',
      });
    } finally {
      await withdraw('published');
    }
    expect((await get(`/api/games/${game?.id}`)).code).toBe(0);
  });

  it("shows a registered club's roster and refuses clubs that did not register", async () => {
    const detail = await national();
    const team = detail.teams[0];
    const body = await get<{
      club: { id: number };
      players: { name: string; number: number | null }[];
    }>(`/api/competitions/${detail.id}/teams/${team?.clubId}`);
    expect(body.data.club.id).toBe(team?.clubId);
    expect(body.data.players).toHaveLength(team?.playerCount ?? -1);
    const women = await t.db
      .selectFrom('clubs')
      .select('id')
      .where('division', '=', 'FEMALE')
      .executeTakeFirstOrThrow();
    expect(await get(`/api/competitions/${detail.id}/teams/${women.id}`)).toMatchObject({
      code: 1004,
      message: '报名不存在',
    });
    expect(await get(`/api/competitions/${detail.id}/teams/abc`)).toMatchObject({
      code: 1001,
      message: '俱乐部编号必须是数字',
    });
  });
});
