// The log as the server writes it (main.ts's options, at trace level so every line is written):
// each request's lines carry its id, the answer names the same id in x-request-id, and no line
// holds a password, a ticket, a full phone number or a check code, except the development SMS
// provider's line, which is how that provider delivers the code (README).
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { migrateToLatest } from '../db/migrate';
import { localDateString } from '../db/local-date';
import { loadDemoData } from '../demo/load-demo-data';
import { openFreshDatabase } from '../test-support/build-test-app';
import { logOptions, maskSecrets } from './log-options';

const PASSWORD = 'demo1234';
const NEW_PASSWORD = 'Geheim-98765';
const PLAYER = '13800000001';
const NEWCOMER = '13912345678';

let app: FastifyInstance;
let drop: () => Promise<void>;
const lines: Record<string, unknown>[] = [];

const log = () => lines.map((line) => JSON.stringify(line)).join('\n');

async function post(url: string, payload: object, headers: Record<string, string> = {}) {
  const response = await app.inject({ method: 'POST', url, payload, headers });
  return {
    response,
    body: response.json<{ code: number; message: string; data: { ticket: string } }>(),
  };
}

/** The last check code the development provider wrote for `phone` (masked in its line). */
function lastCode(phone: string): string {
  const masked = maskSecrets(phone);
  const line = lines.findLast((entry) => String(entry.msg).includes(masked));
  const code = String(line?.msg).match(/(\d{6})$/)?.[1];
  expect(code, `the code sent to ${masked}`).toBeDefined();
  return code as string;
}

let ticket: string;
const codes: string[] = [];

beforeAll(async () => {
  const fresh = await openFreshDatabase();
  drop = fresh.drop;
  await migrateToLatest(fresh.db);
  await loadDemoData(fresh.db, localDateString());
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const text of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(text));
      done();
    },
  });
  app = await buildApp({
    db: fresh.db,
    logger: { ...logOptions('trace'), stream },
    smsProvider: 'log',
  });
  await app.ready();

  // A day's account traffic: a password login, a code sent and used, a registration with a code
  // and a password, a signed-in read, a wrong password, a reset of the password.
  const login = await post('/api/user/pwLogin', { phone: PLAYER, password: PASSWORD });
  expect(login.body.code).toBe(0);
  ticket = login.body.data.ticket;
  await app.inject({ url: '/api/user/center', headers: { ticket } });
  await post('/api/user/pwLogin', { phone: PLAYER, password: 'wrong-password-1' });

  await app.inject({ url: `/api/user/sendCheckCode?phone=${PLAYER}&scene=login` });
  codes.push(lastCode(PLAYER));
  expect((await post('/api/user/ccLogin', { phone: PLAYER, code: codes[0] })).body.code).toBe(0);

  await app.inject({ url: `/api/user/sendCheckCode?phone=${NEWCOMER}&scene=register` });
  codes.push(lastCode(NEWCOMER));
  const registered = await post('/api/user/register', {
    phone: NEWCOMER,
    code: codes[1],
    password: NEW_PASSWORD,
    name: '新会员',
    type: 'player',
    gender: 'F',
    city: '杭州',
  });
  expect(registered.body.code).toBe(0);
});

afterAll(async () => {
  await app?.close();
  await drop?.();
});

describe('the server log', () => {
  it('writes the requests, at least two lines each', () => {
    expect(lines.filter((line) => line.msg === 'incoming request').length).toBeGreaterThan(6);
    expect(lines.filter((line) => line.msg === 'request completed').length).toBeGreaterThan(6);
  });

  it("carries each request's id in its lines, and the answer names it in x-request-id", async () => {
    const response = await app.inject({ url: '/api/site/config' });
    const id = response.headers['x-request-id'];
    expect(typeof id).toBe('string');
    const own = lines.filter((line) => line.reqId === id);
    expect(own.map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
  });

  it("keeps a proxy's well-formed request id, and ignores one that is not", async () => {
    const kept = await app.inject({
      url: '/api/site/config',
      headers: { 'x-request-id': 'nginx-0123456789abcdef' },
    });
    expect(kept.headers['x-request-id']).toBe('nginx-0123456789abcdef');
    const forged = await app.inject({
      url: '/api/site/config',
      headers: { 'x-request-id': 'a\n{"msg":"forged line"}' },
    });
    expect(forged.headers['x-request-id']).not.toContain('forged');
  });

  it('holds no password, no ticket and no full phone number', () => {
    const text = log();
    for (const secret of [PASSWORD, NEW_PASSWORD, 'wrong-password-1', ticket]) {
      expect(text).not.toContain(secret);
    }
    // A phone number is its eleven digits alone: a line's responseTime once read
    // 0.8021380000000136, which holds 13800000001 inside a longer run of digits.
    for (const phone of [PLAYER, NEWCOMER]) {
      expect(text).not.toMatch(new RegExp(`(?<!\\d)${phone}(?!\\d)`));
    }
    expect(text).not.toMatch(/(?<!\d)1[3-9]\d{9}(?!\d)/);
    expect(text).toContain('138****0001');
  });

  it("holds a check code only in the development SMS provider's own line", () => {
    for (const code of codes) {
      const alone = new RegExp(`(?<!\\d)${code}(?!\\d)`);
      const holding = lines.filter((line) => alone.test(JSON.stringify(line)));
      expect(holding).toHaveLength(1);
      expect(String(holding[0]?.msg)).toMatch(/^短信验证码/);
    }
  });
});

describe('maskSecrets', () => {
  it('masks mobile numbers and the values of secret query parameters, nothing else', () => {
    expect(maskSecrets('/api/user/sendCheckCode?phone=13800000001&scene=login')).toBe(
      '/api/user/sendCheckCode?phone=138****0001&scene=login',
    );
    expect(maskSecrets('/x?ticket=abc&code=123456&page=2')).toBe('/x?ticket=***&code=***&page=2');
    expect(maskSecrets('Key (phone)=(13912345678) already exists')).toBe(
      'Key (phone)=(139****5678) already exists',
    );
    expect(maskSecrets('订单 2026112912345678 与 12800000000')).toBe(
      '订单 2026112912345678 与 12800000000',
    );
  });
});
