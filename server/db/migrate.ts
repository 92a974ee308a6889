// One migration runner for SQLite and PostgreSQL. Migrations are listed here in code (not found by
// scanning a folder), so the bundle, tsx and the tests all see exactly the same set.
//
// On PostgreSQL the whole run holds a session-level advisory lock on one connection of its own, so
// instances started together on one database take turns: the first migrates, the others then find
// nothing to do. (Kysely's own lock covers only the migrations' transaction, not the creation of
// its bookkeeping tables, which two instances racing on an empty schema both attempt.) Code older
// than the database, which finds a migration it does not know, refuses to run at all.
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
import { championshipStagesMigration } from './migrations/0010-championship-stages';
import { scheduleGridMigration } from './migrations/0011-schedule-grid';
import { eventsMigration } from './migrations/0012-events';
import { membershipSeasonMigration } from './migrations/0013-membership-season';
import { inboxMigration } from './migrations/0014-inbox';
import { paymentsMigration } from './migrations/0016-payments';
import { eligibilityTransfersMigration } from './migrations/0018-eligibility-transfers';
import { inboxExtrasMigration } from './migrations/0019-inbox-extras';
import { playerRecordsMigration } from './migrations/0021-player-records';
import { clubRecordsMigration } from './migrations/0022-club-records';
import { calendarsMigration } from './migrations/0023-calendars';

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
  '0010-championship-stages': championshipStagesMigration,
  '0011-schedule-grid': scheduleGridMigration,
  '0012-events': eventsMigration,
  '0013-membership-season': membershipSeasonMigration,
  '0014-inbox': inboxMigration,
  '0016-payments': paymentsMigration,
  '0018-eligibility-transfers': eligibilityTransfersMigration,
  '0019-inbox-extras': inboxExtrasMigration,
  '0021-player-records': playerRecordsMigration,
  '0022-club-records': clubRecordsMigration,
  '0023-calendars': calendarsMigration,
};

async function currentSchema(db: Kysely<Database>): Promise<string> {
  const result = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const schema = result.rows[0]?.schema;
  if (!schema) throw new Error('PostgreSQL 没有可用的模式（search_path 为空）');
  return schema;
}

/**
 * PostgreSQL's codes for a schema, a table or a column that is not there. Kysely's migrator finds
 * its own tables by listing every table of every schema and naming each column's sequence as it
 * goes, so a schema another session drops during the listing fails it, though nothing of ours is
 * wrong: the server tests on PostgreSQL drop a schema per test file while other files migrate
 * theirs. Which code comes depends on how far the drop had gone (a column's shows up as 42703).
 */
const VANISHED = new Set(['3F000', '42P01', '42703']);
const ATTEMPTS = 3;

/** Kysely's table of the migrations run, one row per migration name. */
export const MIGRATION_TABLE = 'kysely_migration';

export class NewerSchemaError extends Error {
  constructor(readonly unknown: string[]) {
    super(
      `数据库的结构比本程序新（有本程序不认识的迁移：${unknown.join('、')}）。` +
        '请运行与数据库相同或更新版本的程序，或从本版本的备份恢复。',
    );
    this.name = 'NewerSchemaError';
  }
}

/** The names among `applied` that this code does not know: a newer version ran them. */
export function unknownMigrations(applied: readonly string[]): string[] {
  return applied.filter((name) => !Object.hasOwn(migrations, name));
}

/** The newest migration this code knows. */
export const NEWEST_MIGRATION = Object.keys(migrations).at(-1) as string;

type Found = { found: string | null };

/** The migrations the database has run; none when it has never been migrated. */
async function appliedMigrations(db: Kysely<Database>, schema: string | null): Promise<string[]> {
  const lookup = schema
    ? sql<Found>`select to_regclass(quote_ident(${schema}) || '.' || ${MIGRATION_TABLE})::text as found`
    : sql<Found>`select name as found from sqlite_master where type = 'table' and name = ${MIGRATION_TABLE}`;
  if (!(await lookup.execute(db)).rows[0]?.found) return [];
  const table = schema ? sql.table(`${schema}.${MIGRATION_TABLE}`) : sql.table(MIGRATION_TABLE);
  const rows = await sql<{ name: string }>`select name from ${table}`.execute(db);
  return rows.rows.map((row) => row.name);
}

/** One key per schema, so test runs in schemas of their own do not wait for each other. */
const lockKey = (schema: string) => sql`hashtext(${`feipan-migrate:${schema}`})`;

const vanished = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  VANISHED.has(String((error as { code?: unknown }).code));

/**
 * Brings the database to the newest migration; running it again is a no-op. A listing that lost a
 * schema under it is tried again: it fails before any migration runs, so trying again changes
 * nothing twice. A migration's own failure (its results say it ran) is never tried again.
 */
export const migrateToLatest = (db: Kysely<Database>) => migrate(db, null);

/** Brings the database up to migration `name` only: a migration's test starts from the one before. */
export const migrateUpTo = (db: Kysely<Database>, name: string) => migrate(db, name);

async function migrate(db: Kysely<Database>, upTo: string | null): Promise<string[]> {
  if (!isPostgres(db)) return migrateHolding(db, null, upTo);
  const schema = await currentSchema(db);
  return db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${lockKey(schema)})`.execute(connection);
    try {
      return await migrateHolding(connection, schema, upTo);
    } finally {
      await sql`select pg_advisory_unlock(${lockKey(schema)})`.execute(connection);
    }
  });
}

async function migrateHolding(
  db: Kysely<Database>,
  schema: string | null,
  upTo: string | null,
): Promise<string[]> {
  const unknown = unknownMigrations(await appliedMigrations(db, schema));
  if (unknown.length > 0) throw new NewerSchemaError(unknown);
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    // Kysely looks for its bookkeeping tables in every schema; name ours so a database shared by
    // several schemas (one per test run) never mistakes another schema's table for its own.
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  for (let attempt = 1; ; attempt += 1) {
    const { error, results } = await (upTo ? migrator.migrateTo(upTo) : migrator.migrateToLatest());
    if (!error) return (results ?? []).map((result) => result.migrationName);
    const ran = results?.some((result) => result.status !== 'NotExecuted') ?? false;
    if (vanished(error) && !ran && attempt < ATTEMPTS) continue;
    const failed = results?.find((result) => result.status === 'Error')?.migrationName;
    throw new Error(`数据库迁移失败${failed ? `（${failed}）` : ''}`, { cause: error });
  }
}
