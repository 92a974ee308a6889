// A navigation to a path the app has no page for is answered 404, with the app's page all the
// same so that the browser shows the Chinese 404 page; every page of the router answers 200.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITE_PATHS } from '../../src/contract/site-paths';
import { buildTestApp, type TestApp } from '../test-support/build-test-app';

const SHELL = '<!doctype html><title>飞盘</title><div id="root"></div>';

let distDir: string;
let test: TestApp;

beforeAll(async () => {
  distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'feipan-unknown-paths-'));
  fs.writeFileSync(path.join(distDir, 'index.html'), SHELL);
  fs.mkdirSync(path.join(distDir, 'icons'));
  fs.writeFileSync(path.join(distDir, 'icons/icon-192.png'), 'png');
  test = await buildTestApp({ distDir });
});
afterAll(async () => {
  await test.close();
  fs.rmSync(distDir, { recursive: true, force: true });
});

const concrete = (pattern: string) => pattern.replace(/:[a-z]+/gi, '7');

describe('navigations', () => {
  it('to a path no route matches get status 404 and the app, which shows the 404 page', async () => {
    for (const url of ['/no/such/page', '/notice/detail', '/news/news_sport?page=2', '/homepage']) {
      const response = await test.app.inject({ url, headers: { accept: 'text/html' } });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toContain('text/html');
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.body, url).toBe(SHELL);
    }
  });

  it('to every page of the router get status 200, with or without a query', async () => {
    for (const pattern of SITE_PATHS) {
      const url = concrete(pattern);
      const response = await test.app.inject({ url: `${url}${url.includes('?') ? '&' : '?'}a=1` });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toContain('text/html');
    }
    expect((await test.app.inject({ url: '/notice/detail/3' })).statusCode).toBe(200);
    expect((await test.app.inject({ url: '/Home' })).statusCode).toBe(200);
  });

  it('leave files, the API and stale chunks as they were', async () => {
    expect((await test.app.inject({ url: '/icons/icon-192.png' })).statusCode).toBe(200);
    const api = await test.app.inject({ url: '/api/nothing' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ code: 404, message: '接口不存在', data: null });
    const chunk = await test.app.inject({ url: '/assets/index-old.js' });
    expect(chunk.statusCode).toBe(404);
    expect(chunk.headers['content-type']).toContain('application/json');
  });
});
