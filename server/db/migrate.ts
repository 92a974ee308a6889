// One migration runner for SQLite and PostgreSQL. Migrations are listed here in code (not found by
// scanning a folder), so the bundle, tsx and the tests all see exactly the same set.
import { Migrator, type Kysely, type Migration } from 'kysely';
import type { Database } from './schema';
import { initialMigration } from './migrations/0001-initial';

export const migrations: Record<string, Migration> = {
  '0001-initial': initialMigration,
};

/** Brings the database to the newest migration; running it again is a no-op. */
export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((result) => result.status === 'Error')?.migrationName;
    throw new Error(`数据库迁移失败${failed ? `（${failed}）` : ''}`, { cause: error });
  }
  return (results ?? []).map((result) => result.migrationName);
}
