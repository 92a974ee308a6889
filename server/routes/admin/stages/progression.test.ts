// Progression through the real app (issue #35, docs/competitions.md "Stages and progression"): an
// 8-team format (two pools of four, semi-finals, every place played) whose pool results fill the
// bracket in the same transaction; a three-way tie only the last resort breaks stops it until staff
// record the throw; a correction refills a semi-final not begun and only flags one that has; the
// final placements come out 1 to 8 with each team's path.
import { beforeAll, describe, expect, it } from 'vitest';
import type { ConsoleStages } from '../../../../src/contract/competition-stages';
import type { CompetitionDetail } from '../../../../src/contract/content-competition';
import { withTicket } from '../../../test-support/build-test-app';
import { useConsoleWorld } from '../../../test-support/console-test-fixture';
import {
  enterChampionship,
  forfeit,
  formatBody,
  stagesOf,
  unforfeit,
  volunteerFor,
  type Championship,
} from '../../../test-support/championship-fixture';

const world = useConsoleWorld();
let cup: Championship;
beforeAll(async () => {
  cup = await enterChampionship(world, 8, '进阶');
  const saved = await save(formatBody(cup.clubs, 'two-pools-semis'));
  if (saved.code !== 0) throw new Error(saved.message);
});

const url = (path: string) => `/api/admin/competitions/${cup.competitionId}${path}`;
const save = (body: object) => world.call<ConsoleStages>('POST', url('/format'), { payload: body });
const gameOf = (stages: ConsoleStages, code: string) => {
  const game = stages.championship?.games.find((g) => g.code === code);
  if (!game) throw new Error(`no game ${code}`);
  return game;
};
const publicAnswer = async () =>
  (
    await world.call<CompetitionDetail>('GET', `/api/competitions/${cup.competitionId}`, {
      ticket: '',
    })
  ).data;
/** Seed n's club id (from 1). */
const seed = (n: number) => cup.clubs[n - 1] as number;

/**
 * Makes each pool game final by a forfeit of the side `loser` names: pool A (seeds 1, 4, 5, 8)
 * has 1 > 4 > 5 > 1 in a circle and everyone beating 8; pool B (2, 3, 6, 7) goes by seed.
 */
const loserOf = (a: number, b: number) => {
  const circle: Record<string, number> = { '1-4': 4, '4-5': 5, '1-5': 1 };
  const key = [a, b].sort((x, y) => x - y).join('-');
  return circle[key] ?? Math.max(a, b);
};

