// GET /metrics as Prometheus reads it: the counters move with what the server did (requests by
// route pattern and status, scoring actions accepted and refused, public answers built, served
// from the cache and answered 304, open live streams, the PostgreSQL pool), and only this
// machine, or a holder of METRICS_TOKEN, may read them.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { migrateToLatest } from '../db/migrate';
import {
  call,
  seedScoringFixture,
  type ScoringFixture,
} from '../test-support/scoring-test-fixture';
import { openEventStream } from '../test-support/event-stream';
import { openFreshDatabase } from '../test-support/build-test-app';

const TOKEN = 'metrics-token-for-tests';
let app: FastifyInstance;
let drop: () => Promise<void>;
let fixture: ScoringFixture;

beforeAll(async () => {
  const fresh = await openFreshDatabase();
  drop = fresh.drop;
  await migrateToLatest(fresh.db);
  fixture = await seedScoringFixture(fresh.db);
  app = await buildApp({
    db: fresh.db,
    metricsToken: TOKEN,
    sms: { send: async () => {}, sendNotice: async () => {} },
  });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await drop?.();
});

async function scrape(): Promise<string> {
  const response = await app.inject({ url: '/metrics' });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return response.body;
}

/** The value of one series, 0 when it is not there yet. */
function valueOf(text: string, series: string): number {
  const line = text.split('\n').find((row) => row.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

const action = (type: string, extra: object = {}) =>
  call(app, fixture.tickets.volunteer, 'POST', `/api/volunteer/${type}`, {
    id: randomUUID(),
    gameId: fixture.gameId,
    at: Date.now(),
    ...extra,
  });

describe('GET /metrics', () => {
  it('counts scoring actions accepted and refused, by the single calls and the batch', async () => {
    const before = await scrape();
    const accepted = 'feipan_scoring_actions_total{outcome="accepted"}';
    const refused = 'feipan_scoring_actions_total{outcome="refused"}';

    expect((await action('save/score', { team: 'home' })).code).not.toBe(0);
    expect((await action('begin')).code).toBe(0);
    expect((await action('save/score', { team: 'home' })).code).toBe(0);
    const batch = await call<{ results: { code: number }[] }>(
      app,
      fixture.tickets.volunteer,
      'POST',
      '/api/volunteer/batch',
      {
        actions: [
          { type: 'score', id: randomUUID(), gameId: fixture.gameId, team: 'away', at: Date.now() },
          { type: 'finish', id: randomUUID(), gameId: fixture.gameId, at: Date.now() },
          { type: 'score', id: randomUUID(), gameId: fixture.gameId, team: 'away', at: Date.now() },
        ],
      },
    );
    expect(batch.data.results.map((item) => item.code === 0)).toEqual([true, true, false]);

    const after = await scrape();
    expect(valueOf(after, accepted) - valueOf(before, accepted)).toBe(4);
    expect(valueOf(after, refused) - valueOf(before, refused)).toBe(2);
  });

  it('counts requests by route pattern and status, never by raw URL', async () => {
    await app.inject({ url: `/api/games/${fixture.gameId}` });
    await app.inject({ url: '/api/games/999999' });
    const text = await scrape();
    const series = `feipan_http_request_duration_seconds_count{method="GET",route="/api/games/:id",status="200"}`;
    expect(valueOf(text, series)).toBeGreaterThanOrEqual(2);
    expect(text).not.toContain(`/api/games/${fixture.gameId}"`);
    expect(text).toMatch(/feipan_http_request_duration_seconds_bucket\{le="0\.005",method="GET"/);
  });

  it('tells public answers built, served from the cache, and answered 304', async () => {
    const count = (text: string, outcome: string) =>
      valueOf(text, `feipan_public_answers_total{outcome="${outcome}"}`);
    const before = await scrape();
    const first = await app.inject({ url: '/api/index' });
    await app.inject({ url: '/api/index' });
    await app.inject({ url: '/api/index', headers: { 'if-none-match': first.headers.etag } });
    const after = await scrape();
    expect(count(after, 'built') - count(before, 'built')).toBeGreaterThanOrEqual(0);
    expect(
      count(after, 'built') +
        count(after, 'cached') -
        count(before, 'built') -
        count(before, 'cached'),
    ).toBe(2);
    expect(count(after, 'cached') - count(before, 'cached')).toBeGreaterThanOrEqual(1);
    expect(count(after, 'not_modified') - count(before, 'not_modified')).toBe(1);
  });

  it('counts the open live streams', async () => {
    const base = await app.listen({ host: '127.0.0.1', port: 0 });
    const competition = await app.db
      .selectFrom('games')
      .select('competition_id')
      .where('id', '=', fixture.gameId)
      .executeTakeFirstOrThrow();
    const stream = await openEventStream(
      `${base}/api/live/competitions/${competition.competition_id}`,
      {},
    );
    try {
      await stream.next(() => true);
      expect(valueOf(await scrape(), 'feipan_live_streams_open')).toBe(1);
    } finally {
      stream.close();
    }
  });

  it('reports the PostgreSQL pool, and nothing in use on SQLite', async () => {
    const text = await scrape();
    const connections = valueOf(text, 'feipan_db_pool_connections');
    if (process.env.TEST_DATABASE_URL) expect(connections).toBeGreaterThan(0);
    else expect(connections).toBe(0);
    expect(text).toContain('feipan_db_pool_waiting ');
  });
});

describe('who may read /metrics', () => {
  it('refuses a request from another machine, and one that came through a proxy', async () => {
    const remote = await app.inject({ url: '/metrics', remoteAddress: '203.0.113.9' });
    expect(remote.statusCode).toBe(403);
    expect(remote.body).toContain('禁止访问');
    const proxied = await app.inject({
      url: '/metrics',
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(proxied.statusCode).toBe(403);
  });

  it('lets the holder of METRICS_TOKEN read from anywhere, and nobody with a wrong one', async () => {
    const held = await app.inject({
      url: '/metrics',
      remoteAddress: '203.0.113.9',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(held.statusCode).toBe(200);
    const wrong = await app.inject({
      url: '/metrics',
      headers: { authorization: 'Bearer not-the-token-at-all' },
    });
    expect(wrong.statusCode).toBe(403);
  });
});
