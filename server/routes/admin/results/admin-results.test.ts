// The console's results calls through the real app: a finished game corrected by a point added and
// a point removed (events in its log, never a written score), what the public page, the standings
// and the statistics then show, the correction's author and reason on the game and in the audit
// log, forfeits in the standings, the exports, and bad input or a refused correction changing nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CompetitionResults,
  GameResult,
  RosterExport,
  ScheduleExport,
  StatsExport,
} from '../../../../src/contract/admin-results';
import type { CompetitionDetail } from '../../../../src/contract/content-competition';
import { loginAs } from '../../../test-support/build-test-app';
import { ErrorCode } from '../../../http/business-error';
import { buildConsoleWorld, type ConsoleWorld } from '../../../test-support/console-test-fixture';

let world: ConsoleWorld;
let gameId: number;
let competitionId: number;
beforeAll(async () => {
  world = await buildConsoleWorld();
  // A finished pool game between two clubs of the demo tournament.
  const game = await world.test.db
    .selectFrom('games')
    .select(['id', 'competition_id'])
    .where('status', '=', 'finished')
    .where('pool', 'is not', null)
    .where('home_club_id', 'is not', null)
    .where('away_club_id', 'is not', null)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  gameId = game.id;
  competitionId = game.competition_id;
});
afterAll(() => world.test.close());

const result = async (id = gameId) =>
  (await world.call<GameResult>('GET', `/api/admin/results/games/${id}`)).data;
const publicCompetition = async () =>
  (await world.call<CompetitionDetail>('GET', `/api/competitions/${competitionId}`, { ticket: '' }))
    .data;
const publicGame = async () => (await publicCompetition()).games.find((g) => g.id === gameId);
const standingOf = (competition: { pools: CompetitionDetail['pools'] }, name: string) =>
  competition.pools.flatMap((pool) => pool.standings).find((row) => row.name === name);
const auditOf = () =>
  world.test.db
    .selectFrom('audit_log')
    .selectAll()
    .where('target_type', '=', 'game')
    .where('target_id', '=', String(gameId))
    .orderBy('id')
    .execute();
const gameTables = async () => [
  await world.snapshot('games'),
  await world.snapshot('game_events'),
  await world.snapshot('audit_log'),
];

describe('reading results', () => {
  it('gives the standings per pool as the public page computes them, and the games', async () => {
    const { data } = await world.call<CompetitionResults>(
      'GET',
      `/api/admin/results/competitions/${competitionId}`,
    );
    expect(data.pools).toEqual((await publicCompetition()).pools);
    expect(data.competition).toMatchObject({ id: competitionId, forfeitPoints: 15 });
    expect(data.games.find((g) => g.id === gameId)).toMatchObject({
      status: 'finished',
      cancelled: false,
      forfeitTeam: null,
      corrections: 0,
    });
  });

  it('gives a game’s rosters and its counted points with the running score', async () => {
    const { game, points, homeRoster, awayRoster } = await result();
    expect(homeRoster.length).toBeGreaterThan(0);
    expect(awayRoster.length).toBeGreaterThan(0);
    expect(points.at(-1)).toMatchObject({ homeScore: game.homeScore, awayScore: game.awayScore });
  });

  it('answers 比赛不存在 / 赛事不存在 for ids that are not there', async () => {
    expect((await world.call('GET', '/api/admin/results/games/999999')).message).toBe('比赛不存在');
    expect(
      (await world.call('GET', '/api/admin/results/competitions/999999/export/stats')).message,
    ).toBe('赛事不存在');
  });
});

