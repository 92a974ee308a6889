import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test-support/build-test-app';
import type { PageRenderer } from './page-render';
import { composePage } from './rendered-pages';

const INDEX_HTML = [
  '<!doctype html><html lang="zh-CN"><head>',
  '<meta\n  name="description"\n  content="飞盘协会官方网站"\n/>',
  '<title>飞盘协会</title>',
  '<script type="module" crossorigin src="/assets/index-1.js"></script>',
  '<link rel="modulepreload" crossorigin href="/assets/react-1.js">',
  '</head><body><div id="root"><p>正在加载…</p></div></body></html>',
].join('');

const SCORING_HTML = INDEX_HTML.replace(
  '</head>',
  '<link rel="manifest" href="/scoring.webmanifest"></head>',
);

type Seed = Record<string, { data: unknown; storedAt: number }>;

/** The reads each fake page shows, as the real renderer learns them from the page's code. */
function readsOf(pagePath: string): string[] {
  const notice = /^\/notice\/detail\/(\d+)$/.exec(pagePath);
  if (notice) return ['/api/site/config', `/api/notices/${notice[1]}`];
  // A page that also shows the signed-in visitor's own data, which the server cannot read.
  if (pagePath === '/news/notice') return ['/api/site/config', '/api/user/center'];
  return ['/api/site/config', '/api/index'];
}

/**
 * A renderer that records its calls and, like the built one, names the reads it lacked and shows
 * 正在加载 in their place; `fail` makes the next render throw.
 */
function fakeRenderer() {
  const calls: { path: string; seed: Seed }[] = [];
  const state = { fail: false };
  const renderer: PageRenderer = {
    renderPage(pagePath, seed) {
      calls.push({ path: pagePath, seed });
      if (state.fail) {
        state.fail = false;
        return Promise.reject(new Error('render failed'));
      }
      const reads = readsOf(pagePath);
      const config = seed['/api/site/config']?.data as { name: string } | undefined;
      const shown = seed[reads[1] ?? '']?.data as { title?: string } | undefined;
      return Promise.resolve({
        html: `<h1>${config?.name ?? '正在加载'}</h1><p>${shown === undefined ? '正在加载' : (shown.title ?? '')}</p>`,
        title: '首页 - 飞盘协会',
        seedElementId: 'swr-seed',
        missing: reads.filter((key) => seed[key] === undefined),
      });
    },
  };
  return { renderer, calls, state };
}

function seedOf(body: string): Seed {
  const match = /<script type="application\/json" id="swr-seed">(.*?)<\/script>/s.exec(body);
  if (!match?.[1]) throw new Error('no seed in the page');
  return JSON.parse(match[1]) as Seed;
}

let distDir: string;
let clock = 1_800_000_000_000;
const fake = fakeRenderer();
let test: TestApp;

beforeAll(async () => {
  distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'feipan-rendered-'));
  fs.writeFileSync(path.join(distDir, 'index.html'), INDEX_HTML);
  fs.writeFileSync(path.join(distDir, 'scoring.html'), SCORING_HTML);
  test = await buildTestApp({
    demo: true,
    distDir,
    pageRenderer: fake.renderer,
    now: () => clock,
  });
});
afterAll(async () => {
  await test.close();
  fs.rmSync(distDir, { recursive: true, force: true });
});
afterEach(() => {
  fake.calls.length = 0;
  fake.state.fail = false;
});

async function setSiteName(name: string) {
  await test.db
    .updateTable('site_config')
    .set({ value: name })
    .where('key', '=', 'name')
    .executeTakeFirst();
  // Past the public answers' short cache.
  clock += 60_000;
}

