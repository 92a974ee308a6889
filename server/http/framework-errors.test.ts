// Requests that fail before any route runs answer like every other failure: the envelope with a
// Chinese message, and the security headers helmet gives the rest.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { migrateToLatest } from '../db/migrate';
import { openFreshDatabase } from '../test-support/build-test-app';
import { listenLocally, sendRaw, type RawAnswer } from '../test-support/raw-http';
import { SECURITY_HEADERS } from './security-headers';

let app: FastifyInstance;
let drop: () => Promise<void>;
let port: number;
/** The security headers of an ordinary answer, set by the onRequest hook. */
let helmetHeaders: Record<string, string>;

beforeAll(async () => {
  const fresh = await openFreshDatabase();
  drop = fresh.drop;
  await migrateToLatest(fresh.db);
  app = await buildApp({ db: fresh.db });
  port = await listenLocally(app);
  const ordinary = await app.inject({ url: '/api/news' });
  helmetHeaders = Object.fromEntries(
    Object.entries(ordinary.headers).filter(
      ([name]) =>
        (name.startsWith('x-') && name !== 'x-request-id') ||
        /policy|security|cross-origin|agent/.test(name),
    ),
  ) as Record<string, string>;
});
afterAll(async () => {
  await app.close();
  await drop();
});

const request = (head: string) => `${head}\r\nHost: localhost\r\nConnection: close\r\n\r\n`;

function expectEnvelope(answer: RawAnswer, status: number, message: string) {
  expect(answer.status).toBe(status);
  expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
  expect(JSON.parse(answer.body)).toEqual({ code: status, message, data: null });
  for (const [name, value] of Object.entries(helmetHeaders)) {
    expect(answer.headers[name], name).toBe(value);
  }
}

describe('errors before any route', () => {
  it('an ordinary answer carries helmet’s headers with our policy', () => {
    expect(helmetHeaders).toEqual(SECURITY_HEADERS);
    expect(helmetHeaders['content-security-policy']).toContain("script-src 'self';");
    expect(helmetHeaders['x-frame-options']).toBe('SAMEORIGIN');
    expect(helmetHeaders['strict-transport-security']).toMatch(/^max-age=\d+/);
  });

  it('a URL that does not decode', async () => {
    const answer = await sendRaw(port, [request('GET /api/news/%E0%A4%A HTTP/1.1')]);
    expectEnvelope(answer, 400, '请求地址格式不正确');
  });

  it('an unknown method', async () => {
    const answer = await sendRaw(port, [request('FROB /api/news HTTP/1.1')]);
    expectEnvelope(answer, 400, '不支持的请求方法');
  });

  it('a method no route takes', async () => {
    const answer = await sendRaw(port, [request('PROPFIND /api/news HTTP/1.1')]);
    expectEnvelope(answer, 404, '接口不存在');
  });

  it.each(['abc', '-5', '10, 12'])('a Content-Length of %s', async (length) => {
    const answer = await sendRaw(port, [
      'POST /api/user/pwLogin HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
        `Content-Length: ${length}\r\n\r\n{}`,
    ]);
    expectEnvelope(answer, 400, '请求内容长度不正确');
  });

  it('headers over 16 KB', async () => {
    const answer = await sendRaw(port, [
      request(`GET /api/news HTTP/1.1\r\nX-Padding: ${'a'.repeat(17 * 1024)}`),
    ]);
    expectEnvelope(answer, 431, '请求头过大');
  });

  it('a header line that is not a header', async () => {
    const answer = await sendRaw(port, [request('GET /api/news HTTP/1.1\r\nnot a header')]);
    expectEnvelope(answer, 400, '请求格式不正确');
  });

  it('and the server goes on answering', async () => {
    const answer = await sendRaw(port, [request('GET /api/news HTTP/1.1')]);
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body).code).toBe(0);
  });
});

describe('errors while reading the body', () => {
  it.each([
    ['malformed JSON', 'application/json', '{"phone": ', '请求内容不是有效的 JSON'],
    ['an empty JSON body', 'application/json', '', '请求内容为空'],
    ['JSON that is not an object', 'application/json', '"13800000001"', '请求内容应为 JSON 对象'],
    ['an unknown content type', 'application/xml', '<a/>', '不支持的请求内容类型'],
  ])('%s', async (_, type, payload, message) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/user/pwLogin',
      headers: { 'content-type': type },
      payload,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ code: 1001, message });
    expect(response.headers['content-security-policy']).toBe(
      SECURITY_HEADERS['content-security-policy'],
    );
  });
});
