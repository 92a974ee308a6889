import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test-support/build-test-app';
import { IMMUTABLE } from './cache-control';

const FILES: Record<string, string> = {
  'index.html': '<!doctype html><title>飞盘</title><div id="root"></div>',
  'sw.js': 'self.addEventListener("fetch", () => {});',
  'registerSW.js': 'navigator.serviceWorker.register("/sw.js");',
  'manifest.webmanifest': '{"name":"飞盘协会"}',
  'assets/index-3f9a1c2b.js': 'console.log("app");',
  'icons/icon-192.png': 'png',
};

let distDir: string;
let test: TestApp;

beforeAll(async () => {
  distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'feipan-dist-'));
  for (const [name, content] of Object.entries(FILES)) {
    fs.mkdirSync(path.dirname(path.join(distDir, name)), { recursive: true });
    fs.writeFileSync(path.join(distDir, name), content);
  }
  test = await buildTestApp({ distDir });
});
afterAll(async () => {
  await test.close();
  fs.rmSync(distDir, { recursive: true, force: true });
});

describe('serving the built client', () => {
  it('keeps hashed assets a year', async () => {
    const response = await test.app.inject({ url: '/assets/index-3f9a1c2b.js' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(FILES['assets/index-3f9a1c2b.js']);
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
  });

  it.each(['/', '/index.html', '/sw.js', '/registerSW.js', '/manifest.webmanifest'])(
    'never lets a cache keep %s without revalidating',
    async (url) => {
      const response = await test.app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
    },
  );

  it('answers index.html for client routes', async () => {
    for (const url of ['/home', '/notice/detail/3', '/scoring/match/detail?id=2']) {
      const response = await test.app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toBe(FILES['index.html']);
    }
  });

  it('answers 404 for a missing hashed asset, unknown /api paths and non-GET methods', async () => {
    expect((await test.app.inject({ url: '/assets/index-old.js' })).statusCode).toBe(404);
    const api = await test.app.inject({ url: '/api/nothing' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ code: 404, message: '接口不存在', data: null });
    expect((await test.app.inject({ method: 'POST', url: '/home' })).statusCode).toBe(404);
  });

  it('still serves the API beside the files', async () => {
    const response = await test.app.inject({ url: '/api/user/getUserInfo' });
    expect(response.json().code).toBe(401);
  });
});

describe('without a client build', () => {
  it('answers only the API', async () => {
    const bare = await buildTestApp({ distDir: path.join(os.tmpdir(), 'feipan-no-such-dist') });
    try {
      expect((await bare.app.inject({ url: '/home' })).statusCode).toBe(404);
    } finally {
      await bare.close();
    }
  });
});
