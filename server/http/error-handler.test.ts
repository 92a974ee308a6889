import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { buildApp } from '../app';
import { migrateToLatest } from '../db/migrate';
import { openFreshDatabase } from '../test-support/build-test-app';
import { phoneSchema } from '../../src/contract/account';
import { BusinessError, ErrorCode } from './business-error';
import { ok } from './envelope';

let app: FastifyInstance;
let drop: () => Promise<void>;

beforeAll(async () => {
  const fresh = await openFreshDatabase();
  drop = fresh.drop;
  await migrateToLatest(fresh.db);
  app = await buildApp({ db: fresh.db });
  app.get('/api/test/business', async () => {
    throw new BusinessError('名额已满', ErrorCode.conflict, { left: 0 });
  });
  app.post(
    '/api/test/validate',
    {
      schema: {
        body: z.object({ phone: phoneSchema, age: z.number({ error: '年龄必须是数字' }) }),
      },
    },
    async (request) => ok(request.body),
  );
  app.get('/api/test/crash', async () => {
    throw new Error('SQLITE_ERROR near "SELECT password_hash FROM users"');
  });
  app.get('/api/test/echo', async (request) => ok(request.query));
  app.post('/api/test/echo', async (request) => ok(request.body));
  app.get('/api/test/big', async () => ok('飞盘'.repeat(5000)));
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await drop();
});

describe('error handler', () => {
  it('answers a business error as HTTP 200 with its code, message and data', async () => {
    const response = await app.inject({ url: '/api/test/business' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      code: ErrorCode.conflict,
      message: '名额已满',
      data: { left: 0 },
    });
  });

  it('answers a validation error as HTTP 200, code 1001, with the first Chinese message', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/validate',
      payload: { phone: '12345', age: 'old' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      code: ErrorCode.validation,
      message: '手机号格式不正确',
      data: [
        { path: 'phone', message: '手机号格式不正确' },
        { path: 'age', message: '年龄必须是数字' },
      ],
    });
  });

  it('answers a missing body with a Chinese validation message', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/test/validate' });
    const body = response.json();
    expect(response.statusCode).toBe(200);
    expect(body.code).toBe(ErrorCode.validation);
    expect(body.message).toMatch(/[\u4e00-\u9fff]/);
  });

  it.each([
    ['malformed JSON', 'application/json', '{"phone": ', '请求内容不是有效的 JSON'],
    ['an unsupported content type', 'text/xml', '<a/>', '不支持的请求内容类型'],
    [
      'a too large body',
      'application/json',
      JSON.stringify({ x: 'x'.repeat(1_100_000) }),
      '请求内容过大',
    ],
  ])(
    'answers %s as HTTP 200 with a Chinese business message',
    async (_, type, payload, message) => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/test/validate',
        headers: { 'content-type': type },
        payload,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ code: ErrorCode.validation, message, data: null });
    },
  );

  it('answers an unknown /api path with 404 and 接口不存在', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const response = await app.inject({ method, url: '/api/no/such/call' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 404, message: '接口不存在', data: null });
    }
  });

  it('answers a thrown Error with 500 and nothing of the error itself', async () => {
    const response = await app.inject({ url: '/api/test/crash' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ code: 500, message: '服务器内部错误', data: null });
    expect(response.body).not.toMatch(/SELECT|SQLITE|stack|at .*\.ts/);
  });
});

describe('request parsing', () => {
  it('parses query strings with qs and the original limits', async () => {
    const response = await app.inject({
      url: '/api/test/echo?a[b][c]=1&list[]=x&list[]=y&far[25]=z&lovTypes=A&lovTypes=B',
    });
    expect(response.json().data).toEqual({
      a: { b: { c: '1' } },
      list: ['x', 'y'],
      // Past the array limit of 20 an index becomes an object key, as in the original.
      far: { 25: 'z' },
      lovTypes: ['A', 'B'],
    });
  });

  it('stops nesting at depth 5', async () => {
    const response = await app.inject({ url: '/api/test/echo?a[b][c][d][e][f][g][h]=x' });
    expect(response.json().data).toEqual({
      a: { b: { c: { d: { e: { f: { '[g][h]': 'x' } } } } } },
    });
  });

  it('accepts form-encoded bodies parsed the same way', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'name=%E9%A3%9E%E7%9B%98&club[id]=3',
    });
    expect(response.json().data).toEqual({ name: '飞盘', club: { id: '3' } });
  });
});

describe('caching, compression and headers', () => {
  it('answers a repeated GET with 304 when the ETag matches', async () => {
    const first = await app.inject({ url: '/api/test/echo?x=1' });
    const etag = first.headers.etag;
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.headers['cache-control']).toBe('no-cache');
    const second = await app.inject({
      url: '/api/test/echo?x=1',
      headers: { 'if-none-match': String(etag) },
    });
    expect(second.statusCode).toBe(304);
    expect(second.body).toBe('');
    const changed = await app.inject({
      url: '/api/test/echo?x=2',
      headers: { 'if-none-match': String(etag) },
    });
    expect(changed.statusCode).toBe(200);
  });

  it('compresses large answers and keeps the same ETag', async () => {
    const plain = await app.inject({ url: '/api/test/big' });
    const gzip = await app.inject({ url: '/api/test/big', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.rawPayload.length).toBeLessThan(plain.rawPayload.length / 5);
    expect(gzip.headers.etag).toBe(plain.headers.etag);
    const again = await app.inject({
      url: '/api/test/big',
      headers: { 'accept-encoding': 'gzip', 'if-none-match': String(plain.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('sends security headers with a CSP that forbids inline scripts', async () => {
    const response = await app.inject({ url: '/api/test/echo' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("img-src 'self' data: blob:");
    expect(csp).toContain("worker-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('OpenAPI document', () => {
  it('publishes every route with its method at /api/docs/json and lists them at /api/docs', async () => {
    const json = await app.inject({ url: '/api/docs/json' });
    const document = json.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(document.paths['/api/user/pwLogin'].post.requestBody).toBeDefined();
    expect(
      document.paths['/api/user/sendCheckCode'].get.parameters.map((p: { name: string }) => p.name),
    ).toEqual(['phone', 'scene']);
    const page = await app.inject({ url: '/api/docs' });
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('/api/user/pwLogin');
    expect(page.body).not.toContain('<script');
  });
});
