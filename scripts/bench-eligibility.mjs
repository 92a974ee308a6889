// npm run bench:eligibility (a benchmark, not a test): checking a 30-player roster's eligibility
// for a competition (docs/membership.md, "Eligibility"; the issue asks under 20 ms), the server's
// own assertEligible on a fresh database holding a season of 5,000 registered players with 200
// certificates and exceptions: the season's query and the roster's one query, median and p95 over
// RUNS runs after a warm-up. SQLite in a temporary file by default; BENCH_DATABASE_URL=postgres://…
// measures PostgreSQL in a schema of its own, dropped at the end.
// Run with tsx (`node --import tsx`), which loads the server's TypeScript as the app does.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { createDb } from '../server/db/connect.ts';
import { migrateToLatest } from '../server/db/migrate.ts';
import { assertEligible } from '../server/domain/membership/eligibility/assert-eligible.ts';

const RUNS = 300;
const WARM_UP = 30;
const PLAYERS = 5000;
const ROSTER = 30;
const pgUrl = process.env.BENCH_DATABASE_URL;

async function open() {
  if (pgUrl) {
    const schema = `bench_eligibility_${Date.now()}`;
    const admin = createDb(pgUrl, { maxConnections: 1 });
    await sql`create schema ${sql.id(schema)}`.execute(admin);
    const db = createDb(pgUrl, { searchPath: schema, maxConnections: 2 });
    const close = async () => {
      await db.destroy();
      await sql`drop schema ${sql.id(schema)} cascade`.execute(admin);
      await admin.destroy();
    };
    return { db, engine: 'PostgreSQL', close };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-eligibility-'));
  const db = createDb(`sqlite:${path.join(dir, 'bench.db')}`);
  const close = async () => {
    await db.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  };
  return { db, engine: 'SQLite', close };
}

async function seed(db) {
  const now = new Date().toISOString();
  const season = await db
    .insertInto('seasons')
    .values({
      year: 2027,
      starts_on: '2027-01-01',
      ends_on: '2027-12-31',
      created_at: now,
      updated_at: now,
      updated_by: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const competition = await db
    .insertInto('competitions')
    .values({
      name: '基准赛事',
      level: 'A',
      scope: 'national',
      division: 'MIX',
      city: '杭州',
      venue: null,
      start_date: '2027-05-01',
      end_date: '2027-05-03',
      registration_opens: null,
      registration_closes: null,
      min_male: 0,
      min_female: 0,
      max_roster: 40,
      cover: null,
      description: null,
      requires_identity: 1,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const ids = [];
  for (let start = 0; start < PLAYERS; start += 500) {
    const rows = Array.from({ length: 500 }, (_, i) => ({
      phone: `139${String(start + i).padStart(8, '0')}`,
      password_hash: 'x',
      name: `球员${start + i}`,
      type: 'player',
      gender: i % 2 ? 'F' : 'M',
      birth_year: 1995,
      city: null,
      avatar: null,
      intro: null,
      id_number_masked: (start + i) % 3 ? '3301**********1234' : null,
      created_at: now,
      updated_at: now,
    }));
    const inserted = await db.insertInto('users').values(rows).returning('id').execute();
    ids.push(...inserted.map((row) => row.id));
  }
  for (let start = 0; start < ids.length; start += 500) {
    await db
      .insertInto('season_registrations')
      .values(
        ids.slice(start, start + 500).map((userId) => ({
          season_id: season.id,
          user_id: userId,
          club_id: null,
          kind: 'player',
          status: 'active',
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
  }
  await db
    .insertInto('certificates')
    .values(
      ids.slice(0, 200).map((userId) => ({
        user_id: userId,
        kind: 'coach',
        level: '一级',
        number: `C${userId}`,
        issued_on: '2020-01-01',
        valid_until: '2030-01-01',
      })),
    )
    .execute();
  await db
    .insertInto('eligibility_exceptions')
    .values(
      ids.slice(200, 400).map((userId) => ({
        competition_id: competition.id,
        user_id: userId,
        reason: '基准',
        granted_by: null,
        granted_at: now,
      })),
    )
    .execute();
  // Every third player has an ID number: a roster of those who have one or a certificate passes.
  const roster = ids.filter((_, i) => i % 3 !== 0 || i < 200).slice(1000, 1000 + ROSTER);
  return {
    competition: { id: competition.id, start_date: '2027-05-01', requires_identity: 1 },
    roster,
  };
}

async function measure(name, job) {
  for (let i = 0; i < WARM_UP; i += 1) await job();
  const times = [];
  for (let i = 0; i < RUNS; i += 1) {
    const start = performance.now();
    await job();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const at = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))].toFixed(2);
  console.log(`${name}：中位数 ${at(0.5)} ms，p95 ${at(0.95)} ms（${RUNS} 次）`);
}

const { db, engine, close } = await open();
try {
  await migrateToLatest(db);
  const { competition, roster } = await seed(db);
  // A live database has its statistics (autovacuum analyzes tables after bulk writes); without
  // them, straight after the seed, PostgreSQL plans this join badly (about 30 ms instead of 6).
  if (pgUrl) await sql`analyze`.execute(db);
  const check = () => assertEligible(db, competition, roster, '2027-04-01');
  // One round trip to the database and back, for scale: the check is two of them.
  const roundTrip = () => sql`select 1`.execute(db);
  await measure(`${engine}：${ROSTER} 人名单的参赛资格检查（${PLAYERS} 名已注册球员）`, check);
  await measure(`${engine}：对照，一次 select 1 往返`, roundTrip);
} finally {
  await close();
}