describe('the server-rendered home page', () => {
  it('puts the rendered page in #root and the answers it showed after it', async () => {
    await setSiteName('飞盘运动协会');
    const response = await test.app.inject({ url: '/home' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('<div id="root"><h1>飞盘运动协会</h1><p></p></div>');
    expect(response.body).not.toContain('正在加载');
    expect(response.body).toContain('<title>首页 - 飞盘协会</title>');

    const index = (await test.app.inject({ url: '/api/index' })).json<{ data: unknown }>();
    const seed = seedOf(response.body);
    expect(seed['/api/index']?.data).toEqual(index.data);
    expect(seed['/api/index']?.storedAt).toBe(clock);
    // The first render names the reads it lacked; the second shows them.
    expect(fake.calls).toEqual([
      { path: '/home', seed: {} },
      { path: '/home', seed },
    ]);
  });

  it('loads the app scripts after the page itself: its entry at low priority, the rest later', async () => {
    const { body } = await test.app.inject({ url: '/home' });
    expect(body).toContain('<script type="module" fetchpriority="low" crossorigin');
    expect(body).not.toContain('modulepreload');
    // The browser renders other pages from the template, whose early script fetches stay.
    const template = await test.app.inject({ url: '/user' });
    expect(template.body).toContain('<link rel="modulepreload"');
  });

  it('sends the same page compressed as the browser asks, compressed once', async () => {
    const plain = await test.app.inject({ url: '/home' });
    const br = await test.app.inject({ url: '/home', headers: { 'accept-encoding': 'gzip, br' } });
    const gzip = await test.app.inject({ url: '/home', headers: { 'accept-encoding': 'gzip' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(plain.body);
    expect(zlib.gunzipSync(gzip.rawPayload).toString('utf8')).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length);
  });

  it('renders again only when the answers change', async () => {
    await setSiteName('飞盘协会甲');
    await test.app.inject({ url: '/home' });
    await test.app.inject({ url: '/home' });
    expect(fake.calls).toHaveLength(1);

    await setSiteName('飞盘协会乙');
    const { body } = await test.app.inject({ url: '/home' });
    expect(body).toContain('<h1>飞盘协会乙</h1>');
    expect(fake.calls).toHaveLength(2);
  });

  it('answers the plain index.html when rendering fails, and tries again next time', async () => {
    await setSiteName('飞盘协会丙');
    fake.state.fail = true;
    const failed = await test.app.inject({ url: '/home' });
    expect(failed.statusCode).toBe(200);
    expect(failed.body).toBe(INDEX_HTML);

    const next = await test.app.inject({ url: '/home' });
    expect(next.body).toContain('<h1>飞盘协会丙</h1>');
    // The failed page was forgotten with its reads, which the next one learns again.
    expect(fake.calls).toHaveLength(3);
  });

  it('takes up a new build of index.html without a restart', async () => {
    await setSiteName('飞盘协会丁');
    await test.app.inject({ url: '/home' });
    const rebuilt = INDEX_HTML.replace('/assets/index-1.js', '/assets/index-2.js');
    const file = path.join(distDir, 'index.html');
    fs.writeFileSync(file, rebuilt);
    const later = new Date(Date.now() + 60_000);
    fs.utimesSync(file, later, later);
    try {
      const { body } = await test.app.inject({ url: '/home' });
      expect(body).toContain('/assets/index-2.js');
      expect(body).not.toContain('/assets/index-1.js');
      expect(fake.calls).toHaveLength(2);
    } finally {
      fs.writeFileSync(file, INDEX_HTML);
    }
  });

  it('redirects the site root to the rendered home page, keeping the query', async () => {
    const root = await test.app.inject({ url: '/' });
    expect(root.statusCode).toBe(302);
    expect(new URL(root.headers.location ?? '', 'http://example.cn/').pathname).toBe('/home');
    const withQuery = await test.app.inject({ url: '/?from=qr' });
    expect(withQuery.headers.location).toBe('home?from=qr');
    // Behind a proxy that serves the site under /portal/, the browser stays under it.
    expect(new URL(withQuery.headers.location ?? '', 'http://example.cn/portal/').pathname).toBe(
      '/portal/home',
    );
  });

  it('leaves pages behind a login, forms and old category links to the browser', async () => {
    const leftToTheBrowser = [
      '/user/center',
      '/register/club',
      '/admin',
      '/notice?type=notice_train',
      '/scoring/login',
    ];
    for (const url of leftToTheBrowser) {
      const response = await test.app.inject({ url });
      expect(response.body, url).toBe(url.startsWith('/scoring') ? SCORING_HTML : INDEX_HTML);
    }
    expect(fake.calls).toEqual([]);
  });
});

describe('every public page, server-rendered', () => {
  it('renders a notice with the answer its path names', async () => {
    const list = (await test.app.inject({ url: '/api/notices?page=1&pageSize=1' })).json<{
      data: { list: { id: number; title: string }[] };
    }>();
    const notice = list.data.list[0];
    if (!notice) throw new Error('演示数据里没有通知');
    const response = await test.app.inject({ url: `/notice/detail/${notice.id}` });
    expect(response.body).toContain(`<p>${notice.title}</p>`);
    const detail = (await test.app.inject({ url: `/api/notices/${notice.id}` })).json<{
      data: unknown;
    }>();
    expect(seedOf(response.body)[`/api/notices/${notice.id}`]?.data).toEqual(detail.data);
  });

  it('leaves a read it cannot make as a visitor to the browser, rendering the rest', async () => {
    const response = await test.app.inject({ url: '/news/notice' });
    expect(response.body).toContain('<h1>飞盘协会丁</h1><p>正在加载</p>');
    const seed = seedOf(response.body);
    expect(Object.keys(seed)).toEqual(['/api/site/config']);
    // Once to learn the reads, once with them; the refused read is not asked for again.
    expect(fake.calls).toHaveLength(2);
    await test.app.inject({ url: '/news/notice' });
    expect(fake.calls).toHaveLength(2);
  });
});

describe('composePage', () => {
  it('writes answers that cannot close the script element or open a comment', () => {
    const hostile = '</script><script>alert(1)</script><!--';
    const seed = { '/api/index': { data: { title: hostile }, storedAt: 1 } };
    const rendered = {
      html: '<h1>首页</h1>',
      title: '首页',
      seedElementId: 'swr-seed',
      missing: [],
    };
    const page = composePage(INDEX_HTML, rendered, seed);
    expect(page).not.toBeNull();
    expect(page).not.toContain('<script>alert');
    expect(page?.match(/<\/script>/g)).toHaveLength(2);
    expect(seedOf(page ?? '')).toEqual(seed);
  });

  it('writes the page title and its own description, escaped, or keeps the site description', () => {
    const rendered = {
      html: '<h1>通知</h1>',
      title: '"锦标赛" 通知 - 飞盘协会',
      description: '报名截止 <周五> & "周六"',
      seedElementId: 'swr-seed',
      missing: [],
    };
    const page = composePage(INDEX_HTML, rendered, {}) ?? '';
    expect(page).toContain('<title>&#34;锦标赛&#34; 通知 - 飞盘协会</title>');
    expect(page).toContain('content="报名截止 &#60;周五&#62; &#38; &#34;周六&#34;"');
    expect(page).not.toContain('飞盘协会官方网站');
    const plain = composePage(INDEX_HTML, { ...rendered, description: undefined }, {}) ?? '';
    expect(plain).toContain('content="飞盘协会官方网站"');
  });

  it('gives up on a template without #root', () => {
    const page = { html: '<h1>首页</h1>', title: '首页', seedElementId: 'swr-seed', missing: [] };
    expect(composePage('<!doctype html><body></body>', page, {})).toBeNull();
  });
});
