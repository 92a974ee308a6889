// A rolling restart of two real server processes on one PostgreSQL behind a load balancer loses no
// request and no scoring action. The balancer here does what nginx does with `proxy_next_upstream
// error http_503 non_idempotent`: a request that finds an instance gone (connection refused or
// reset) or stopping (Fastify's 503 while closing) goes to the other. Scoring actions are stored
// once under their id, so sending one again is safe. Each instance is stopped with SIGTERM,
// must exit 0, and is started again before the next one stops. PostgreSQL only
// (TEST_DATABASE_URL): SQLite is one process's database.
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type Kysely } from 'kysely';
import { createDb } from './db/connect';
import { parseDatabaseUrl } from './db/database-url';
import { migrateToLatest } from './db/migrate';
import type { Database } from './db/schema';
import { seedScoringFixture, type ScoringFixture } from './test-support/scoring-test-fixture';
import { freePort } from './test-support/free-port';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const url = process.env.TEST_DATABASE_URL ?? '';
const onPostgres = parseDatabaseUrl(url)?.engine === 'postgres';
const START_LIMIT_MS = 60_000;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Instance {
  port: number;
  child: ChildProcess | null;
  output: string;
}

let admin: Kysely<Database>;
let db: Kysely<Database>;
let schema: string;
let instanceUrl: string;
let fixture: ScoringFixture;
let balancer: http.Server;
let balancerPort: number;
const instances: Instance[] = [];

async function start(instance: Instance): Promise<void> {
  instance.output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(instance.port),
      HOST: '127.0.0.1',
      DATABASE_URL: instanceUrl,
      DEMO_DATA: 'false',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  instance.child = child;
  child.stdout?.on('data', (chunk) => (instance.output += chunk));
  child.stderr?.on('data', (chunk) => (instance.output += chunk));
  const deadline = Date.now() + START_LIMIT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`实例启动失败：\n${instance.output}`);
    const ready = await fetch(`http://127.0.0.1:${instance.port}/api/ready`).catch(() => null);
    if (ready?.status === 200) return;
    await pause(200);
  }
  throw new Error(`实例没有启动：\n${instance.output}`);
}

async function stop(instance: Instance): Promise<number | null> {
  const child = instance.child;
  if (!child || child.exitCode !== null) return child?.exitCode ?? null;
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  return exited;
}

/** One try at one instance: its status and body, or null when the connection failed. */
function forward(
  port: number,
  request: http.IncomingMessage,
  body: Buffer,
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer } | null> {
  return new Promise((resolve) => {
    const upstream = http.request(
      {
        host: '127.0.0.1',
        port,
        method: request.method,
        path: request.url,
        headers: { ...request.headers, connection: 'close' },
        agent: false,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
        response.on('error', () => resolve(null));
      },
    );
    upstream.on('error', () => resolve(null));
    upstream.end(body);
  });
}

let turn = 0;
function startBalancer(): Promise<void> {
  balancer = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', async () => {
      const body = Buffer.concat(chunks);
      const first = turn++ % instances.length;
      for (let attempt = 0; attempt < 100; attempt += 1) {
        const instance = instances[(first + attempt) % instances.length] as Instance;
        const answer = await forward(instance.port, request, body);
        if (answer && answer.status !== 503) {
          // Its body is forwarded whole (compressed as it came), not in chunks on one connection.
          const headers = { ...answer.headers };
          delete headers.connection;
          delete headers['transfer-encoding'];
          response.writeHead(answer.status, headers);
          response.end(answer.body);
          return;
        }
        if (attempt % instances.length === instances.length - 1) await pause(50);
      }
      response.writeHead(502).end();
    });
  });
  return new Promise((resolve) => {
    balancer.listen(0, '127.0.0.1', () => {
      balancerPort = (balancer.address() as net.AddressInfo).port;
      resolve();
    });
  });
}

async function through(
  method: 'GET' | 'POST',
  pathname: string,
  ticket?: string,
  payload?: object,
): Promise<{ status: number; code: number | null }> {
  const response = await fetch(`http://127.0.0.1:${balancerPort}${pathname}`, {
    method,
    headers: {
      ...(ticket ? { ticket } : {}),
      ...(payload ? { 'content-type': 'application/json' } : {}),
    },
    body: payload ? JSON.stringify(payload) : undefined,
  });
  const text = await response.text();
  let code: number | null = null;
  try {
    code = (JSON.parse(text) as { code: number }).code;
  } catch {
    // Not an envelope: the balancer's 502.
  }
  return { status: response.status, code };
}

