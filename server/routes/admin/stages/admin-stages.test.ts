// Saving a championship format through the real app (issue #35): refusals naming the game or
// seed, two staff saving at once, the phone and a placeholder, Swiss rounds, and bad input that
// changes nothing. Progression is progression.test.ts.
import { beforeAll, describe, expect, it } from 'vitest';
import type { ConsoleStages } from '../../../../src/contract/competition-stages';
import type { DayGames } from '../../../../src/contract/scoring';
import { buildFormat } from '../../../../src/contract/rules/build-format';
import { FORMAT_MSG } from '../../../../src/contract/rules/format-messages';
import { FORMAT_TEMPLATES } from '../../../../src/contract/rules/format-templates';
import { withTicket } from '../../../test-support/build-test-app';
import { dayFromNow, useConsoleWorld } from '../../../test-support/console-test-fixture';
import {
  enterChampionship,
  forfeit,
  formatBody,
  stagesOf,
  volunteerFor,
  type Championship,
} from '../../../test-support/championship-fixture';

const world = useConsoleWorld();
const templateName = (id: string) => FORMAT_TEMPLATES.find((t) => t.id === id)?.name ?? id;
let cup: Championship;
beforeAll(async () => {
  cup = await enterChampionship(world, 8, '八队');
});

const url = (path: string) => `/api/admin/competitions/${cup.competitionId}${path}`;
const save = (body: object) => world.call<ConsoleStages>('POST', url('/format'), { payload: body });
const gameOf = (stages: ConsoleStages, code: string) => {
  const game = stages.championship?.games.find((g) => g.code === code);
  if (!game) throw new Error(`no game ${code}`);
  return game;
};
const formatTables = async () => [
  await world.snapshot('games'),
  await world.snapshot('competition_formats'),
  await world.snapshot('competition_stages'),
  await world.snapshot('game_players'),
];
/** Seed n's club id (from 1). */
const seed = (n: number) => cup.clubs[n - 1] as number;

describe('saving a format', () => {
  it('refuses a format that does not fit, a seed twice or not entered, naming it, and saves nothing', async () => {
    const before = await formatTables();
    const cases: [object, string][] = [
      [formatBody(cup.clubs, 'no-such-template'), '没有名为 no-such-template 的赛制模板'],
      [
        formatBody(cup.clubs.slice(0, 7), 'two-pools-semis'),
        FORMAT_MSG.teamCountNotFit(templateName('two-pools-semis'), 7),
      ],
      [
        formatBody([...cup.clubs.slice(0, 7), seed(1)], 'two-pools-semis'),
        `队伍 ${seed(1)} 在种子顺序中出现了两次`,
      ],
      [
        formatBody([...cup.clubs.slice(0, 7), 1], 'two-pools-semis'),
        '8号种子不是本赛事已通过审核的参赛队',
      ],
      [
        formatBody(cup.clubs, 'two-pools-semis', { options: { poolSizes: [5, 2] } }),
        'B组只有 2 队，每组至少需要 3 队',
      ],
    ];
    for (const [body, message] of cases) {
      const answer = await save(body);
      expect(answer.code).not.toBe(0);
      expect([
        answer.message,
        ...((answer.data as unknown as { message: string }[]) ?? []).map((d) => d.message),
      ]).toContain(message);
    }
    const badBody = await save({ ...formatBody(cup.clubs, 'two-pools-semis'), fields: [] });
    expect(badBody.message).toBe('请填写至少一个场地');
    expect(await formatTables()).toEqual(before);
  });

  it('saves once when two staff save at the same time: one format, no half bracket', async () => {
    const expected = buildFormat('two-pools-semis', 8);
    if (!expected.ok) throw new Error('template');
    const body = formatBody(cup.clubs, 'two-pools-semis');
    const answers = await Promise.all([save(body), save(body)]);
    expect(answers.map((a) => a.code).sort()).toEqual([0, expect.any(Number)].sort());
    const refused = answers.find((a) => a.code !== 0);
    expect(refused?.message).toBe('本赛事已有赛制；如需更换，请先删除现有赛制');
    const games = await world.test.db
      .selectFrom('games')
      .select(['id', 'format_game', 'home_club_id', 'home_name', 'pool', 'round'])
      .where('competition_id', '=', cup.competitionId)
      .execute();
    expect(games).toHaveLength(expected.format.games.length);
    const stages = await stagesOf(world, cup.competitionId);
    expect(stages.format?.seeds.map((s) => s.clubId)).toEqual(cup.clubs);
    expect(stages.championship?.stages.map((s) => s.kind)).toEqual(['pools', 'bracket']);
    // Pool games have their clubs and rosters; the semi-finals wait on pool places.
    const pool = stages.championship?.games.filter((g) => g.pool !== null) ?? [];
    expect(pool.every((g) => g.home.clubId !== null && g.away.clubId !== null)).toBe(true);
    const semi = gameOf(stages, 'SF1');
    expect(semi.home).toMatchObject({ clubId: null, name: 'A组第1' });
    expect(semi.home.slot).toMatchObject({ label: 'A组第1', code: 'A1' });
    const players = await world.test.db
      .selectFrom('game_players')
      .select(['game_id', 'team'])
      .where(
        'game_id',
        'in',
        games.map((g) => g.id),
      )
      .execute();
    expect(players).toHaveLength(pool.length * 2);
    const audit = await world.test.db
      .selectFrom('audit_log')
      .select('action')
      .where('target_type', '=', 'competition')
      .where('target_id', '=', String(cup.competitionId))
      .where('action', '=', 'competition.format')
      .execute();
    expect(audit).toHaveLength(1);
  });
});

