// The real app, in process, on a fresh database per call: SQLite in memory by default, or a new
// PostgreSQL schema when TEST_DATABASE_URL is a postgres:// URL (dropped again at close).
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { buildApp } from '../app';
import { createDb } from '../db/connect';
import { parseDatabaseUrl } from '../db/database-url';
import { migrateToLatest } from '../db/migrate';
import { localDateString } from '../db/local-date';
import type { Database } from '../db/schema';
import type { SmsProvider } from '../auth/sms/sms-provider';
import type { PageRenderer } from '../http/page-render';
import { loadDemoData } from '../demo/load-demo-data';

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
}

export interface TestApp {
  app: FastifyInstance;
  db: Kysely<Database>;
  close: () => Promise<void>;
}

/** A fresh, empty, unmigrated database (see the header); `drop` closes and removes it. */
export async function openFreshDatabase(): Promise<{
  db: Kysely<Database>;
  drop: () => Promise<void>;
}> {
  const url = process.env.TEST_DATABASE_URL;
  const target = url ? parseDatabaseUrl(url) : null;
  if (!url || target?.engine !== 'postgres') {
    const db = createDb('sqlite::memory:');
    return { db, drop: () => db.destroy() };
  }

  const schema = `test_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const admin = createDb(url, { maxConnections: 1 });
  await sql`create schema ${sql.id(schema)}`.execute(admin);
  const db = createDb(url, { searchPath: schema, maxConnections: 4 });
  return {
    db,
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
      sms: options.sms ?? { send: async () => {} },
      now: options.now,
      serveClient: options.distDir !== undefined,
      distDir: options.distDir,
      pageRenderer: options.pageRenderer,
      trustProxy: options.trustProxy,
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
