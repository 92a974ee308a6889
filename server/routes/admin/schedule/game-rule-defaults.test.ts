// A game gets the same rules however it is made — 添加比赛 and the round robin with the rules
// their forms open with (GAME_RULE_DEFAULTS, src/features/admin/schedule/game-form.test.ts), a row
// inserted without rules (the columns' own defaults), and the demo's games — and the phone reads
// exactly those rules: GAME_RULE_DEFAULTS, which the phone also uses before it has read a game.
// (The demo's games add caps; the rest are the defaults.)
import type { Insertable } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminGame, ScheduleEntry } from '../../../../src/contract/admin-schedule';
import { GAME_RULE_DEFAULTS } from '../../../../src/contract/game-rule-defaults';
import type { VolunteerGameDetail } from '../../../../src/contract/scoring';
import { issueTicket } from '../../../auth/tickets';
import type { GamesTable } from '../../../db/schema';
import { buildConsoleWorld, type ConsoleWorld } from '../../../test-support/console-test-fixture';

let world: ConsoleWorld;
let competitionId: number;
let entries: ScheduleEntry[];
let volunteer: { id: number; ticket: string };

/** What the phone is told for a game of a men's or women's competition with no lines. */
const PHONE_RULES = { ...GAME_RULE_DEFAULTS, ratioRule: null, trackLines: false };

beforeAll(async () => {
  world = await buildConsoleWorld();
  const { db } = world.test;
  const best = await db
    .selectFrom('registrations')
    .innerJoin('competitions', 'competitions.id', 'registrations.competition_id')
    .select(['competition_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('registrations.status', '=', 'approved')
    .where('competitions.division', '!=', 'MIX')
    .groupBy('competition_id')
    .orderBy('n', 'desc')
    .executeTakeFirstOrThrow();
  competitionId = best.competition_id;
  const schedule = await world.call<{ entries: ScheduleEntry[] }>(
    'GET',
    `/api/admin/schedule/competitions/${competitionId}`,
  );
  entries = schedule.data.entries;
  const { id } = await db
    .selectFrom('users')
    .select('id')
    .where('phone', '=', '13800000003')
    .executeTakeFirstOrThrow();
  volunteer = { id, ticket: await issueTicket(db, id, world.test.app.now()) };
});
afterAll(() => world.test.close());

/** The rules the phone reads for a game, after giving the game to the test's volunteer. */
async function phoneRules(gameId: number) {
  await world.test.db
    .insertInto('volunteer_assignments')
    .values({ game_id: gameId, user_id: volunteer.id })
    .onConflict((oc) => oc.doNothing())
    .execute();
  const answer = await world.call<VolunteerGameDetail>('GET', `/api/volunteer/game/${gameId}`, {
    ticket: volunteer.ticket,
  });
  expect(answer.code).toBe(0);
  return answer.data.rules;
}

describe('every way of making a game gives it the default rules', () => {
  it('添加比赛 with the rules its form opens with', async () => {
    const answer = await world.call<AdminGame>(
      'POST',
      `/api/admin/schedule/competitions/${competitionId}/games`,
      {
        payload: {
          homeEntryId: entries[0]?.id,
          awayEntryId: entries[1]?.id,
          startsAt: '2030-05-10T09:00',
          field: '1号场',
          volunteerId: null,
          pool: '',
          round: '',
          ...GAME_RULE_DEFAULTS,
        },
      },
    );
    expect(answer.code).toBe(0);
    expect(answer.data.rules).toMatchObject(GAME_RULE_DEFAULTS);
    expect(await phoneRules(answer.data.id)).toEqual(PHONE_RULES);
  });

  it('the round robin with the rules its form opens with', async () => {
    const answer = await world.call<{ created: number }>(
      'POST',
      `/api/admin/schedule/competitions/${competitionId}/round-robin`,
      {
        payload: {
          pool: '默认规则组',
          entryIds: entries.slice(0, 3).map((e) => e.id),
          fields: ['1号场'],
          firstStart: '2030-06-10T09:00',
          slotMinutes: 90,
          ...GAME_RULE_DEFAULTS,
        },
      },
    );
    expect(answer.code).toBe(0);
    const games = await world.test.db
      .selectFrom('games')
      .select('id')
      .where('pool', '=', '默认规则组')
      .execute();
    expect(games).toHaveLength(3);
    for (const game of games) expect(await phoneRules(game.id)).toEqual(PHONE_RULES);
  });

  it('a row inserted without rules, by the columns’ own defaults', async () => {
    // The schema's types require the rule columns; leaving them out is what this checks.
    const row = {
      competition_id: competitionId,
      date: '2030-07-10',
      time: '09:00',
      field: '1号场',
      status: 'scheduled',
      home_name: '上海飞鱼',
      away_name: '北京风暴',
      home_score: 0,
      away_score: 0,
    } as Insertable<GamesTable>;
    const { id } = await world.test.db
      .insertInto('games')
      .values(row)
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(await phoneRules(id)).toEqual(PHONE_RULES);
  });

  it('the demo’s games, with their caps', async () => {
    const demo = await world.test.db
      .selectFrom('volunteer_assignments')
      .select('game_id')
      .where('user_id', '=', volunteer.id)
      .executeTakeFirstOrThrow();
    expect(await phoneRules(demo.game_id)).toMatchObject({
      ...GAME_RULE_DEFAULTS,
      softCapMinutes: 75,
      hardCapMinutes: 90,
    });
  });
});