describe('the phone and a placeholder', () => {
  it('lists a semi-final with its placeholder labels and refuses to begin it', async () => {
    const stages = await stagesOf(world, cup.competitionId);
    const semi = gameOf(stages, 'SF1');
    const ticket = await volunteerFor(world, [semi.gameId]);
    const list = await world.test.app.inject({
      url: `/api/volunteer/date/games?date=${semi.date}`,
      headers: withTicket(ticket),
    });
    const games = (list.json() as { data: DayGames }).data;
    expect(games.find((g) => g.id === semi.gameId)).toMatchObject({
      homePlaceholder: 'A组第1',
      awayPlaceholder: 'B组第2',
    });
    const begin = await world.test.app.inject({
      method: 'POST',
      url: '/api/volunteer/begin',
      headers: withTicket(ticket),
      payload: { id: 'begin-sf1-too-early', gameId: semi.gameId, at: Date.now() },
    });
    expect(begin.json()).toMatchObject({
      message: '本场比赛的队伍尚未确定（A组第1 对 B组第2），确定后才能开始记分',
    });
    const row = await world.test.db
      .selectFrom('games')
      .select('status')
      .where('id', '=', semi.gameId)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('scheduled');
  });
});

describe('Swiss rounds', () => {
  it('pairs a round only when the one before is final, with no rematch', async () => {
    const swiss = await enterChampionship(world, 6, '瑞士');
    const base = `/api/admin/competitions/${swiss.competitionId}`;
    await world.call('POST', `${base}/format`, {
      payload: formatBody(swiss.clubs, 'swiss', {
        fields: ['A'],
        firstStart: `${dayFromNow(1)}T09:00`,
      }),
    });
    const first = await world.call<ConsoleStages>('POST', `${base}/swiss-rounds`, {
      payload: { stage: 1 },
    });
    expect(first.message).toBe('瑞士轮第1轮已生成');
    const roundOne = first.data.championship?.games.filter((g) => g.code.startsWith('R1.')) ?? [];
    expect(roundOne.every((g) => g.home.clubId !== null && g.away.clubId !== null)).toBe(true);
    const early = await world.call('POST', `${base}/swiss-rounds`, { payload: { stage: 1 } });
    expect(early.message).toBe('第1轮还有比赛未结束，不能生成第2轮');
    for (const game of roundOne) await forfeit(world, game.gameId, 'away');
    const second = await world.call<ConsoleStages>('POST', `${base}/swiss-rounds`, {
      payload: { stage: 1 },
    });
    const met = new Set(roundOne.map((g) => [g.home.clubId, g.away.clubId].sort().join()));
    const roundTwo = second.data.championship?.games.filter((g) => g.code.startsWith('R2.')) ?? [];
    expect(roundTwo).toHaveLength(3);
    for (const game of roundTwo) {
      expect(met.has([game.home.clubId, game.away.clubId].sort().join())).toBe(false);
    }
    const notSwiss = await world.call('POST', url('/swiss-rounds'), { payload: { stage: 1 } });
    expect(notSwiss.message).toBe('第1阶段不是瑞士轮');
  });
});

describe('bad input', () => {
  it('refuses malformed bodies and ids in Chinese and changes nothing', async () => {
    const tables = async () => [
      ...(await formatTables()),
      await world.snapshot('tie_decisions'),
      await world.snapshot('stage_conflicts'),
      await world.snapshot('audit_log'),
    ];
    const before = await tables();
    const cases: [string, string, unknown, string][] = [
      [
        'POST',
        url('/format'),
        { ...formatBody(cup.clubs, 'two-pools-semis'), seeds: 'abc' },
        '请排好种子顺序',
      ],
      [
        'POST',
        url('/format'),
        { ...formatBody(cup.clubs, 'two-pools-semis'), seeds: [-3, 2] },
        '种子队伍不正确',
      ],
      [
        'POST',
        url('/format'),
        { ...formatBody(cup.clubs, 'two-pools-semis'), templateId: '' },
        '请选择赛制',
      ],
      [
        'POST',
        url('/format'),
        { ...formatBody(cup.clubs, 'two-pools-semis'), tieBreakRules: 'fifa' },
        '排名规则只能是 WFDF（wfdf）或 USA Ultimate（usau）',
      ],
      [
        'POST',
        url('/tie-decisions'),
        { stage: 1, pool: 'A', order: [seed(1)], method: 'throw' },
        '决胜至少涉及两支队伍',
      ],
      [
        'POST',
        url('/tie-decisions'),
        { stage: 1, pool: 'A', order: [seed(1), seed(4)], method: 'dice' },
        '决胜方式只能是掷远（throw）或猜面（flip）',
      ],
      ['POST', url('/swiss-rounds'), { stage: 0 }, '阶段不能小于 1'],
      ['POST', url('/tie-break-rules'), {}, '排名规则只能是 WFDF（wfdf）或 USA Ultimate（usau）'],
      [
        'POST',
        '/api/admin/stage-conflicts/abc/decide',
        { apply: true, reason: '原因' },
        '编号必须是数字',
      ],
      [
        'POST',
        '/api/admin/stage-conflicts/1/decide',
        { apply: 'yes', reason: '原因' },
        '请选择是否采用更正后的队伍',
      ],
      [
        'POST',
        '/api/admin/stage-conflicts/999999/decide',
        { apply: true, reason: '原因' },
        '待处理的更正冲突不存在',
      ],
      ['GET', '/api/admin/competitions/999999/stages', undefined, '赛事不存在'],
    ];
    for (const [method, path, payload, message] of cases) {
      const answer = await world.call(method as 'GET' | 'POST', path, { payload });
      expect(answer.code, path).not.toBe(0);
      expect(answer.message, path).toBe(message);
    }
    expect(await tables()).toEqual(before);
  });
});
