// The championship day's own rows, written straight into the server's database (the server has
// migrated it): one published competition running today, two clubs of ten players per game, each
// game today with both rosters and its own new volunteer. Phone numbers start with 139 and a run
// tag nobody holds yet, so runs repeat on one PostgreSQL database without clashing. Also reads
// back the stored events' ids for the end-of-day check. With --moves, also the games staff move
// (day-moves-fixture.ts) and the count of what the moves wrote. Run by scripts/bench/day-seed.mjs
// as `node --import tsx scripts/bench/day-fixture.ts seed|events|moves` with DATABASE_URL set, its input
// as JSON on stdin (the volunteers' password never on a command line), its answer one line of
// JSON on stdout.
import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import { hashPassword } from '../../server/auth/password';
import { createDb } from '../../server/db/connect';
import { localDateString } from '../../server/db/local-date';
import type { Database, Gender } from '../../server/db/schema';
import {
  insertClub,
  insertCompetition,
  insertGame,
  insertUsers,
  type Club,
  type Seed,
} from './day-rows';
import { movablePeople, movesTally, seedMovableGames } from './day-moves-fixture';

const PLAYERS_PER_TEAM = 10;

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

async function seedDay(db: Kysely<Database>, games: number, password: string, movable: number) {
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
    const firstMovable = games + games * 2 * PLAYERS_PER_TEAM;
    if (firstMovable + movablePeople(movable) > 10_000) throw new Error('账号编号超出四位');
    const movableGames = await seedMovableGames(trx, seed, competitionId, movable, firstMovable);
    return { competitionId, today: seed.today, games: day, movableGames };
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
  movable?: number;
  since?: string;
};
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error('DATABASE_URL is required');
if (command !== 'seed' && command !== 'events' && command !== 'moves') {
  throw new Error(`unknown command ${command}`);
}
const db = createDb(databaseUrl, { maxConnections: 2 });
try {
  const answer =
    command === 'seed'
      ? await seedDay(db, input.games ?? 20, input.password ?? '', input.movable ?? 0)
      : command === 'moves'
        ? await movesTally(db, input.since ?? '')
        : await eventsOf(db, input.gameIds ?? []);
  process.stdout.write(`${JSON.stringify(answer)}\n`);
} finally {
  await db.destroy();
}
