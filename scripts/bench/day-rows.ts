// The rows of a championship day (scripts/bench/day-fixture.ts): accounts, the competition, an
// approved club with its entry and roster, a game with both rosters and its volunteer.
import type { Transaction } from 'kysely';
import type { Database, Gender } from '../../server/db/schema';
import { insertInChunks } from '../../server/demo/insert-in-chunks';
import { DEMO_GAME_RULES } from '../../server/demo/demo-games';

export type Trx = Transaction<Database>;

export interface Seed {
  tag: string;
  today: string;
  now: string;
  passwordHash: string;
}

export async function insertUsers(
  trx: Trx,
  seed: Seed,
  people: {
    index: number;
    name: string;
    type: 'player' | 'volunteer';
    gender?: Gender;
    email?: string;
  }[],
): Promise<Map<number, number>> {
  const ids = new Map<number, number>();
  await insertInChunks(people, async (chunk) => {
    const rows = await trx
      .insertInto('users')
      .values(
        chunk.map((person) => ({
          phone: `139${seed.tag}${String(person.index).padStart(4, '0')}`,
          password_hash: seed.passwordHash,
          name: person.name,
          type: person.type,
          gender: person.gender ?? null,
          email: person.email ?? null,
          city: '上海',
          created_at: seed.now,
          updated_at: seed.now,
        })),
      )
      .returning(['id', 'phone'])
      .execute();
    for (const row of rows) ids.set(Number(row.phone.slice(-4)), row.id);
  });
  return ids;
}

export async function insertCompetition(trx: Trx, seed: Seed): Promise<number> {
  const row = await trx
    .insertInto('competitions')
    .values({
      name: `压测锦标赛 ${seed.tag}`,
      level: 'A',
      scope: 'national',
      division: 'MIX',
      city: '上海',
      venue: '压测体育场',
      start_date: seed.today,
      end_date: seed.today,
      min_male: 0,
      min_female: 0,
      max_roster: 24,
      status: 'published',
      // A minute back, so the server's clock has certainly passed it.
      published_at: new Date(Date.now() - 60_000).toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export interface Club {
  id: number;
  name: string;
  players: { userId: number; name: string; number: number }[];
}

/** An approved club with its approved entry and roster for the competition. */
export async function insertClub(
  trx: Trx,
  seed: Seed,
  competitionId: number,
  name: string,
  players: Club['players'],
  contactUserId: number | null = null,
): Promise<Club> {
  const club = await trx
    .insertInto('clubs')
    .values({
      name,
      division: 'MIX',
      city: '上海',
      status: 'approved',
      contact_user_id: contactUserId,
      created_at: seed.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const registration = await trx
    .insertInto('registrations')
    .values({
      competition_id: competitionId,
      club_id: club.id,
      status: 'approved',
      created_at: seed.now,
      reviewed_at: seed.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('registration_players')
    .values(
      players.map((p) => ({
        registration_id: registration.id,
        user_id: p.userId,
        number: p.number,
      })),
    )
    .execute();
  return { id: club.id, name, players };
}

export async function insertGame(
  trx: Trx,
  seed: Seed,
  plan: { competitionId: number; index: number; home: Club; away: Club; volunteerId: number },
): Promise<number> {
  const { home, away } = plan;
  const game = await trx
    .insertInto('games')
    .values({
      competition_id: plan.competitionId,
      date: seed.today,
      time: `${String(9 + Math.floor(plan.index / 10)).padStart(2, '0')}:00`,
      field: `${(plan.index % 10) + 1}号场`,
      round: '第一轮',
      home_club_id: home.id,
      away_club_id: away.id,
      home_name: home.name,
      away_name: away.name,
      status: 'scheduled',
      ...DEMO_GAME_RULES,
      home_score: 0,
      away_score: 0,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const sides = [
    ['home', home],
    ['away', away],
  ] as const;
  await trx
    .insertInto('game_players')
    .values(
      sides.flatMap(([team, club]) =>
        club.players.map((p) => ({
          game_id: game.id,
          team,
          user_id: p.userId,
          name: p.name,
          number: p.number,
        })),
      ),
    )
    .execute();
  await trx
    .insertInto('volunteer_assignments')
    .values({ game_id: game.id, user_id: plan.volunteerId, removed_at: null })
    .execute();
  return game.id;
}
