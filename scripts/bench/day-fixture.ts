// The championship day's own rows, written straight into the server's database (the server has
// migrated it): one published competition running today, two clubs of ten players per game, each
// game today with both rosters and its own new volunteer. Phone numbers start with 139 and a run
// tag nobody holds yet, so runs repeat on one PostgreSQL database without clashing. Also reads
// back the stored events' ids for the end-of-day check. Run by scripts/bench/day-seed.mjs as
// `node --import tsx scripts/bench/day-fixture.ts seed|events` with DATABASE_URL set, its input
// as JSON on stdin (the volunteers' password never on a command line), its answer one line of
// JSON on stdout.
import { randomInt } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { hashPassword } from '../../server/auth/password';
import { createDb } from '../../server/db/connect';
import { localDateString } from '../../server/db/local-date';
import type { Database, Gender } from '../../server/db/schema';
import { insertInChunks } from '../../server/demo/insert-in-chunks';
import { DEMO_GAME_RULES } from '../../server/demo/demo-games';

const PLAYERS_PER_TEAM = 10;

type Trx = Transaction<Database>;

/** 139, four digits of run tag no user's phone starts with, then four of the account's index. */
async function freeRunTag(db: Kysely<Database>): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const tag = String(randomInt(10_000)).padStart(4, '0');
    const taken = await db
      .selectFrom('users')
      .select('id')
      .where('phone', 'like', `139${tag}%`)
      .executeTakeFirst();
    if (!taken) return tag;
  }
  throw new Error('找不到未被占用的压测手机号段');
}

interface Seed {
  tag: string;
  today: string;
  now: string;
  passwordHash: string;
}

async function insertUsers(
  trx: Trx,
  seed: Seed,
  people: { index: number; name: string; type: 'player' | 'volunteer'; gender?: Gender }[],
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

async function insertCompetition(trx: Trx, seed: Seed): Promise<number> {
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

interface Club {
  id: number;
  name: string;
  players: { userId: number; name: string; number: number }[];
}

/** An approved club with its approved entry and roster for the competition. */
async function insertClub(
  trx: Trx,
  seed: Seed,
  competitionId: number,
  name: string,
  players: Club['players'],
): Promise<Club> {
  const club = await trx
    .insertInto('clubs')
    .values({
      name,
      division: 'MIX',
      city: '上海',
      status: 'approved',
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

async function insertGame(
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

async function seedDay(db: Kysely<Database>, games: number, password: string) {
  const seed: Seed = {
    tag: await freeRunTag(db),
    today: localDateString(),
    now: new Date().toISOString(),
    passwordHash: await hashPassword(password),
  };
  // Accounts 0 … games-1 are the volunteers, then the players, ten per club, two clubs per game.
  const playerIndex = (club: number, k: number) => games + club * PLAYERS_PER_TEAM + k;
  const people = [
    ...Array.from({ length: games }, (_, i) => ({
      index: i,
      name: `记分员${i + 1}`,
      type: 'volunteer' as const,
    })),
    ...Array.from({ length: games * 2 * PLAYERS_PER_TEAM }, (_, i) => ({
      index: games + i,
      name: `队员${i + 1}`,
      type: 'player' as const,
      gender: (i % 2 === 0 ? 'M' : 'F') as Gender,
    })),
  ];
  return db.transaction().execute(async (trx) => {
    const ids = await insertUsers(trx, seed, people);
    const competitionId = await insertCompetition(trx, seed);
    const clubs: Club[] = [];
    for (let c = 0; c < games * 2; c += 1) {
      const players = Array.from({ length: PLAYERS_PER_TEAM }, (_, k) => ({
        userId: ids.get(playerIndex(c, k)) as number,
        name: `队员${c * PLAYERS_PER_TEAM + k + 1}`,
        number: k + 1,
      }));
      clubs.push(await insertClub(trx, seed, competitionId, `压测${seed.tag}队${c + 1}`, players));
    }
    const day = [];
    for (let i = 0; i < games; i += 1) {
      const gameId = await insertGame(trx, seed, {
        competitionId,
        index: i,
        home: clubs[2 * i] as Club,
        away: clubs[2 * i + 1] as Club,
        volunteerId: ids.get(i) as number,
      });
      day.push({ gameId, phone: `139${seed.tag}${String(i).padStart(4, '0')}` });
    }
    return { competitionId, today: seed.today, games: day };
  });
}

/** Every stored event of these games: the check of what the phones were told was stored. */
async function eventsOf(db: Kysely<Database>, gameIds: number[]) {
  const rows = await db
    .selectFrom('game_events')
    .select(['id', 'game_id', 'kind'])
    .where('game_id', 'in', gameIds)
    .execute();
  return rows.map((row) => ({ id: row.id, gameId: row.game_id, kind: row.kind }));
}

async function readStdin(): Promise<string> {
  let text = '';
  for await (const chunk of process.stdin) text += String(chunk);
  return text;
}

const command = process.argv[2];
const input = JSON.parse((await readStdin()) || '{}') as {
  games?: number;
  password?: string;
  gameIds?: number[];
};
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error('DATABASE_URL is required');
if (command !== 'seed' && command !== 'events') throw new Error(`unknown command ${command}`);
const db = createDb(databaseUrl, { maxConnections: 2 });
try {
  const answer =
    command === 'seed'
      ? await seedDay(db, input.games ?? 20, input.password ?? '')
      : await eventsOf(db, input.gameIds ?? []);
  process.stdout.write(`${JSON.stringify(answer)}\n`);
} finally {
  await db.destroy();
}
