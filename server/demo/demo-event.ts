// An event of two divisions (docs/competitions.md, "Events and divisions"): last season's women's
// championship and a mixed division played beside it in 成都 on the same days, grouped as one
// 全国飞盘锦标赛, so /match/event shows a tab per division. Four mixed clubs other than the demo
// accounts' own play a round robin there, so no demo account's games or spirit scores change.
// The division is written out whole, like each competition in demo-competitions.ts and for the
// same reason: every fact of one demo competition stands in one place.
import type { DemoContext } from './demo-context';
import type { DemoClubRow } from './demo-memberships';
import { addDays, isoAt } from './demo-dates';
import { insertCompetition, playPool, register, sideOf, yearOf } from './demo-competition-setup';

export async function insertDemoEvent(
  ctx: DemoContext,
  womenDivision: number,
  mixedClubs: DemoClubRow[],
  volunteerId: number,
): Promise<void> {
  const mixedDivision = await insertCompetition(ctx, {
    name: `${yearOf(ctx, -300)}年全国混合组飞盘锦标赛`,
    level: 'A',
    scope: 'national',
    division: 'MIX',
    city: '成都',
    venue: '成都东安湖体育公园',
    start: -300,
    end: -299,
    registration: [-360, -320],
    minMale: 5,
    minFemale: 4,
    maxRoster: 24,
    cover: '/demo/banner-1.svg',
    description: '<p>与女子组同期同地举行的混合组比赛，四支俱乐部单循环决出名次。</p>',
  });
  for (const club of mixedClubs)
    await register(ctx, mixedDivision, club, { status: 'approved', day: -330 });
  await playPool(ctx, {
    competitionId: mixedDivision,
    sides: mixedClubs.map(sideOf),
    date: addDays(ctx.today, -299),
    field: '2号场',
    round: '单循环赛',
    volunteerId,
  });
  const at = isoAt(addDays(ctx.today, -340), '10:00');
  const event = await ctx.trx
    .insertInto('events')
    .values({
      name: `${yearOf(ctx, -300)}年全国飞盘锦标赛`,
      created_at: at,
      updated_at: at,
      updated_by: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await ctx.trx
    .updateTable('competitions')
    .set({ event_id: event.id })
    .where('id', 'in', [mixedDivision, womenDivision])
    .execute();
}
