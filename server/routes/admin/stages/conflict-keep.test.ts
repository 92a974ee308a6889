// Staff keep a game already begun as it was played (issue #35, docs/competitions.md "Stages and
// progression"): a correction to a pool game after its semi-final has begun changes nothing of
// that semi-final and waits for staff; 保持原队伍 records the decision and its reason, leaves the
// game's teams and rosters alone, is not asked again by later progressions, and the kept game's
// winner moves on to the final. The other side of the choice (apply) is in progression.test.ts.
import { beforeAll, describe, expect, it } from 'vitest';
import type { ConsoleStages } from '../../../../src/contract/competition-stages';
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
/** Seed n's club id (from 1). */
const seed = (n: number) => cup.clubs[n - 1] as number;
const seedOf = (clubId: number | null) => cup.clubs.indexOf(clubId ?? 0) + 1;

const gameOf = (stages: ConsoleStages, code: string) => {
  const game = stages.championship?.games.find((g) => g.code === code);
  if (!game) throw new Error(`no game ${code}`);
  return game;
};
const poolGame = (stages: ConsoleStages, a: number, b: number) => {
  const game = stages.championship?.games.find(
    (g) =>
      g.pool !== null &&
      [seedOf(g.home.clubId), seedOf(g.away.clubId)].sort().join() === [a, b].sort().join(),
  );
  if (!game) throw new Error(`no pool game ${a}-${b}`);
  return game;
};
const homePlayers = (gameId: number) =>
  world.test.db
    .selectFrom('game_players')
    .select('user_id')
    .where('game_id', '=', gameId)
    .where('team', '=', 'home')
    .execute();

beforeAll(async () => {
  cup = await enterChampionship(world, 8, '保持');
  const saved = await world.call('POST', `/api/admin/competitions/${cup.competitionId}/format`, {
    payload: formatBody(cup.clubs, 'two-pools-semis'),
  });
  if (saved.code !== 0) throw new Error(saved.message);
  // Every pool game won by the better seed: A is 1, 4, 5, 8 and B is 2, 3, 6, 7 in seed order.
  for (const game of (await stagesOf(world, cup.competitionId)).championship?.games ?? []) {
    if (game.pool === null) continue;
    const home = seedOf(game.home.clubId);
    await forfeit(world, game.gameId, home > seedOf(game.away.clubId) ? 'home' : 'away');
  }
});

describe('keeping a game already begun after a correction', () => {
  it('leaves the begun semi-final alone, keeps it on staff’s word and moves its winner on', async () => {
    const before = await stagesOf(world, cup.competitionId);
    const semi = gameOf(before, 'SF1');
    expect([semi.home.clubId, semi.away.clubId]).toEqual([seed(1), seed(3)]);
    const rosterBefore = await homePlayers(semi.gameId);
    const ticket = await volunteerFor(world, [semi.gameId]);
    const begin = await world.test.app.inject({
      method: 'POST',
      url: '/api/volunteer/begin',
      headers: withTicket(ticket),
      payload: { id: 'begin-keep-sf1', gameId: semi.gameId, at: Date.now() },
    });
    expect(begin.json()).toMatchObject({ code: 0 });

    // The correction: seed 4 beat seed 1 after all, so 4 wins pool A and 1 is second.
    const oneFour = poolGame(before, 1, 4);
    await unforfeit(world, oneFour.gameId);
    await forfeit(world, oneFour.gameId, seedOf(oneFour.home.clubId) === 1 ? 'home' : 'away');
    const flagged = await stagesOf(world, cup.competitionId);
    expect(gameOf(flagged, 'SF1').home.clubId).toBe(seed(1));
    expect(gameOf(flagged, 'SF2').away.clubId).toBe(seed(1));
    expect(flagged.conflicts).toHaveLength(1);
    const conflict = flagged.conflicts[0];
    expect(conflict).toMatchObject({
      gameId: semi.gameId,
      side: 'home',
      current: { clubId: seed(1) },
      proposed: { clubId: seed(4) },
    });

    const kept = await world.call<ConsoleStages>(
      'POST',
      `/api/admin/stage-conflicts/${conflict?.id}/decide`,
      { payload: { apply: false, reason: '比赛已开始，按原队伍进行' } },
    );
    expect(kept.code).toBe(0);
    expect(kept.message).toBe('已保留比赛原有的队伍');
    expect(kept.data.conflicts).toEqual([]);
    expect(gameOf(kept.data, 'SF1').home).toMatchObject({ clubId: seed(1), name: cup.names[0] });
    expect(await homePlayers(semi.gameId)).toEqual(rosterBefore);
    const row = await world.test.db
      .selectFrom('stage_conflicts')
      .select(['applied', 'reason'])
      .where('id', '=', conflict?.id ?? 0)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ applied: 0, reason: '比赛已开始，按原队伍进行' });
    const audit = await world.test.db
      .selectFrom('audit_log')
      .select('summary')
      .where('action', '=', 'game.stage_conflict')
      .where('target_id', '=', String(semi.gameId))
      .execute();
    expect(audit).toEqual([{ summary: '保留原有队伍（原因：比赛已开始，按原队伍进行）' }]);

    // A later write runs the progression again: the change decided is not asked again.
    const rules = await world.call<ConsoleStages>(
      'POST',
      `/api/admin/competitions/${cup.competitionId}/tie-break-rules`,
      { payload: { rules: 'usau' } },
    );
    expect(rules.data.conflicts).toEqual([]);
    expect(gameOf(rules.data, 'SF1').home.clubId).toBe(seed(1));

    // The kept game counts with the teams it was played by: its winner fills the final.
    await forfeit(world, semi.gameId, 'away');
    const after = await stagesOf(world, cup.competitionId);
    const final = after.championship?.games.find((g) => g.home.slot.code === 'W(SF1)');
    expect(final?.home.clubId).toBe(seed(1));
    const third = after.championship?.games.find((g) => g.home.slot.code === 'L(SF1)');
    expect(third?.home.clubId).toBe(seed(3));
  });
});
