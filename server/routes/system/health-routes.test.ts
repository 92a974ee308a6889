// GET /api/health and GET /api/ready: public, never cached; ready is 503 once the instance drains
// or while its database does not answer.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test-support/build-test-app';

let t: TestApp;
beforeEach(async () => {
  t = await buildTestApp();
});
afterEach(() => t.close());

describe('health and readiness', () => {
  it('answers health without a ticket, never cached', async () => {
    const response = await t.app.inject({ url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({ code: 0, message: '操作成功', data: { status: 'ok' } });
  });

  it('is ready while the database answers, and not once the instance drains', async () => {
    const ready = await t.app.inject({ url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.headers['cache-control']).toBe('no-store');
    expect(ready.json()).toMatchObject({ code: 0, data: { status: 'ready' } });

    t.app.readiness.draining = true;
    const draining = await t.app.inject({ url: '/api/ready' });
    expect(draining.statusCode).toBe(503);
    expect(draining.headers['cache-control']).toBe('no-store');
    expect(draining.json()).toEqual({ code: 503, message: '服务正在停止', data: null });
    // The process still answers: it is alive, only not taking new work.
    expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200);
  });

  it('is not ready when its database does not answer', async () => {
    await t.db.destroy();
    const response = await t.app.inject({ url: '/api/ready' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ code: 503 });
    expect(response.json<{ message: string }>().message).toMatch(/数据库/);
  });
});
