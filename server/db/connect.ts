// Opens the database named by DATABASE_URL: SQLite (better-sqlite3) by default, PostgreSQL (pg Pool)
// for postgres:// URLs. Both give the same Kysely<Database>, so queries never branch on the engine.
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { createRequire } from 'node:module';
import type PgModule from 'pg';
import { Kysely, PostgresAdapter, PostgresDialect, SqliteDialect } from 'kysely';
import type { Database } from './schema';
import { parseDatabaseUrl, SQLITE_MEMORY } from './database-url';
import { withStatementCache } from './statement-cache';

// int8 (bigint) columns hold epoch milliseconds and count(*) results; every value we store fits
// in a JS number, and pg would otherwise hand them back as strings.
const PG_INT8_OID = 20;

// pg takes a few hundred milliseconds to load, so only a server on PostgreSQL loads it.
const requireFromHere = createRequire(import.meta.url);
export function loadPg(): typeof PgModule {
  const pg = requireFromHere('pg') as typeof PgModule;
  pg.types.setTypeParser(PG_INT8_OID, Number);
  return pg;
}

/**
 * How the server's connections name themselves to PostgreSQL (`application_name`), so that
 * `npm run restore` finds a server still connected in pg_stat_activity. A test's connections, in a
 * schema of their own, carry the schema too, so a restore in one test never sees another's.
 */
export const serverApplicationName = (searchPath?: string) =>
  searchPath ? `feipan-server:${searchPath}` : 'feipan-server';

export interface CreateDbOptions {
  /** PostgreSQL only: the schema every pooled connection works in (tests use one per run). */
  searchPath?: string;
  /** PostgreSQL only: the pool size (default POOL_SIZE). */
  maxConnections?: number;
}

/**
 * Connections per instance. Every follower's request reads its answer's counters, and a phone's
 * write holds one connection for its whole transaction: with 10, a championship day on two
 * instances (`npm run bench:day`) queued for the pool, followers' p99 3.1 s; with 20, 0.9 s.
 * Four instances stay within PostgreSQL's default 100 connections.
 */
const POOL_SIZE = 20;

const pools = new WeakMap<Kysely<Database>, PgModule.Pool>();

/** The PostgreSQL pool's connections (for /metrics); undefined on SQLite, which has none. */
export function poolStats(
  db: Kysely<Database>,
): { total: number; idle: number; waiting: number } | undefined {
  const pool = pools.get(db);
  return pool && { total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount };
}

export function createDb(databaseUrl: string, options: CreateDbOptions = {}): Kysely<Database> {
  const target = parseDatabaseUrl(databaseUrl);
  if (!target) throw new Error(`无法识别的数据库地址：${databaseUrl}`);

  if (target.engine === 'postgres') {
    const pool = new (loadPg().Pool)({
      connectionString: target.connectionString,
      max: options.maxConnections ?? POOL_SIZE,
      application_name: serverApplicationName(options.searchPath),
      ...(options.searchPath ? { options: `-c search_path=${options.searchPath}` } : {}),
    });
    // An idle connection the database closed (a restart, a failover) is an 'error' of the pool,
    // which would end the process if nobody listened. The pool drops that connection and opens
    // another for the next query; a query that was running fails by itself and is answered 503.
    pool.on('error', () => undefined);
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    pools.set(db, pool);
    return db;
  }

  const filename = target.filename;
  if (filename !== SQLITE_MEMORY)
    fs.mkdirSync(path.dirname(path.resolve(filename)), { recursive: true });
  const sqlite = new SQLite(filename);
  // WAL lets readers run beside the one writer; foreign keys are off by default in SQLite.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  return new Kysely<Database>({
    dialect: new SqliteDialect({ database: withStatementCache(sqlite) }),
  });
}

/** True when the database behind `db` is PostgreSQL (the few DDL differences need to know). */
// Generic so both Kysely<Database> and the untyped Kysely<unknown> of migrations are accepted.
export function isPostgres<DB>(db: Kysely<DB>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}