describe('progression', () => {
  it('fills pool B’s places, stops at pool A’s three-way tie, and asks staff for the throw', async () => {
    const stages = await stagesOf(world, cup.competitionId);
    const seedOf = (clubId: number | null) => cup.clubs.indexOf(clubId ?? 0) + 1;
    for (const game of stages.championship?.games.filter((g) => g.pool !== null) ?? []) {
      const home = seedOf(game.home.clubId);
      const away = seedOf(game.away.clubId);
      await forfeit(world, game.gameId, loserOf(home, away) === home ? 'home' : 'away');
    }
    const after = await stagesOf(world, cup.competitionId);
    // SF1 is A1 – B2, SF2 is B1 – A2.
    expect(gameOf(after, 'SF1').away.clubId).toBe(seed(3));
    expect(gameOf(after, 'SF2').home.clubId).toBe(seed(2));
    expect(gameOf(after, 'SF1').home.clubId).toBeNull();
    expect(after.championship?.waiting).toHaveLength(1);
    expect(after.championship?.waiting[0]?.message).toMatch(
      /^A组：.+在第1至第3名之间无法按规则区分/,
    );
    const pools = (await publicAnswer()).pools;
    const poolA = pools.find((p) => p.pool === 'A组');
    expect(poolA?.standings.slice(0, 3).every((s) => s.undecided)).toBe(true);
    expect(poolA?.standings[3]).toMatchObject({ clubId: seed(8), place: 4, tieBreak: '胜场多' });
    const poolB = pools.find((p) => p.pool === 'B组');
    expect(poolB?.standings.map((s) => s.clubId)).toEqual([seed(2), seed(3), seed(6), seed(7)]);
  });

  it('refuses a last-resort result that is not the tie, then records the throw and fills the semis', async () => {
    const wrong = await world.call('POST', url('/tie-decisions'), {
      payload: { stage: 1, pool: 'A', order: [seed(1), seed(8)], method: 'throw' },
    });
    expect(wrong.message).toMatch(/并未处于只能场边决胜的平局/);
    const noPool = await world.call('POST', url('/tie-decisions'), {
      payload: { stage: 1, pool: 'Z', order: [seed(1), seed(4)], method: 'throw' },
    });
    expect(noPool.message).toBe('第1阶段没有Z组');
    const answer = await world.call<ConsoleStages>('POST', url('/tie-decisions'), {
      payload: { stage: 1, pool: 'A', order: [seed(5), seed(1), seed(4)], method: 'throw' },
    });
    expect(answer.code).toBe(0);
    expect(gameOf(answer.data, 'SF1').home).toMatchObject({ clubId: seed(5), name: cup.names[4] });
    expect(gameOf(answer.data, 'SF2').away.clubId).toBe(seed(1));
    expect(answer.data.championship?.waiting).toEqual([]);
    const poolA = (await publicAnswer()).pools.find((p) => p.pool === 'A组');
    expect(poolA?.standings.map((s) => [s.clubId, s.tieBreak])).toEqual([
      [seed(5), null],
      [seed(1), '同分，按场边决胜结果'],
      [seed(4), '同分，按场边决胜结果'],
      [seed(8), '胜场多'],
    ]);
    const players = await world.test.db
      .selectFrom('game_players')
      .select('user_id')
      .where('game_id', '=', gameOf(answer.data, 'SF1').gameId)
      .where('team', '=', 'home')
      .execute();
    expect(players).toHaveLength(1);
  });

  it('refills a semi-final not begun after a correction, with the audit entry', async () => {
    const stages = await stagesOf(world, cup.competitionId);
    const fiveEight = stages.championship?.games.find(
      (g) =>
        g.pool !== null &&
        [g.home.clubId, g.away.clubId].sort().join() === [seed(5), seed(8)].sort().join(),
    );
    if (!fiveEight) throw new Error('no 5-8 game');
    await unforfeit(world, fiveEight.gameId);
    // Now 8 beats 5: 1 and 4 win two each and 1 beat 4.
    await forfeit(world, fiveEight.gameId, fiveEight.home.clubId === seed(5) ? 'home' : 'away');
    const after = await stagesOf(world, cup.competitionId);
    expect(gameOf(after, 'SF1').home.clubId).toBe(seed(1));
    expect(gameOf(after, 'SF2').away.clubId).toBe(seed(4));
    const sf1 = String(gameOf(after, 'SF1').gameId);
    const writes = await world.test.db
      .selectFrom('audit_log')
      .select(['action', 'summary'])
      .where('action', 'in', ['stage.fill', 'stage.refill'])
      .where('target_id', '=', sf1)
      .orderBy('id')
      .execute();
    const where = `第${gameOf(after, 'SF1').number}场（SF1）`;
    // The unforfeit reopens pool A (its places unknown again), the new forfeit settles it.
    expect(writes.slice(-2)).toEqual([
      {
        action: 'stage.refill',
        summary: `更正后重新填入：${where} A组第1 由 ${cup.names[4]} 改为 A组第1`,
      },
      { action: 'stage.fill', summary: `晋级填入：${where} A组第1 为 ${cup.names[0]}` },
    ]);
  });

  it('changes nothing of a semi-final already begun and lists the conflict for staff', async () => {
    const stages = await stagesOf(world, cup.competitionId);
    const semi = gameOf(stages, 'SF1');
    const ticket = await volunteerFor(world, [semi.gameId]);
    const begin = await world.test.app.inject({
      method: 'POST',
      url: '/api/volunteer/begin',
      headers: withTicket(ticket),
      payload: { id: 'begin-sf1', gameId: semi.gameId, at: Date.now() },
    });
    expect(begin.json()).toMatchObject({ code: 0 });
    const fiveEight = stages.championship?.games.find(
      (g) =>
        g.pool !== null &&
        [g.home.clubId, g.away.clubId].sort().join() === [seed(5), seed(8)].sort().join(),
    );
    await unforfeit(world, fiveEight?.gameId ?? 0);
    await forfeit(
      world,
      fiveEight?.gameId ?? 0,
      fiveEight?.home.clubId === seed(8) ? 'home' : 'away',
    );
    const after = await stagesOf(world, cup.competitionId);
    expect(gameOf(after, 'SF1').home.clubId).toBe(seed(1));
    // SF2 had not begun: it takes A2 again at once.
    expect(gameOf(after, 'SF2').away.clubId).toBe(seed(1));
    expect(after.conflicts).toHaveLength(1);
    expect(after.conflicts[0]).toMatchObject({
      gameId: semi.gameId,
      side: 'home',
      current: { clubId: seed(1) },
      proposed: { clubId: seed(5) },
    });
    const applied = await world.call<ConsoleStages>(
      'POST',
      `/api/admin/stage-conflicts/${after.conflicts[0]?.id}/decide`,
      { payload: { apply: true, reason: '按更正后的名次换队' } },
    );
    expect(applied.message).toBe('已采用更正后的队伍');
    expect(applied.data.conflicts).toEqual([]);
    expect(gameOf(applied.data, 'SF1').home.clubId).toBe(seed(5));
    const decided = await world.test.db
      .selectFrom('stage_conflicts')
      .select(['applied', 'reason'])
      .where('id', '=', after.conflicts[0]?.id ?? 0)
      .executeTakeFirstOrThrow();
    expect(decided).toEqual({ applied: 1, reason: '按更正后的名次换队' });
    const again = await world.call(
      'POST',
      `/api/admin/stage-conflicts/${after.conflicts[0]?.id}/decide`,
      {
        payload: { apply: true, reason: '再试一次' },
      },
    );
    expect(again.message).toBe('这项更正冲突已经处理过了');
  });

  it('plays out every place: placements 1 to 8 and each team’s path on the public page', async () => {
    for (let round = 0; round < 3; round += 1) {
      const stages = await stagesOf(world, cup.competitionId);
      for (const game of stages.championship?.games ?? []) {
        if (game.pool !== null || game.forfeitTeam !== null) continue;
        if (game.home.clubId === null || game.away.clubId === null) continue;
        await forfeit(world, game.gameId, 'away');
      }
    }
    const answer = await publicAnswer();
    const placements = answer.championship?.placements;
    expect(placements?.complete).toBe(true);
    expect(placements?.places.map((p) => p.place)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(new Set(placements?.places.flatMap((p) => p.teams.map((t) => t.clubId))).size).toBe(8);
    const path = answer.championship?.paths.find((p) => p.clubId === seed(1));
    expect(path?.steps.length).toBe(5);
    expect(path?.place).toBe(
      placements?.places.find((p) => p.teams.some((t) => t.clubId === seed(1)))?.place,
    );
    expect(answer.tieBreakRules).toBe('wfdf');
    expect(
      answer.games.every((g) => g.homePlaceholder === null && g.awayPlaceholder === null),
    ).toBe(true);
  });

  it('will not remove a format once a game has begun', async () => {
    const answer = await world.call('POST', url('/format/delete'), {
      payload: { reason: '重新安排' },
    });
    expect(answer.message).toMatch(/^第\d+场已经开始，不能再删除赛制$/);
  });
});
