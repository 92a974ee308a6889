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
import { spiritScoresMigration } from './migrations/0008-spirit-scores';
import { mixedRatioMigration } from './migrations/0009-mixed-ratio';

export const migrations: Record<string, Migration> = {
  '0001-initial': initialMigration,
  '0002-game-pools': gamePoolsMigration,
  '0003-download-bytes': downloadBytesMigration,
  '0004-training-signups': trainingSignupsMigration,
  '0005-console': consoleMigration,
  '0006-competitions-console': competitionsConsoleMigration,
  '0007-answer-versions': answerVersionsMigration,
  '0008-spirit-scores': spiritScoresMigration,
  '0009-mixed-ratio': mixedRatioMigration,
};

async function currentSchema(db: Kysely<Database>): Promise<string> {
  const result = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const schema = result.rows[0]?.schema;
  if (!schema) throw new Error('PostgreSQL 没有可用的模式（search_path 为空）');
  return schema;
}

/**
 * PostgreSQL's codes for a schema or a table that is not there. Kysely's migrator finds its own
 * tables by listing every table of every schema and naming each as it goes, so a schema another
 * session drops during the listing fails it, though nothing of ours is wrong: the server tests on
 * PostgreSQL drop a schema per test file while other files migrate theirs.
 */
const VANISHED = new Set(['3F000', '42P01']);
const ATTEMPTS = 3;

const vanished = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  VANISHED.has(String((error as { code?: unknown }).code));

/**
 * Brings the database to the newest migration; running it again is a no-op. A listing that lost a
 * schema under it is tried again: it fails before any migration runs, and a migration that fails
 * rolls back (on PostgreSQL they run in one transaction), so trying again changes nothing twice.
 */
export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    // Kysely looks for its bookkeeping tables in every schema; name ours so a database shared by
    // several schemas (one per test run) never mistakes another schema's table for its own.
    ...(isPostgres(db) ? { migrationTableSchema: await currentSchema(db) } : {}),
  });
  for (let attempt = 1; ; attempt += 1) {
    const { error, results } = await migrator.migrateToLatest();
    if (!error) return (results ?? []).map((result) => result.migrationName);
    if (vanished(error) && attempt < ATTEMPTS) continue;
    const failed = results?.find((result) => result.status === 'Error')?.migrationName;
    throw new Error(`数据库迁移失败${failed ? `（${failed}）` : ''}`, { cause: error });
  }
}
