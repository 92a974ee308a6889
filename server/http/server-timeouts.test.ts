// A client that sends its request slowly is cut off with a Chinese 408 instead of holding a
// connection forever. The app here runs with timeouts of a fraction of a second; production's are
// checked by value.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { migrateToLatest } from '../db/migrate';
import { openFreshDatabase } from '../test-support/build-test-app';
import { listenLocally, sendRaw } from '../test-support/raw-http';
import { DEFAULT_TIMEOUTS } from './server-timeouts';

const SHORT = { requestMs: 600, headersMs: 400, connectionMs: 1500, checkIntervalMs: 100 };

let app: FastifyInstance;
let drop: () => Promise<void>;
let port: number;

beforeAll(async () => {
  const fresh = await openFreshDatabase();
  drop = fresh.drop;
  await migrateToLatest(fresh.db);
  app = await buildApp({ db: fresh.db, timeouts: SHORT });
  port = await listenLocally(app);
});
afterAll(async () => {
  await app.close();
  await drop();
});

const TIMEOUT_ANSWER = { code: 408, message: '请求超时：请求未能及时发送完毕，请重试', data: null };
const loginHead =
  'POST /api/user/pwLogin HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n';

describe('a slow client', () => {
  it('sending its body a byte at a time is answered 408 and cut off', async () => {
    const body = '{"phone":"13800000001","password":"demo1234"}';
    const parts = [`${loginHead}Content-Length: ${body.length}\r\n\r\n`, ...body.split('')];
    // Every byte in time for an idle check, the whole far too late for the request limit.
    const answer = await sendRaw(port, parts, { gapMs: 100, giveUpMs: 4000 });
    expect(answer.status).toBe(408);
    expect(JSON.parse(answer.body)).toEqual(TIMEOUT_ANSWER);
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.closedAfterMs).toBeGreaterThanOrEqual(SHORT.requestMs);
    expect(answer.closedAfterMs).toBeLessThan(SHORT.requestMs + 1000);
  });

  it('that promises a longer body than it sends is cut off the same way', async () => {
    const answer = await sendRaw(port, [`${loginHead}Content-Length: 100\r\n\r\n{"phone":`]);
    expect(answer.status).toBe(408);
    expect(JSON.parse(answer.body)).toEqual(TIMEOUT_ANSWER);
  });

  it('sending its headers a line at a time is cut off when the headers are due', async () => {
    const lines = [
      'GET /api/news HTTP/1.1\r\n',
      ...Array.from({ length: 20 }, (_, i) => `X-Line-${i}: 1\r\n`),
    ];
    const answer = await sendRaw(port, lines, { gapMs: 100, giveUpMs: 4000 });
    expect(answer.status).toBe(408);
    expect(answer.closedAfterMs).toBeLessThan(SHORT.headersMs + 1000);
  });

  it('that connects and sends nothing is disconnected', async () => {
    const answer = await sendRaw(port, [], { giveUpMs: 4000 });
    expect(answer.closedAfterMs).toBeLessThan(SHORT.connectionMs + 1000);
  });

  it('while a prompt one is answered as usual', async () => {
    const body = '{"phone":"13800000001","password":"demo1234"}';
    const answer = await sendRaw(port, [
      `${loginHead}Content-Length: ${body.length}\r\nConnection: close\r\n\r\n${body}`,
    ]);
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toMatchObject({ code: 1000, message: '手机号或密码错误' });
  });
});

describe('production timeouts', () => {
  it('are set on the server', async () => {
    const fresh = await openFreshDatabase();
    const production = await buildApp({ db: fresh.db });
    try {
      expect(DEFAULT_TIMEOUTS).toMatchObject({ requestMs: 30_000, headersMs: 15_000 });
      expect(production.server.requestTimeout).toBe(DEFAULT_TIMEOUTS.requestMs);
      expect(production.server.headersTimeout).toBe(DEFAULT_TIMEOUTS.headersMs);
      expect(production.server.keepAliveTimeout).toBe(DEFAULT_TIMEOUTS.keepAliveMs);
      expect(production.server.timeout).toBe(DEFAULT_TIMEOUTS.connectionMs);
      expect(DEFAULT_TIMEOUTS.connectionMs).toBeGreaterThan(DEFAULT_TIMEOUTS.keepAliveMs);
    } finally {
      await production.close();
      await fresh.drop();
    }
  });
});
