// Test data of its own for the scoring tests (they do not lean on the demo data): a competition
// with two games today, rosters, an assigned volunteer, a second volunteer, staff and a player,
// each with a ticket.
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { Kysely } from 'kysely';
import { issueTicket } from '../auth/tickets';
import { localDateString } from '../db/local-date';
import { DEMO_GAME_RULES } from '../demo/demo-games';
import type { Database } from '../db/schema';
import { createTestUser } from './test-users';

export interface ScoringFixture {
  gameId: number;
  /** A second game today, not assigned to the volunteer. */
  otherGameId: number;
  home: number[];
  away: number[];
  tickets: { volunteer: string; otherVolunteer: string; staff: string; player: string };
  volunteerPhone: string;
}

export async function seedScoringFixture(db: Kysely<Database>): Promise<ScoringFixture> {
  const volunteer = await createTestUser(db, {
    phone: '13900000003',
    type: 'volunteer',
    name: '记分员甲',
  });
  const otherVolunteer = await createTestUser(db, {
    phone: '13900000004',
    type: 'volunteer',
    name: '记分员乙',
  });
  const staff = await createTestUser(db, {
    phone: '13900000000',
    type: 'staff',
    name: '协会工作人员',
  });
  const player = await createTestUser(db, { phone: '13900000001', type: 'player', name: '球员甲' });
  const competition = await db
    .insertInto('competitions')
    .values({
      name: '测试飞盘联赛',
      level: 'A',
      scope: 'national',
      division: 'MIX',
      city: '上海',
      venue: null,
      start_date: localDateString(),
      end_date: localDateString(),
      registration_opens: null,
      registration_closes: null,
      min_male: 0,
      min_female: 0,
      max_roster: 30,
      cover: null,
      description: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const game = (time: string, field: string, home: string, away: string) => ({
    competition_id: competition.id,
    date: localDateString(),
    time,
    field,
    round: '小组赛',
    home_club_id: null,
    away_club_id: null,
    home_name: home,
    away_name: away,
    status: 'scheduled' as const,
    ...DEMO_GAME_RULES,
    home_score: 0,
    away_score: 0,
    began_at: null,
    finished_at: null,
  });
  const games = await db
    .insertInto('games')
    .values([
      game('09:00', '1号场', '上海飞鱼', '北京风暴'),
      game('10:30', '2号场', '广州海鸥', '成都熊猫'),
    ])
    .returning('id')
    .execute();
  const [gameId, otherGameId] = games.map((g) => g.id) as [number, number];
  await db
    .insertInto('volunteer_assignments')
    .values({ game_id: gameId, user_id: volunteer })
    .execute();
  await db
    .insertInto('volunteer_assignments')
    .values({ game_id: otherGameId, user_id: otherVolunteer })
    .execute();
  const roster = async (team: 'home' | 'away', names: string[]) => {
    const rows = await db
      .insertInto('game_players')
      .values(
        names.map((name, i) => ({ game_id: gameId, team, user_id: null, name, number: i + 1 })),
      )
      .returning('id')
      .execute();
    return rows.map((r) => r.id);
  };
  return {
    gameId,
    otherGameId,
    home: await roster('home', ['张伟', '李娜', '王强']),
    away: await roster('away', ['刘洋', '陈静', '赵磊']),
    tickets: {
      volunteer: await issueTicket(db, volunteer, Date.now()),
      otherVolunteer: await issueTicket(db, otherVolunteer, Date.now()),
      staff: await issueTicket(db, staff, Date.now()),
      player: await issueTicket(db, player, Date.now()),
    },
    volunteerPhone: '13900000003',
  };
}

export interface Answer<T = unknown> {
  code: number;
  message: string;
  data: T;
}

/** One signed-in call through app.inject, answering the parsed envelope. */
export async function call<T = unknown>(
  app: FastifyInstance,
  ticket: string | null,
  method: InjectOptions['method'],
  url: string,
  payload?: object,
  headers: Record<string, string> = {},
): Promise<Answer<T>> {
  const response = await app.inject({
    method,
    url,
    payload,
    headers: { ...headers, ...(ticket ? { ticket } : {}) },
  });
  if (response.statusCode !== 200)
    throw new Error(`${method} ${url} answered HTTP ${response.statusCode}`);
  return response.json<Answer<T>>();
}