describe('correcting a finished game', () => {
  it('adds a point as an event by the staff member with the reason; score, page and standings follow', async () => {
    const before = await result();
    const publicBefore = await publicCompetition();
    const homeBefore = standingOf(publicBefore, before.game.homeName);
    const scorer = before.homeRoster[0];
    const answer = await world.call<GameResult>(
      'POST',
      `/api/admin/results/games/${gameId}/points`,
      {
        payload: { team: 'home', scorerId: scorer?.id, reason: '记分员漏记了一分' },
      },
    );
    expect(answer).toMatchObject({ code: 0, message: '比分已更正' });
    expect(answer.data.game.homeScore).toBe(before.game.homeScore + 1);
    expect(answer.data.points.at(-1)).toMatchObject({ scorer: scorer?.name, corrected: true });
    expect(answer.data.corrections).toEqual([
      expect.objectContaining({
        kind: 'score',
        team: 'home',
        staffName: '周晓东',
        reason: '记分员漏记了一分',
      }),
    ]);
    const event = await world.test.db
      .selectFrom('game_events')
      .selectAll()
      .where('id', '=', answer.data.corrections[0]?.id ?? '')
      .executeTakeFirstOrThrow();
    expect(event).toMatchObject({ kind: 'score', team: 'home', device_id: 'console' });
    expect(JSON.parse(event.payload ?? '{}')).toEqual({ reason: '记分员漏记了一分' });

    expect(await publicGame()).toMatchObject({ homeScore: before.game.homeScore + 1 });
    const homeAfter = standingOf(await publicCompetition(), before.game.homeName);
    expect(homeAfter?.pointsFor).toBe((homeBefore?.pointsFor ?? 0) + 1);
    const [audit] = await auditOf();
    expect(audit).toMatchObject({ action: 'game.correct', user_name: '周晓东' });
    expect(audit?.summary).toContain('记分员漏记了一分');
  });

  it('removes a counted point, and the statistics lose its goal', async () => {
    const before = await result();
    const point = before.points.find((p) => p.scorer !== null && !p.corrected);
    const goalsOf = async (name: string) =>
      (
        await world.call<StatsExport>(
          'GET',
          `/api/admin/results/competitions/${competitionId}/export/stats`,
        )
      ).data.list.find((row) => row.player === name)?.goals ?? 0;
    const goals = await goalsOf(point?.scorer ?? '');
    const answer = await world.call<GameResult>(
      'POST',
      `/api/admin/results/games/${gameId}/points/remove`,
      { payload: { scoreId: point?.id, reason: '这一分记错了队' } },
    );
    expect(answer.code).toBe(0);
    const side = point?.team === 'home' ? 'homeScore' : 'awayScore';
    expect(answer.data.game[side]).toBe(before.game[side] - 1);
    expect(answer.data.points.some((p) => p.id === point?.id)).toBe(false);
    expect(answer.data.corrections.map((c) => c.kind)).toEqual(['score', 'delete_score']);
    expect(await goalsOf(point?.scorer ?? '')).toBe(goals - 1);
    expect(await publicGame()).toMatchObject({ [side]: before.game[side] - 1 });
  });

  it('refuses, changing nothing: no reason, a point not counted, a game not finished, a scorer of the other team', async () => {
    const { awayRoster } = await result();
    const unchanged = await gameTables();
    const refusals = [
      [
        `/api/admin/results/games/${gameId}/points`,
        { team: 'home', reason: ' ' },
        '请填写更正原因',
      ],
      [
        `/api/admin/results/games/${gameId}/points`,
        { team: 'left', reason: '原因' },
        '请选择主队或客队',
      ],
      [
        `/api/admin/results/games/${gameId}/points/remove`,
        { scoreId: 'nope', reason: '原因' },
        '要撤销的得分记录不存在',
      ],
      [
        `/api/admin/results/games/${gameId}/points`,
        { team: 'home', scorerId: awayRoster[0]?.id, reason: '原因' },
        '得分或助攻队员不在该队本场比赛的名单中',
      ],
      ['/api/admin/results/games/999999/points', { team: 'home', reason: '原因' }, '比赛不存在'],
    ] as const;
    for (const [url, payload, message] of refusals) {
      const answer = await world.call('POST', url, { payload });
      expect(answer.code, url).not.toBe(0);
      expect(answer.message).toBe(message);
    }
    const live = await world.test.db
      .selectFrom('games')
      .select('id')
      .where('status', '!=', 'finished')
      .executeTakeFirstOrThrow();
    const answer = await world.call('POST', `/api/admin/results/games/${live.id}/points`, {
      payload: { team: 'home', reason: '原因' },
    });
    expect(answer).toMatchObject({ code: ErrorCode.business, message: '只能更正已结束比赛的比分' });
    expect(await gameTables()).toEqual(unchanged);
  });

  it('gives a volunteer no way to correct: their calls refuse a point after the finish, whatever they add', async () => {
    const volunteer = await loginAs(world.test.app, '13800000003');
    const { id: volunteerId } = await world.test.db
      .selectFrom('users')
      .select('id')
      .where('phone', '=', '13800000003')
      .executeTakeFirstOrThrow();
    // Give them the finished game, so only the game's state can refuse them.
    await world.test.db
      .insertInto('volunteer_assignments')
      .values({ game_id: gameId, user_id: volunteerId, removed_at: null })
      .execute();
    const assigned = { id: gameId };
    const unchanged = await gameTables();
    const answer = await world.call('POST', '/api/volunteer/save/score', {
      ticket: volunteer,
      payload: {
        id: 'volunteer-tries-a-correction',
        gameId: assigned.id,
        team: 'home',
        at: Date.now(),
        correction: { reason: '我也想更正' },
        reason: '我也想更正',
      },
    });
    expect(answer.message).toBe('比赛已结束，不能再记分');
    expect(
      (
        await world.call('POST', `/api/admin/results/games/${assigned.id}/points`, {
          ticket: volunteer,
          payload: { team: 'home', reason: '原因' },
        })
      ).code,
    ).toBe(ErrorCode.forbidden);
    expect(await gameTables()).toEqual(unchanged);
  });
});

