// The real app, in process, on a fresh database per call: SQLite in memory by default, or a new
// PostgreSQL schema when TEST_DATABASE_URL is a postgres:// URL (dropped again at close).
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { buildApp, type BuildAppOptions } from '../app';
import { createDb } from '../db/connect';
import { parseDatabaseUrl } from '../db/database-url';
import { migrateToLatest } from '../db/migrate';
import { localDateString } from '../db/local-date';
import type { Database } from '../db/schema';
import type { SmsProvider } from '../auth/sms/sms-provider';
import type { PageRenderer } from '../http/page-render';
import { loadDemoData } from '../demo/load-demo-data';
import { createMemoryBus, type LiveBus } from '../live/live-bus';
import { createPostgresBus } from '../live/postgres-bus';
import type { BackupSource } from '../backup/take-backup';

export interface TestAppOptions {
  demo?: boolean;
  sms?: SmsProvider;
  /** Epoch-ms clock for the app (ticket ages, code lifetimes, rate-limit windows). */
  now?: () => number;
  /** Serve a built client from this folder (static-file tests). */
  distDir?: string;
  /** With distDir: render pages with this instead of a built renderer. */
  pageRenderer?: PageRenderer;
  /** Take the client's address from X-Forwarded-For, as behind a load balancer. */
  trustProxy?: boolean;
  /** The server's own backups, as main.ts gives them from BACKUP_*. */
  backups?: BuildAppOptions['backups'];
  /** The ID numbers' key; by default a fresh one per app, as a deployment sets ID_NUMBER_KEY. */
  idNumberKey?: Buffer | null;
}

export interface TestApp {
  app: FastifyInstance;
  db: Kysely<Database>;
  close: () => Promise<void>;
}

export interface FreshDatabase {
  db: Kysely<Database>;
  /** Another connection to the same database, as a second instance of the server would open. */
  connectAgain: () => Kysely<Database>;
  /** Closes `db` and removes the database (connections from connectAgain are the caller's). */
  drop: () => Promise<void>;
  /**
   * The live bus of an instance on `db`, as main.ts makes it (the caller closes it): on PostgreSQL
   * one listening connection of its own, on a channel of this database's own; on SQLite one memory
   * bus for every instance, as they share this process.
   */
  liveBus: (db: Kysely<Database>) => Promise<LiveBus>;
  /** Where it is, as a backup or a restore names it (server/backup/take-backup.ts). */
  source: BackupSource;
}

/**
 * A fresh, empty, unmigrated database (see the header). `shared` puts SQLite in a file rather than
 * in memory, so that connectAgain reaches it.
 */
export async function openFreshDatabase(
  options: { shared?: boolean } = {},
): Promise<FreshDatabase> {
  const url = process.env.TEST_DATABASE_URL;
  const target = url ? parseDatabaseUrl(url) : null;
  if (!url || target?.engine !== 'postgres') {
    if (!options.shared) {
      const db = createDb('sqlite::memory:');
      const connectAgain = () => {
        throw new Error('内存中的 SQLite 数据库无法再次连接；请用 shared');
      };
      const bus = createMemoryBus();
      return {
        db,
        connectAgain,
        drop: () => db.destroy(),
        liveBus: async () => bus,
        source: { databaseUrl: 'sqlite::memory:' },
      };
    }
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'feipan-test-'));
    const fileUrl = `sqlite:${path.join(dir, 'shared.db')}`;
    const db = createDb(fileUrl);
    const bus = createMemoryBus();
    return {
      db,
      connectAgain: () => createDb(fileUrl),
      liveBus: async () => bus,
      source: { databaseUrl: fileUrl },
      drop: async () => {
        await db.destroy();
        fs.rmSync(dir, { recursive: true, force: true });
      },
    };
  }

  const schema = `test_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const admin = createDb(url, { maxConnections: 1 });
  await sql`create schema ${sql.id(schema)}`.execute(admin);
  const connect = () => createDb(url, { searchPath: schema, maxConnections: 4 });
  const db = connect();
  return {
    db,
    connectAgain: connect,
    source: { databaseUrl: url, schema },
    liveBus: (instanceDb) =>
      createPostgresBus({ connectionString: url, db: instanceDb, channel: schema }),
    drop: async () => {
      await db.destroy();
      await sql`drop schema ${sql.id(schema)} cascade`.execute(admin);
      await admin.destroy();
    },
  };
}

export async function buildTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const { db, drop } = await openFreshDatabase();
  try {
    await migrateToLatest(db);
    if (options.demo) await loadDemoData(db, localDateString());
    const app = await buildApp({
      db,
      sms: options.sms ?? { send: async () => {}, sendNotice: async () => {} },
      now: options.now,
      serveClient: options.distDir !== undefined,
      distDir: options.distDir,
      pageRenderer: options.pageRenderer,
      trustProxy: options.trustProxy,
      backups: options.backups,
      idNumberKey: options.idNumberKey === undefined ? randomBytes(32) : options.idNumberKey,
      checkAnswers: true,
    });
    await app.ready();
    return {
      app,
      db,
      close: async () => {
        await app.close();
        await drop();
      },
    };
  } catch (error) {
    // Leave no half-made schema behind on a shared PostgreSQL.
    await drop();
    throw error;
  }
}

/** Headers that sign a request in, for app.inject. */
export function withTicket(ticket: string): Record<string, string> {
  return { ticket };
}

/** Logs in through POST /api/user/pwLogin and returns the ticket (throws when refused). */
export async function loginAs(
  app: FastifyInstance,
  phone: string,
  password = 'demo1234',
): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/user/pwLogin',
    payload: { phone, password },
  });
  const body = response.json<{ code: number; message: string; data: { ticket?: string } | null }>();
  if (body.code !== 0 || !body.data?.ticket) {
    throw new Error(`loginAs(${phone}) failed: ${body.code} ${body.message}`);
  }
  return body.data.ticket;
}
