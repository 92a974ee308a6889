// Building blocks of the demo competitions: a competition row, a club's registration with its
// roster, a team as a game side, and a round robin played to finished games.
import type { Division } from '../db/schema';
import type { DemoContext } from './demo-context';
import type { DemoClubRow } from './demo-memberships';
import { addDays, isoAt } from './demo-dates';
import { insertGame, type GameSide } from './demo-games';
import { roundRobin, rankPool, randomResult, type PoolResult } from './demo-tournament';

export interface CompetitionPlan {
  name: string;
  level: string;
  scope: 'national' | 'international';
  division: Division;
  city: string;
  venue: string;
  start: number;
  end: number;
  registration: [number, number];
  minMale: number;
  minFemale: number;
  maxRoster: number;
  cover: string;
  description: string;
}

export async function insertCompetition(ctx: DemoContext, plan: CompetitionPlan): Promise<number> {
  const { today } = ctx;
  const row = await ctx.trx
    .insertInto('competitions')
    .values({
      name: plan.name,
      level: plan.level,
      scope: plan.scope,
      division: plan.division,
      city: plan.city,
      venue: plan.venue,
      start_date: addDays(today, plan.start),
      end_date: addDays(today, plan.end),
      registration_opens: addDays(today, plan.registration[0]),
      registration_closes: addDays(today, plan.registration[1]),
      min_male: plan.minMale,
      min_female: plan.minFemale,
      max_roster: plan.maxRoster,
      cover: plan.cover,
      description: plan.description,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function register(
  ctx: DemoContext,
  competitionId: number,
  club: DemoClubRow,
  registration: { status: 'approved' | 'pending'; day: number },
) {
  const row = await ctx.trx
    .insertInto('registrations')
    .values({
      competition_id: competitionId,
      club_id: club.id,
      status: registration.status,
      created_at: isoAt(addDays(ctx.today, registration.day), '14:00'),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await ctx.trx
    .insertInto('registration_players')
    .values(
      club.roster.map((m) => ({ registration_id: row.id, user_id: m.person.id, number: m.number })),
    )
    .execute();
}

export const sideOf = (club: DemoClubRow): GameSide => ({
  clubId: club.id,
  name: club.name,
  roster: club.roster.map((m) => ({ userId: m.person.id, name: m.person.name, number: m.number })),
});

export const yearOf = (ctx: DemoContext, days: number) => addDays(ctx.today, days).slice(0, 4);

export interface PoolPlan {
  competitionId: number;
  sides: GameSide[];
  date: string;
  field: string;
  round: string;
  /** The pool's name when the competition plays pools (A组 …). */
  pool?: string;
  volunteerId: number;
}

/** Plays a round robin on one day and inserts its finished games; returns the teams ranked. */
export async function playPool(ctx: DemoContext, pool: PoolPlan): Promise<GameSide[]> {
  const { sides } = pool;
  const results: PoolResult[] = [];
  const times = ['09:00', '10:40', '13:30', '15:10', '16:50', '18:30'];
  for (const [k, [h, a]] of roundRobin(sides.length).entries()) {
    const result = randomResult(ctx.random);
    results.push({ home: h, away: a, ...result });
    await insertGame(ctx, {
      competitionId: pool.competitionId,
      date: pool.date,
      time: times[k % times.length] as string,
      field: pool.field,
      round: pool.round,
      pool: pool.pool ?? null,
      home: sides[h] as GameSide,
      away: sides[a] as GameSide,
      volunteerId: pool.volunteerId,
      result: { status: 'finished', ...result },
    });
  }
  return rankPool(
    sides.map((side) => side.name),
    results,
  ).map((index) => sides[index] as GameSide);
}
