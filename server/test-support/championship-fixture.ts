// A championship to run through the real app: a published competition with `teams` new clubs
// entered and approved (each with one player of the demo on its roster, so rosters are copied),
// the console's format call, a volunteer's ticket, and forfeits as the quick way staff make a
// game final (docs/competitions.md: a forfeit counts forfeit points to 0 for the team that came).
import type { ConsoleStages } from '../../src/contract/competition-stages';
import { issueTicket } from '../auth/tickets';
import type { Team } from '../db/schema';
import type { ConsoleWorld } from './console-test-fixture';
import { dayFromNow } from './console-test-fixture';
import { createTestClub } from './test-clubs';

export interface Championship {
  competitionId: number;
  /** Club ids in seed order. */
  clubs: number[];
  names: string[];
}

/** A competition saved through the console's call (an open, empty entry), published unless told. */
export async function createCompetition(
  world: ConsoleWorld,
  facts: {
    name: string;
    level: string;
    division?: string;
    startDate: string;
    endDate: string;
    city: string;
    venue: string;
  },
  publish = true,
): Promise<number> {
  const created = await world.call<{ id: number }>('POST', '/api/admin/competitions', {
    payload: {
      scope: 'national',
      division: 'MIX',
      ...facts,
      registrationOpens: '',
      registrationCloses: '',
      minRoster: 0,
      maxRoster: 30,
      minMale: 0,
      minFemale: 0,
      fee: '',
      documents: [],
      phase: '',
      forfeitPoints: 15,
      cover: '',
      description: '',
    },
  });
  if (created.code !== 0) throw new Error(created.message);
  if (publish) {
    await world.call('POST', `/api/admin/competitions/${created.data.id}/publish`, { payload: {} });
  }
  return created.data.id;
}

export async function enterChampionship(
  world: ConsoleWorld,
  teams: number,
  label: string,
): Promise<Championship> {
  const competitionId = await createCompetition(world, {
    name: `${label}锦标赛`,
    level: 'C',
    startDate: dayFromNow(0),
    endDate: dayFromNow(1),
    city: '杭州',
    venue: '体育中心',
  });
  const users = await world.test.db
    .selectFrom('users')
    .select('id')
    .orderBy('id')
    .limit(teams)
    .execute();
  const clubs: number[] = [];
  const names: string[] = [];
  for (let i = 0; i < teams; i += 1) {
    const name = `${label}${String.fromCharCode(0x7532 + i)}队${i + 1}`;
    const clubId = await createTestClub(world.test.db, { name });
    const registration = await world.test.db
      .insertInto('registrations')
      .values({
        competition_id: competitionId,
        club_id: clubId,
        status: 'approved',
        created_at: new Date().toISOString(),
        reject_reason: null,
        reviewed_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await world.test.db
      .insertInto('registration_players')
      .values({ registration_id: registration.id, user_id: users[i]?.id ?? 1, number: i + 1 })
      .execute();
    clubs.push(clubId);
    names.push(name);
  }
  return { competitionId, clubs, names };
}

export const formatBody = (seeds: number[], templateId: string, fields: object = {}) => ({
  templateId,
  seeds,
  fields: ['1号场', '2号场'],
  firstStart: `${dayFromNow(0)}T09:00`,
  slotMinutes: 90,
  pointsToWin: 15,
  halftimeAt: 8,
  softCapMinutes: null,
  hardCapMinutes: null,
  timeoutsPerHalf: 2,
  ...fields,
});

export const stagesOf = async (world: ConsoleWorld, competitionId: number) =>
  (await world.call<ConsoleStages>('GET', `/api/admin/competitions/${competitionId}/stages`)).data;

/** Staff record that `absent` did not come to game `gameId`. */
export const forfeit = (world: ConsoleWorld, gameId: number, absent: Team) =>
  world.call('POST', `/api/admin/results/games/${gameId}/forfeit`, {
    payload: { team: absent, reason: '未到场' },
  });

export const unforfeit = (world: ConsoleWorld, gameId: number) =>
  world.call('POST', `/api/admin/results/games/${gameId}/unforfeit`, {
    payload: { reason: '记录有误' },
  });

/** The demo volunteer (陈静), with a ticket, given `gameIds`. */
export async function volunteerFor(world: ConsoleWorld, gameIds: number[]) {
  const volunteer = await world.test.db
    .selectFrom('users')
    .select('id')
    .where('phone', '=', '13800000003')
    .executeTakeFirstOrThrow();
  for (const gameId of gameIds) {
    await world.test.db
      .insertInto('volunteer_assignments')
      .values({ game_id: gameId, user_id: volunteer.id, removed_at: null })
      .execute();
  }
  return issueTicket(world.test.db, volunteer.id, world.test.app.now());
}
