// One migration runner for SQLite and PostgreSQL. Migrations are listed here in code (not found by
// scanning a folder), so the bundle, tsx and the tests all see exactly the same set.
import { Migrator, sql, type Kysely, type Migration } from 'kysely';
import type { Database } from './schema';
import { isPostgres } from './connect';
import { initialMigration } from './migrations/0001-initial';
import { gamePoolsMigration } from './migrations/0002-game-pools';
import { downloadBytesMigration } from './migrations/0003-download-bytes';
import { trainingSignupsMigration } from './migrations/0004-training-signups';
import { consoleMigration } from './migrations/0005-console';
import { competitionsConsoleMigration } from './migrations/0006-competitions-console';
import { answerVersionsMigration } from './migrations/0007-answer-versions';

export const migrations: Record<string, Migration> = {
  '0001-initial': initialMigration,
  '0002-game-pools': gamePoolsMigration,
  '0003-download-bytes': downloadBytesMigration,
  '0004-training-signups': trainingSignupsMigration,
  '0005-console': consoleMigration,
  '0006-competitions-console': competitionsConsoleMigration,
  '0007-answer-versions': answerVersionsMigration,
};

async function currentSchema(db: Kysely<Database>): Promise<string> {
  const result = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const schema = result.rows[0]?.schema;
  if (!schema) throw new Error('PostgreSQL 没有可用的模式（search_path 为空）');
  return schema;
}

/** Brings the database to the newest migration; running it again is a no-op. */
export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    // Kysely looks for its bookkeeping tables in every schema; name ours so a database shared by
    // several schemas (one per test run) never mistakes another schema's table for its own.
    ...(isPostgres(db) ? { migrationTableSchema: await currentSchema(db) } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((result) => result.status === 'Error')?.migrationName;
    throw new Error(`数据库迁移失败${failed ? `（${failed}）` : ''}`, { cause: error });
  }
  return (results ?? []).map((result) => result.migrationName);
}
