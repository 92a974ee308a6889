// The club records' calls through the real app (docs/records.md): the season ranking checked by
// hand on three small competitions, the console's rules (audited; bad input changes nothing),
// two clubs head to head, and refusals in Chinese.
import { beforeAll, describe, expect, it } from 'vitest';
import type { HeadToHead, RankingRules, SeasonRanking } from '../../../src/contract/club-records';
import { DEMO_GAME_RULES } from '../../demo/demo-games';
import { createCompetition, forfeit } from '../../test-support/championship-fixture';
import { useConsoleWorld } from '../../test-support/console-test-fixture';
import { createTestClub } from '../../test-support/test-clubs';

const world = useConsoleWorld();
const SEASON = 2031;

/** A competition of `level` in which `order[0]` beats both others and `order[1]` beats the last. */
async function roundRobin(name: string, level: string, month: string, order: number[]) {
  const competitionId = await createCompetition(world, {
    name,
    level,
    division: 'FEMALE',
    startDate: `${SEASON}-${month}-01`,
    endDate: `${SEASON}-${month}-02`,
    city: '杭州',
    venue: '体育中心',
  });
  const pairs = [
    [order[0], order[1]],
    [order[0], order[2]],
    [order[1], order[2]],
  ] as [number, number][];
  for (const [winner, loser] of pairs) {
    const { id } = await world.test.db
      .insertInto('games')
      .values({
        competition_id: competitionId,
        date: `${SEASON}-${month}-01`,
        time: '09:00',
        field: '1号场',
        round: '循环赛',
        pool: null,
        home_club_id: winner,
        away_club_id: loser,
        home_name: names.get(winner) ?? '',
        away_name: names.get(loser) ?? '',
        status: 'scheduled',
        ...DEMO_GAME_RULES,
        home_score: 0,
        away_score: 0,
        began_at: null,
        finished_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await forfeit(world, id, 'away');
  }
  return competitionId;
}

const names = new Map<number, string>();
let x: number;
let y: number;
let z: number;
const ranking = () =>
  world.call<SeasonRanking>('GET', `/api/records/ranking?division=FEMALE&season=${SEASON}`, {
    ticket: '',
  });
const saveRules = (payload: object) =>
  world.call<RankingRules>('POST', '/api/admin/ranking-rules', { payload });

beforeAll(async () => {
  for (const name of ['排名甲队', '排名乙队', '排名丙队']) {
    const id = await createTestClub(world.test.db, { name, division: 'FEMALE' });
    names.set(id, name);
  }
  [x, y, z] = [...names.keys()] as [number, number, number];
  await roundRobin('排名测试A级赛', 'A', '04', [x, y, z]);
  await roundRobin('排名测试B级赛一', 'B', '06', [y, x, z]);
  await roundRobin('排名测试B级赛二', 'B', '08', [z, y, x]);
});

describe('the season ranking', () => {
  it('shows every level at 0 until staff set the rules', async () => {
    const rules = await world.call<RankingRules>('GET', '/api/admin/ranking-rules');
    expect(rules.data.bestOf).toBe(3);
    expect(rules.data.weights.map((w) => [w.level, w.maxPoints])).toEqual([
      ['A', 0],
      ['B', 0],
      ['C', 0],
      ['INTL', 0],
    ]);
    expect((await ranking()).data.rows).toEqual([]);
  });

  it('refuses bad rules in Chinese and changes nothing', async () => {
    const before = [
      await world.snapshot('ranking_rules'),
      await world.snapshot('ranking_level_weights'),
      await world.snapshot('audit_log'),
    ];
    const zero = await saveRules({ bestOf: 0, weights: [] });
    expect(zero).toMatchObject({ code: 1001, message: '计入成绩数至少为 1' });
    const unknown = await saveRules({ bestOf: 2, weights: [{ level: 'Z', maxPoints: 10 }] });
    expect(unknown.message).toBe('赛事级别「Z」不存在，请刷新后重试');
    const twice = await saveRules({
      bestOf: 2,
      weights: [
        { level: 'A', maxPoints: 10 },
        { level: 'A', maxPoints: 20 },
      ],
    });
    expect(twice.message).toBe('赛事级别「A级赛事（全国锦标赛）」重复填写');
    const negative = await saveRules({ bestOf: 2, weights: [{ level: 'A', maxPoints: -1 }] });
    expect(negative.message).toBe('冠军积分不能小于 0');
    expect([
      await world.snapshot('ranking_rules'),
      await world.snapshot('ranking_level_weights'),
      await world.snapshot('audit_log'),
    ]).toEqual(before);
  });

  it('ranks by (MAX ÷ N) × (N − place + 1), the best two results counted, as worked by hand', async () => {
    const saved = await saveRules({
      bestOf: 2,
      weights: [
        { level: 'A', maxPoints: 1000 },
        { level: 'B', maxPoints: 500 },
      ],
    });
    expect(saved).toMatchObject({ code: 0, message: '赛季排名规则已保存' });
    const audit = await world.test.db
      .selectFrom('audit_log')
      .select(['action', 'summary'])
      .where('target_type', '=', 'ranking_rules')
      .execute();
    expect(audit).toEqual([
      { action: 'ranking.rules', summary: '修改赛季排名规则：计入最好的 2 项成绩' },
    ]);

    const answer = (await ranking()).data;
    expect(answer.rules.bestOf).toBe(2);
    // 甲: 1st of 3 at A (1000) + 2nd of 3 at B (500 ÷ 3 × 2 = 333.33); 3rd at B (166.67) left out.
    // 乙: 2nd at A (666.67) + 1st at B (500). 丙: 1st at B (500) + 2nd at B (333.33).
    expect(answer.rows.map((r) => [r.rank, r.name, r.points, r.counted])).toEqual([
      [1, '排名甲队', 1333.33, 2],
      [2, '排名乙队', 1166.67, 2],
      [3, '排名丙队', 833.33, 2],
    ]);
    expect(
      answer.rows[0]?.results.map((r) => [
        r.placement,
        r.placedTeams,
        r.maxPoints,
        r.points,
        r.counted,
      ]),
    ).toEqual([
      [1, 3, 1000, 1000, true],
      [2, 3, 500, 333.33, true],
      [3, 3, 500, 166.67, false],
    ]);
    expect(answer.seasons).toContain(SEASON);
  });

  it('refuses a division or season it does not know, in Chinese', async () => {
    const bad = await world.call('GET', '/api/records/ranking?division=KIDS&season=2031', {
      ticket: '',
    });
    expect(bad).toMatchObject({ code: 1001, message: '组别只能是混合、男子或女子' });
    const year = await world.call('GET', '/api/records/ranking?division=MIX&season=abc', {
      ticket: '',
    });
    expect(year.message).toBe('赛季必须是年份');
  });
});

describe('two clubs head to head', () => {
  it('lists every counted game between them, newest first, with the totals', async () => {
    const answer = await world.call<HeadToHead>(
      'GET',
      `/api/records/head-to-head?clubId=${x}&otherId=${y}`,
      { ticket: '' },
    );
    expect(answer.data.games.map((g) => [g.competitionName, g.clubScore, g.otherScore])).toEqual([
      ['排名测试B级赛二', 0, 15],
      ['排名测试B级赛一', 0, 15],
      ['排名测试A级赛', 15, 0],
    ]);
    expect(answer.data.totals).toEqual({
      games: 3,
      clubWins: 1,
      otherWins: 2,
      clubPoints: 15,
      otherPoints: 30,
    });
  });

  it('refuses the same club twice and a club that does not exist', async () => {
    const same = await world.call('GET', `/api/records/head-to-head?clubId=${x}&otherId=${x}`, {
      ticket: '',
    });
    expect(same).toMatchObject({ code: 1001, message: '请选择另一家俱乐部' });
    const missing = await world.call(
      'GET',
      `/api/records/head-to-head?clubId=${x}&otherId=999999`,
      {
        ticket: '',
      },
    );
    expect(missing.message).toBe('俱乐部不存在');
    const history = await world.call('GET', '/api/records/clubs/999999', { ticket: '' });
    expect(history.message).toBe('俱乐部不存在');
  });
});
