// Last season's national final, played through a saved championship format (issue #35,
// docs/competitions.md "Stages and progression"): eight mixed clubs seeded into two pools of four,
// semi-finals and every place played, so the public page shows its pool tables with their
// tie-break notes, the bracket, the final placements 1 to 8 and each team's path. The format is
// saved by the server's own createFormat and each round's teams filled by its progressFormat, as
// staff and the phones would have; every game has the scoring log its score comes from.
import type { Transaction } from 'kysely';
import type { CreateFormatBody } from '../../src/contract/competition-stages';
import type { Database } from '../db/schema';
import { createFormat } from '../domain/competitions/stages/create-format';
import { progressFormat } from '../domain/competitions/stages/progression';
import type { DemoContext } from './demo-context';
import { insertCompetition, register, yearOf } from './demo-competition-setup';
import { addDays, msAt } from './demo-dates';
import { DEMO_GAME_RULES, playGame } from './demo-games';
import type { DemoClubRow } from './demo-memberships';
import { randomResult } from './demo-tournament';

/** About half a year ago: after every demo member but the demo player had joined (demo-memberships.ts). */
const DAY = -200;
const FIELDS = ['1号场', '2号场', '3号场', '4号场'];
const SLOT_MINUTES = 100;

function transactionOf(ctx: DemoContext): Transaction<Database> {
  if (!ctx.trx.isTransaction) throw new Error('演示数据应在一个事务中载入');
  return ctx.trx as Transaction<Database>;
}

/**
 * Who wins a pool game between seeds `a` and `b` (from 1): the better seed, except that seed 4
 * beat seed 1, so pool A (seeds 1, 4, 5, 8) is won by its second seed.
 */
const poolWinner = (a: number, b: number) => ([a, b].sort().join() === '1,4' ? 4 : Math.min(a, b));

export interface PlayPlan {
  staffId: number;
  volunteerId: number;
  /** Club ids in seed order. */
  seeds: readonly number[];
  /**
   * The seed (from 1) that wins a pool game between seeds a and b, so that no pool ends in a tie
   * only the last resort breaks; bracket games go as the dice fall.
   */
  poolWinner: (a: number, b: number) => number;
}

/**
 * Plays a saved format through: every game whose teams are known, with its volunteer and scoring
 * log, then the server's progression fills the next games; until no game is left to play.
 */
export async function playFormat(ctx: DemoContext, competitionId: number, plan: PlayPlan) {
  const trx = transactionOf(ctx);
  const seedOf = (clubId: number | null) => plan.seeds.indexOf(clubId ?? 0) + 1;
  for (;;) {
    const ready = await trx
      .selectFrom('games')
      .select(['id', 'date', 'time', 'pool', 'home_club_id', 'away_club_id'])
      .where('competition_id', '=', competitionId)
      .where('status', '=', 'scheduled')
      .where('home_club_id', 'is not', null)
      .where('away_club_id', 'is not', null)
      .orderBy('format_game')
      .execute();
    if (ready.length === 0) return;
    await trx
      .insertInto('volunteer_assignments')
      .values(ready.map((game) => ({ game_id: game.id, user_id: plan.volunteerId })))
      .execute();
    let last = 0;
    for (const game of ready) {
      const result = randomResult(ctx.random);
      const home = seedOf(game.home_club_id);
      const homeWon = result.homeScore > result.awayScore;
      const swap =
        game.pool !== null &&
        homeWon !== (plan.poolWinner(home, seedOf(game.away_club_id)) === home);
      await playGame(ctx, game.id, {
        date: game.date,
        time: game.time,
        volunteerId: plan.volunteerId,
        result: {
          status: 'finished',
          homeScore: swap ? result.awayScore : result.homeScore,
          awayScore: swap ? result.homeScore : result.awayScore,
        },
      });
      last = Math.max(last, msAt(game.date, game.time));
    }
    await progressFormat(trx, competitionId, {
      id: plan.staffId,
      now: last + SLOT_MINUTES * 60_000,
    });
  }
}

export async function insertStagedChampionship(
  ctx: DemoContext,
  clubs: readonly DemoClubRow[],
  staffId: number,
  volunteerId: number,
): Promise<number> {
  const trx = transactionOf(ctx);
  const date = addDays(ctx.today, DAY);
  const competitionId = await insertCompetition(ctx, {
    name: `${yearOf(ctx, DAY)}年全国飞盘总决赛（混合组）`,
    level: 'A',
    scope: 'national',
    division: 'MIX',
    city: '南京',
    venue: '南京奥体中心训练场',
    start: DAY,
    end: DAY,
    registration: [DAY - 60, DAY - 20],
    minMale: 6,
    minFemale: 5,
    maxRoster: 24,
    cover: '/demo/banner-3.svg',
    description:
      '<p>上一赛季各赛区前八名的俱乐部参加总决赛：按种子蛇形分为两个小组循环，小组前两名交叉进入半决赛，其余名次逐一赛出，每支队伍都有最终名次。</p>',
  });
  for (const club of clubs)
    await register(ctx, competitionId, club, { status: 'approved', day: DAY - 30 });
  const staff = await trx
    .selectFrom('users')
    .select(['id', 'name', 'type', 'phone'])
    .where('id', '=', staffId)
    .executeTakeFirstOrThrow();
  const seeds = clubs.map((club) => club.id);
  const body: CreateFormatBody = {
    templateId: 'two-pools-semis',
    options: {},
    seeds,
    tieBreakRules: 'wfdf',
    fields: FIELDS,
    firstStart: `${date}T09:00`,
    slotMinutes: SLOT_MINUTES,
    pointsToWin: DEMO_GAME_RULES.points_to_win,
    halftimeAt: DEMO_GAME_RULES.halftime_at,
    softCapMinutes: DEMO_GAME_RULES.soft_cap_minutes,
    hardCapMinutes: DEMO_GAME_RULES.hard_cap_minutes,
    timeoutsPerHalf: DEMO_GAME_RULES.timeouts_per_half,
  };
  const { last } = await trx
    .selectFrom('audit_log')
    .select((eb) => eb.fn.coalesce(eb.fn.max('id'), eb.lit(0)).as('last'))
    .executeTakeFirstOrThrow();
  const auditBefore = Number(last);
  await createFormat(trx, competitionId, body, { user: staff, now: msAt(date, '08:00') });

  await playFormat(ctx, competitionId, { staffId, volunteerId, seeds, poolWinner });
  // Loading the demo is nobody's act in the console: the rows the server's own saving and filling
  // wrote go, so 操作记录 starts empty, as on a new site and as for every other demo competition.
  await trx.deleteFrom('audit_log').where('id', '>', auditBefore).execute();
  return competitionId;
}