describe('forfeits', () => {
  it('counts a forfeit as forfeit points to 0 for the team that came, and 撤销弃权 restores the result', async () => {
    const { game } = await result();
    const standingsBefore = await publicCompetition();
    const answer = await world.call<GameResult>(
      'POST',
      `/api/admin/results/games/${gameId}/forfeit`,
      {
        payload: { team: 'away', reason: '客队未到场' },
      },
    );
    expect(answer).toMatchObject({
      code: 0,
      message: '已判弃权',
      data: { game: { forfeitTeam: 'away' } },
    });
    const during = await publicCompetition();
    expect(during.games.find((g) => g.id === gameId)).toMatchObject({ forfeitTeam: 'away' });
    const home = standingOf(during, game.homeName);
    const homeBefore = standingOf(standingsBefore, game.homeName);
    expect(home?.pointsFor).toBe((homeBefore?.pointsFor ?? 0) - game.homeScore + 15);
    const audit = (await auditOf()).at(-1);
    expect(audit).toMatchObject({ action: 'game.forfeit' });
    expect(audit?.summary).toContain('客队未到场');

    const again = await world.call('POST', `/api/admin/results/games/${gameId}/forfeit`, {
      payload: { team: 'home', reason: '再判一次' },
    });
    expect(again.message).toBe('这场比赛已判弃权，请先撤销弃权');

    await world.call('POST', `/api/admin/results/games/${gameId}/unforfeit`, {
      payload: { reason: '客队其实到了' },
    });
    expect((await publicCompetition()).pools).toEqual(standingsBefore.pools);
    const undo = await world.call('POST', `/api/admin/results/games/${gameId}/unforfeit`, {
      payload: { reason: '再撤一次' },
    });
    expect(undo.message).toBe('这场比赛没有弃权');
  });
});

describe('exports', () => {
  it('gives the approved rosters, the schedule with scores and the players’ statistics', async () => {
    const base = `/api/admin/results/competitions/${competitionId}/export`;
    const rosters = (await world.call<RosterExport>('GET', `${base}/rosters`)).data.list;
    expect(rosters.length).toBeGreaterThan(0);
    expect(rosters[0]).toEqual({
      club: expect.any(String),
      name: expect.any(String),
      gender: expect.stringMatching(/^(男|女)$/),
      number: expect.toBeOneOf([expect.any(Number), null]),
    });
    const schedule = (await world.call<ScheduleExport>('GET', `${base}/schedule`)).data.list;
    expect(schedule.map((g) => g.id)).toContain(gameId);
    const stats = (await world.call<StatsExport>('GET', `${base}/stats`)).data.list;
    expect(stats[0]?.goals).toBeGreaterThanOrEqual(stats[1]?.goals ?? 0);
  });
});
