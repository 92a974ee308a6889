import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workerRenderer } from './worker-renderer';

// A stand-in for dist-ssr/entry-server.js: echoes its input, fails on request, and says which
// thread it runs in.
const ENTRY = `
import { threadId } from 'node:worker_threads';
export async function renderPage(path, seed) {
  if (path === '/broken') throw new Error('渲染出错');
  return { html: '<p>' + path + ':' + seed.a.data + '</p>', title: String(threadId), seedElementId: 'swr-seed' };
}
`;

let dir: string;
let entry: string;

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'feipan-renderer-'));
  entry = path.join(dir, 'entry-server.js');
  fs.writeFileSync(path.join(dir, 'package.json'), '{"type":"module"}');
  fs.writeFileSync(entry, ENTRY);
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const seed = { a: { data: '数据', storedAt: 1 } };

describe('workerRenderer', () => {
  it('renders in a worker thread and answers each call with its own page', async () => {
    const renderer = workerRenderer(entry);
    try {
      const [home, other] = await Promise.all([
        renderer.renderPage('/home', seed),
        renderer.renderPage('/other', seed),
      ]);
      expect(home.html).toBe('<p>/home:数据</p>');
      expect(other.html).toBe('<p>/other:数据</p>');
      expect(Number(home.title)).toBeGreaterThan(0);
    } finally {
      await renderer.close();
    }
  });

  it('rejects a failed render with its message and keeps serving the next ones', async () => {
    const renderer = workerRenderer(entry);
    try {
      await expect(renderer.renderPage('/broken', seed)).rejects.toThrow('渲染出错');
      expect((await renderer.renderPage('/home', seed)).html).toBe('<p>/home:数据</p>');
    } finally {
      await renderer.close();
    }
  });

  it('stops the worker when idle and starts a new one for the next render', async () => {
    const renderer = workerRenderer(entry, 50);
    try {
      const first = await renderer.renderPage('/home', seed);
      await new Promise((resolve) => setTimeout(resolve, 300));
      const second = await renderer.renderPage('/home', seed);
      expect(second.title).not.toBe(first.title);
    } finally {
      await renderer.close();
    }
  });

  it('rejects renders when the renderer cannot be loaded', async () => {
    const renderer = workerRenderer(path.join(dir, 'missing.js'));
    try {
      await expect(renderer.renderPage('/home', seed)).rejects.toThrow();
    } finally {
      await renderer.close();
    }
  });
});
