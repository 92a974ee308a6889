// The PostgreSQL live bus (postgres-bus.ts) when its listening connection dies: it connects and
// listens again by itself, tells its subscribers they may have missed notices, and hears the next
// one. Runs where the server suite runs on PostgreSQL (TEST_DATABASE_URL); on SQLite there is no
// connection to lose.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseDatabaseUrl } from '../db/database-url';
import { openFreshDatabase, type FreshDatabase } from '../test-support/build-test-app';
import type { LiveBus, LiveNotice } from './live-bus';

const onPostgres = parseDatabaseUrl(process.env.TEST_DATABASE_URL ?? '')?.engine === 'postgres';

describe.skipIf(!onPostgres)('the PostgreSQL live bus', () => {
  let fresh: FreshDatabase;
  let bus: LiveBus;
  const heard: LiveNotice[] = [];

  beforeAll(async () => {
    fresh = await openFreshDatabase();
    bus = await fresh.liveBus(fresh.db);
    bus.subscribe((notice) => heard.push(notice));
  });
  afterAll(async () => {
    await bus.close();
    await fresh.drop();
  });

  it('listens again after its connection is cut, and hears what is published next', async () => {
    await bus.publish({ games: [], content: true });
    await expect.poll(() => heard.length).toBe(1);

    const { rows } = await sql<{ cut: boolean }>`
      select pg_terminate_backend(pid) as cut from pg_stat_activity
      where query ilike 'listen%' and query like ${`%${String(await channelOf(fresh))}%`}`.execute(
      fresh.db,
    );
    expect(rows.length).toBe(1);

    // The "you may have missed some" notice once it listens again, then what comes after.
    await expect.poll(() => heard.length, { timeout: 5000 }).toBe(2);
    expect(heard[1]).toEqual({ games: [], content: true });
    await bus.publish({ games: [], content: false });
    await expect.poll(() => heard.at(-1)).toEqual({ games: [], content: false });
  });
});

/** The schema name, which is the test database's channel (build-test-app.ts). */
async function channelOf(fresh: FreshDatabase) {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(
    fresh.db,
  );
  return rows[0]?.schema;
}
