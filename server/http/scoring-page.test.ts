// The scoring area's pages come with the scorer's own manifest (scoring.html, made by the build),
// so a phone installing from /scoring gets 飞盘记分; every other page keeps the portal's.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test-support/build-test-app';

const FILES: Record<string, string> = {
  'index.html': '<link rel="manifest" href="/manifest.webmanifest"><div id="root"></div>',
  'scoring.html': '<link rel="manifest" href="/scoring.webmanifest"><div id="root"></div>',
  'scoring.webmanifest': '{"name":"飞盘记分"}',
};

let distDir: string;
let test: TestApp;

beforeAll(async () => {
  distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'feipan-scoring-dist-'));
  for (const [name, content] of Object.entries(FILES)) {
    fs.writeFileSync(path.join(distDir, name), content);
  }
  test = await buildTestApp({ distDir });
});
afterAll(async () => {
  await test.close();
  fs.rmSync(distDir, { recursive: true, force: true });
});

describe('the scoring pages', () => {
  it.each(['/scoring', '/scoring/', '/scoring/login', '/scoring/match/detail?id=2'])(
    'answers %s with the scorer’s page, never kept without revalidating',
    async (url) => {
      const response = await test.app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toBe(FILES['scoring.html']);
    },
  );

  it.each(['/home', '/scoringboard', '/news/scoring'])(
    'answers %s with the portal’s page',
    async (url) => {
      const response = await test.app.inject({ url });
      // Only /home is a page of the router: the other two show the portal's 404 page.
      expect(response.statusCode).toBe(url === '/home' ? 200 : 404);
      expect(response.body).toBe(FILES['index.html']);
    },
  );

  it('revalidates the scoring manifest every time', async () => {
    const response = await test.app.inject({ url: '/scoring.webmanifest' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });
});
