// Each answer names its request's id in x-request-id, and the log lines written for the request
// carry the same id: a volunteer's report is found in the log. A load balancer's id is kept when it
// looks like one, replaced otherwise.
import { Writable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { createDb } from '../db/connect';
import { migrateToLatest } from '../db/migrate';

let app: FastifyInstance;
let lines: Record<string, unknown>[];

beforeEach(async () => {
  lines = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)) as Record<string, unknown>);
      done();
    },
  });
  const db = createDb('sqlite::memory:');
  await migrateToLatest(db);
  app = await buildApp({ db, logger: { level: 'info', stream }, sms: { send: async () => {} } });
  app.addHook('onClose', () => db.destroy());
  await app.ready();
});
afterEach(() => app.close());

describe('x-request-id', () => {
  it('answers with a new id and logs the request under it', async () => {
    const first = await app.inject({ url: '/api/health' });
    const second = await app.inject({ url: '/api/health' });
    const id = first.headers['x-request-id'];
    expect(id).toMatch(/^[0-9a-f]{16}$/);
    expect(second.headers['x-request-id']).not.toBe(id);
    const mine = lines.filter((line) => line.reqId === id);
    expect(mine.map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
  });

  it('keeps a load balancer’s id, and replaces one that could break a log line', async () => {
    const kept = await app.inject({
      url: '/api/health',
      headers: { 'x-request-id': 'lb-7f3a:42' },
    });
    expect(kept.headers['x-request-id']).toBe('lb-7f3a:42');
    expect(lines.some((line) => line.reqId === 'lb-7f3a:42')).toBe(true);
    const replaced = await app.inject({
      url: '/api/health',
      headers: { 'x-request-id': 'x'.repeat(65) },
    });
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f]{16}$/);
  });

  it('is on refusals and on answers for paths that do not exist', async () => {
    const refused = await app.inject({ url: '/api/admin/system' });
    expect(refused.json()).toMatchObject({ code: 401 });
    expect(refused.headers['x-request-id']).toMatch(/^[0-9a-f]{16}$/);
    const missing = await app.inject({ url: '/api/no-such-call' });
    expect(missing.headers['x-request-id']).toMatch(/^[0-9a-f]{16}$/);
  });
});