describe.skipIf(!onPostgres)('a rolling restart of two instances on one PostgreSQL', () => {
  beforeAll(async () => {
    schema = `test_rolling_${Date.now()}_${process.pid}`;
    admin = createDb(url, { maxConnections: 1 });
    await sql`create schema ${sql.id(schema)}`.execute(admin);
    db = createDb(url, { searchPath: schema, maxConnections: 2 });
    await migrateToLatest(db);
    fixture = await seedScoringFixture(db);
    const address = new URL(url);
    address.searchParams.set('options', `-c search_path=${schema}`);
    instanceUrl = address.toString();
    for (let i = 0; i < 2; i += 1)
      instances.push({ port: await freePort(), child: null, output: '' });
    await Promise.all(instances.map(start));
    await startBalancer();
  }, START_LIMIT_MS * 2);

  afterAll(async () => {
    for (const instance of instances) instance.child?.kill('SIGKILL');
    await new Promise((resolve) => balancer?.close(resolve));
    await db?.destroy();
    if (schema) await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(admin);
    await admin?.destroy();
  });

  it(
    'loses no request and no scoring action',
    async () => {
      const phones = [
        { ticket: fixture.tickets.volunteer, gameId: fixture.gameId },
        { ticket: fixture.tickets.otherVolunteer, gameId: fixture.otherGameId },
      ];
      for (const phone of phones) {
        const begun = await through('POST', '/api/volunteer/begin', phone.ticket, {
          id: `begin-${phone.gameId}`,
          gameId: phone.gameId,
          at: 1000,
        });
        expect(begun).toEqual({ status: 200, code: 0 });
      }

      let running = true;
      const failures: string[] = [];
      let reads = 0;
      const acknowledged: string[][] = phones.map(() => []);
      const sent: number[] = phones.map(() => 0);
      const phoneLoops = phones.map(async (phone, p) => {
        for (let n = 0; running; n += 1) {
          const id = `p${p}-${n}`;
          const team = n % 2 === 0 ? 'home' : 'away';
          const payload = {
            id,
            gameId: phone.gameId,
            team,
            at: 2000 + n * 1000,
            deviceId: `phone-${p}`,
          };
          sent[p] = (sent[p] ?? 0) + 1;
          const answer = await through('POST', '/api/volunteer/save/score', phone.ticket, payload);
          if (answer.status !== 200 || answer.code !== 0) {
            failures.push(`${id}: ${answer.status} ${answer.code}`);
          } else {
            acknowledged[p]?.push(id);
          }
          await pause(20);
        }
      });
      const readLoops = [0, 1].map(async () => {
        while (running) {
          const answer = await through('GET', '/api/site/config');
          if (answer.status !== 200 || answer.code !== 0) failures.push(`read: ${answer.status}`);
          reads += 1;
        }
      });

      await pause(1000);
      for (const instance of instances) {
        expect(await stop(instance), instance.output).toBe(0);
        await pause(500);
        await start(instance);
        await pause(500);
      }
      running = false;
      await Promise.all([...phoneLoops, ...readLoops]);

      expect(failures).toEqual([]);
      expect(reads).toBeGreaterThan(50);
      for (const [p, phone] of phones.entries()) {
        const ids = acknowledged[p] ?? [];
        expect(ids.length).toBe(sent[p]);
        expect(ids.length).toBeGreaterThan(10);
        const stored = await db
          .selectFrom('game_events')
          .select('id')
          .where('game_id', '=', phone.gameId)
          .where('kind', '=', 'score')
          .execute();
        expect(stored.map((row) => row.id).sort()).toEqual([...ids].sort());
        const game = await db
          .selectFrom('games')
          .select(['home_score', 'away_score'])
          .where('id', '=', phone.gameId)
          .executeTakeFirstOrThrow();
        expect(game).toEqual({
          home_score: Math.ceil(ids.length / 2),
          away_score: Math.floor(ids.length / 2),
        });
      }
    },
    START_LIMIT_MS * 3,
  );
});
