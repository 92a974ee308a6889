// 按往届名次排种子 through the real app: a four-team championship played to its final placements
// (by forfeits, the stronger team always coming), then a new competition some of its teams enter;
// the order answered puts them first by the places the public page shows, the others after them
// in the order they had. Refusals change nothing.
import { beforeAll, describe, expect, it } from 'vitest';
import type { CompetitionDetail } from '../../../../src/contract/content-competition';
import type { SeedingSources } from '../../../../src/contract/seeding-sources';
import { useConsoleWorld } from '../../../test-support/console-test-fixture';
import {
  enterChampionship,
  forfeit,
  formatBody,
  stagesOf,
  type Championship,
} from '../../../test-support/championship-fixture';

const world = useConsoleWorld();
let source: Championship;
let next: Championship;
/** The source's clubs from strongest to weakest: the reverse of their seed order. */
let strongestFirst: number[];

const sourcesOf = (competitionId: number, from?: number) =>
  world.call<SeedingSources>(
    'GET',
    `/api/admin/competitions/${competitionId}/seeding-sources${from ? `?from=${from}` : ''}`,
  );

/** Forfeits every game whose teams are known until none is left: the stronger team comes. */
async function playThrough(cup: Championship) {
  const strength = (clubId: number | null) => strongestFirst.indexOf(clubId ?? -1);
  for (;;) {
    const stages = await stagesOf(world, cup.competitionId);
    const open = (stages.championship?.games ?? []).filter(
      (g) => g.home.clubId !== null && g.away.clubId !== null && g.forfeitTeam === null,
    );
    if (open.length === 0) return stages;
    for (const game of open) {
      await forfeit(
        world,
        game.gameId,
        strength(game.home.clubId) < strength(game.away.clubId) ? 'away' : 'home',
      );
    }
  }
}

async function enter(competitionId: number, clubId: number) {
  await world.test.db
    .insertInto('registrations')
    .values({
      competition_id: competitionId,
      club_id: clubId,
      status: 'approved',
      created_at: new Date().toISOString(),
      reject_reason: null,
      reviewed_at: null,
    })
    .execute();
}

beforeAll(async () => {
  source = await enterChampionship(world, 4, '往届');
  strongestFirst = [...source.clubs].reverse();
  await world.call('POST', `/api/admin/competitions/${source.competitionId}/format`, {
    payload: formatBody(source.clubs, 'round-robin-final'),
  });
  const played = await playThrough(source);
  expect(played.championship?.placements.complete).toBe(true);
  await world.test.db
    .updateTable('competitions')
    .set({ phase: 'finished' })
    .where('id', '=', source.competitionId)
    .execute();
  next = await enterChampionship(world, 4, '新季');
  // The source's fourth and first (its champion) enter the new season too, in that order.
  await enter(next.competitionId, source.clubs[1] as number);
  await enter(next.competitionId, source.clubs[3] as number);
  // A championship played to its end through the app: more than the default 30 s on a busy machine.
}, 90_000);

describe('seeding sources', () => {
  it('lists the finished championship, same division first, with how many teams played it', async () => {
    const answer = await sourcesOf(next.competitionId);
    expect(answer.code).toBe(0);
    const listed = answer.data.sources.find((s) => s.competitionId === source.competitionId);
    expect(listed).toMatchObject({
      name: '往届锦标赛',
      division: 'MIX',
      sameDivision: true,
      shared: 2,
    });
    expect(answer.data.chosen).toBeNull();
    // A competition with no format (the demo's, hand-scheduled) has no final placements to give.
    const withoutFormat = await world.test.db
      .selectFrom('competitions')
      .leftJoin('competition_formats', 'competition_formats.competition_id', 'competitions.id')
      .select('competitions.id')
      .where('competition_formats.competition_id', 'is', null)
      .execute();
    const ids = answer.data.sources.map((s) => s.competitionId);
    expect(withoutFormat.some((row) => ids.includes(row.id))).toBe(false);
    // Not the competition itself, nor one not finished.
    expect(ids).not.toContain(next.competitionId);
  });

  it('orders the teams by the places the public page shows, the others after them as they were', async () => {
    const page = await world.call<CompetitionDetail>(
      'GET',
      `/api/competitions/${source.competitionId}`,
    );
    const placeOf = new Map(
      (page.data.championship?.placements.places ?? []).flatMap((p) =>
        p.teams.map((t) => [t.clubId, p.place] as const),
      ),
    );
    const [fourthSeed, firstSeed] = [source.clubs[3] as number, source.clubs[1] as number];
    expect(placeOf.get(fourthSeed)).toBe(1);
    expect(placeOf.get(firstSeed)).toBe(3);
    const answer = await sourcesOf(next.competitionId, source.competitionId);
    expect(answer.code).toBe(0);
    expect(answer.data.chosen?.places).toEqual([
      { clubId: fourthSeed, name: source.names[3], place: 1 },
      { clubId: firstSeed, name: source.names[1], place: 3 },
    ]);
    expect(answer.data.chosen?.order).toEqual([fourthSeed, firstSeed, ...next.clubs]);
  });

  it('refuses a source that is not a finished championship, or whose places are not all known', async () => {
    const unplayed = await enterChampionship(world, 4, '未完');
    await world.call('POST', `/api/admin/competitions/${unplayed.competitionId}/format`, {
      payload: formatBody(unplayed.clubs, 'round-robin-final'),
    });
    await world.test.db
      .updateTable('competitions')
      .set({ phase: 'finished' })
      .where('id', '=', unplayed.competitionId)
      .execute();
    const audit = await world.snapshot('audit_log');
    const notFinished = await sourcesOf(source.competitionId, next.competitionId);
    expect(notFinished.message).toBe('只能按已结束且已有赛制的赛事的最终名次排种子');
    const incomplete = await sourcesOf(next.competitionId, unplayed.competitionId);
    expect(incomplete.message).toBe('未完锦标赛 的最终名次尚未全部产生，不能据此排种子');
    const missing = await sourcesOf(999999);
    expect(missing.message).toBe('赛事不存在');
    const bad = await world.call(
      'GET',
      `/api/admin/competitions/${next.competitionId}/seeding-sources?from=abc`,
    );
    expect(bad.code).not.toBe(0);
    expect(bad.message).toBe('来源赛事编号必须是数字');
    expect(await world.snapshot('audit_log')).toEqual(audit);
  });
});
