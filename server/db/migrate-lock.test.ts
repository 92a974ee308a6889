// Migrations under a lock, and code older than its database: two instances starting at once on one
// fresh database migrate it once between them, and a database with a migration this code does not
// know is refused before anything runs. The refusal runs on both engines; the race only on
// PostgreSQL (TEST_DATABASE_URL), the one engine several instances share (docs/architecture.md).
import { afterEach, describe, expect, it } from 'vitest';
import { sql, type Kysely } from 'kysely';
import { openFreshDatabase, type FreshDatabase } from '../test-support/build-test-app';
import { parseDatabaseUrl } from './database-url';
import { migrateToLatest, migrations, NewerSchemaError } from './migrate';
import type { Database } from './schema';

const onPostgres = parseDatabaseUrl(process.env.TEST_DATABASE_URL ?? '')?.engine === 'postgres';

let fresh: FreshDatabase;
const others: Kysely<Database>[] = [];
afterEach(async () => {
  await Promise.all(others.splice(0).map((db) => db.destroy()));
  await fresh.drop();
});

const migrationNames = async (db: Kysely<Database>) =>
  (
    await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db)
  ).rows.map((row) => row.name);

describe('migrateToLatest under a lock', () => {
  it.skipIf(!onPostgres)(
    'migrates a fresh database once when two instances start at once',
    async () => {
      fresh = await openFreshDatabase({ shared: true });
      const second = fresh.connectAgain();
      const third = fresh.connectAgain();
      others.push(second, third);
      const runs = await Promise.all([
        migrateToLatest(fresh.db),
        migrateToLatest(second),
        migrateToLatest(third),
      ]);
      const everyName = Object.keys(migrations);
      // One run did the work, the others found it done; no run failed and none ran one twice.
      expect(runs.flat().sort()).toEqual(everyName);
      expect(runs.filter((names) => names.length > 0)).toHaveLength(1);
      expect(await migrationNames(fresh.db)).toEqual(everyName);
    },
  );

  it('refuses a database a newer version migrated, in Chinese, changing nothing', async () => {
    fresh = await openFreshDatabase();
    await migrateToLatest(fresh.db);
    await sql`insert into kysely_migration (name, timestamp) values (${'9999-from-the-future'}, ${new Date().toISOString()})`.execute(
      fresh.db,
    );
    const before = await migrationNames(fresh.db);
    const refusal = migrateToLatest(fresh.db);
    await expect(refusal).rejects.toThrow(NewerSchemaError);
    await expect(refusal).rejects.toThrow(
      '数据库的结构比本程序新（有本程序不认识的迁移：9999-from-the-future）',
    );
    expect(await migrationNames(fresh.db)).toEqual(before);
  });
});
