// The installable shell in a real Chromium: the service worker installs and takes the page, the
// app opens offline after one visit (navigation fallback, API excepted), and the manifest and its
// icons are what an install needs. Runs against BASE_URL when set (e.g. `npx vite preview --port
// 4174`), otherwise against the real server on a fresh database. The update test serves its own
// copy of dist/ so it can deploy a second version under the open page.
import assert from 'node:assert/strict';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, PHONE } from './support/launch-browser';
import { startServer, type RunningServer } from './support/start-server';

let server: RunningServer | undefined;
let baseUrl: string;
let browser: Browser;

before(async () => {
  if (process.env.BASE_URL) baseUrl = process.env.BASE_URL.replace(/\/$/, '');
  else {
    server = await startServer();
    baseUrl = server.baseUrl;
  }
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  await server?.stop();
});

/** Opens the app once online and waits until the service worker controls the page. */
async function visitOnce(context: BrowserContext, path: string): Promise<Page> {
  const tab = await context.newPage();
  await tab.goto(baseUrl + path);
  await tab.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 30_000,
  });
  return tab;
}

const DIST = path.resolve(import.meta.dirname, '../../dist');
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.webmanifest': 'application/manifest+json',
};

/** A static server over a copy of dist/ that the test can redeploy: the SPA fallback, no API. */
async function serveDistCopy() {
  assert.ok(existsSync(path.join(DIST, 'sw.js')), 'dist/ must hold a build (npx vite build)');
  const dir = mkdtempSync(path.join(tmpdir(), 'feipan-pwa-'));
  cpSync(DIST, dir, { recursive: true });
  const http = createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    if (pathname.startsWith('/api/')) {
      response.writeHead(404).end();
      return;
    }
    const file = path.join(dir, path.normalize(pathname));
    const target =
      file.startsWith(dir) && existsSync(file) && path.extname(file)
        ? file
        : path.join(dir, 'index.html');
    response.writeHead(200, {
      'content-type': TYPES[path.extname(target)] ?? 'application/octet-stream',
      'cache-control': 'no-cache',
    });
    response.end(readFileSync(target));
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(http.address() as AddressInfo).port}`,
    /**
     * Deploys "version 2": another index.html and scoring.html (the scoring area's page), so the
     * worker's precache revisions change.
     */
    deployNewVersion() {
      let worker = readFileSync(path.join(dir, 'sw.js'), 'utf8');
      for (const page of ['index.html', 'scoring.html']) {
        const html = readFileSync(path.join(dir, page), 'utf8');
        writeFileSync(path.join(dir, page), html.replace('</body>', '<!-- 第二版 --></body>'));
        const bumped = worker.replace(
          new RegExp(`("revision":")[0-9a-f]+(","url":"${page}")`),
          '$1second-version$2',
        );
        assert.notEqual(bumped, worker, `sw.js precaches ${page} with a revision`);
        worker = bumped;
      }
      writeFileSync(path.join(dir, 'sw.js'), worker);
    },
    async close() {
      await new Promise((resolve) => http.close(resolve));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Uint8Array): { width: number; height: number } {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  assert.equal(view.getUint32(0), 0x89504e47, 'a PNG signature');
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

test('the service worker installs, precaches the shell and controls the page', async () => {
  const context = await browser.newContext(PHONE);
  const tab = await visitOnce(context, '/home');
  const worker = await tab.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    const cached = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys())
        cached.push(new URL(request.url).pathname);
    }
    return { script: registration.active?.scriptURL ?? '', scope: registration.scope, cached };
  });
  assert.match(worker.script, /\/sw\.js$/);
  assert.equal(worker.scope, `${baseUrl}/`);
  assert.ok(worker.cached.includes('/index.html'), 'index.html is precached');
  assert.ok(
    worker.cached.some((path) => /^\/assets\/.+\.js$/.test(path)),
    'the app scripts are precached',
  );
  assert.ok(!worker.cached.some((path) => path.startsWith('/api/')), 'no API call is precached');
  await context.close();
});

test('after one visit the app opens offline, on any route, but never answers the API with the shell', async () => {
  const context = await browser.newContext(PHONE);
  const tab = await visitOnce(context, '/home');
  await tab.getByRole('heading', { level: 1 }).waitFor();
  await context.setOffline(true);
  const apiReachable = await tab.evaluate(() =>
    fetch('/api/site/config').then(
      () => true,
      () => false,
    ),
  );
  assert.equal(apiReachable, false, 'the browser is really offline');

  const reloaded = await tab.reload();
  assert.ok(reloaded?.fromServiceWorker(), 'the service worker answered the reload');
  await tab.waitForURL((url) => url.pathname === '/home');
  await tab.getByRole('heading', { level: 1 }).waitFor();

  await tab.goto(`${baseUrl}/scoring/login`);
  await tab.getByRole('heading', { level: 1, name: /登录/ }).waitFor();

  await assert.rejects(tab.goto(`${baseUrl}/api/site/config`), /ERR_INTERNET_DISCONNECTED/);
  await context.close();
});

test('the manifest is Chinese, installable and its icons answer at their stated sizes', async () => {
  const context = await browser.newContext(PHONE);
  const tab = await context.newPage();
  await tab.goto(`${baseUrl}/home`);
  const manifestHref = await tab.locator('link[rel="manifest"]').getAttribute('href');
  assert.ok(manifestHref, 'index.html links the manifest');
  const manifestUrl = new URL(manifestHref, `${baseUrl}/`);
  const response = await fetch(manifestUrl);
  assert.equal(response.status, 200);
  const manifest = await response.json();
  assert.equal(manifest.name, '飞盘运动协会');
  assert.equal(manifest.short_name, '飞盘协会');
  assert.equal(manifest.lang, 'zh-CN');
  assert.equal(manifest.display, 'standalone');
  assert.equal(manifest.start_url, '/');
  assert.equal(manifest.scope, '/');
  assert.match(manifest.theme_color, /^#[0-9a-f]{6}$/i);
  assert.ok(manifest.description.length > 0);

  const icons: Array<{ src: string; sizes: string; type: string; purpose?: string }> =
    manifest.icons;
  const purposes = icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`);
  assert.deepEqual(purposes.sort(), ['192x192 any', '512x512 any', '512x512 maskable']);
  for (const icon of icons) {
    const image = await fetch(new URL(icon.src, manifestUrl));
    assert.equal(image.status, 200, icon.src);
    assert.equal(image.headers.get('content-type'), 'image/png', icon.src);
    const { width, height } = pngSize(new Uint8Array(await image.arrayBuffer()));
    assert.equal(`${width}x${height}`, icon.sizes, icon.src);
  }

  const touchIconHref = await tab.locator('link[rel="apple-touch-icon"]').getAttribute('href');
  assert.ok(touchIconHref, 'index.html links the apple-touch-icon');
  const touchIcon = await fetch(new URL(touchIconHref, `${baseUrl}/`));
  assert.equal(touchIcon.status, 200);
  assert.deepEqual(pngSize(new Uint8Array(await touchIcon.arrayBuffer())), {
    width: 180,
    height: 180,
  });
  await context.close();
});

test('a new version waits for the user, then reloads the page into it', async () => {
  const site = await serveDistCopy();
  const context = await browser.newContext(PHONE);
  try {
    const tab = await context.newPage();
    await tab.goto(`${site.url}/scoring/login`);
    await tab.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 30_000,
    });
    // The offline note waits for the volunteer to touch or type.
    await tab.keyboard.press('Shift');
    await tab.getByText('应用已可离线使用').waitFor();
    await tab.getByRole('button', { name: '知道了' }).click();

    site.deployNewVersion();
    await tab.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    await tab.getByText('发现新版本').waitFor({ timeout: 30_000 });
    assert.equal(
      await tab.getByText('应用已可离线使用').count(),
      0,
      'the offline note is for the first install only',
    );
    assert.equal(
      await tab.evaluate(() => document.body.innerHTML.includes('第二版')),
      false,
      'no reload by itself',
    );

    await tab.getByRole('button', { name: '稍后' }).click();
    assert.equal(await tab.getByText('发现新版本').count(), 0);
    await tab.reload();
    await tab.getByText('发现新版本').waitFor({ timeout: 30_000 });
    assert.equal(
      await tab.evaluate(() => document.body.innerHTML.includes('第二版')),
      false,
      'still the old version',
    );

    await Promise.all([
      tab.waitForEvent('framenavigated'),
      tab.getByRole('button', { name: '立即更新' }).click(),
    ]);
    await tab.waitForFunction(() => document.body.innerHTML.includes('第二版'));
    const waiting = await tab.evaluate(async () =>
      Boolean((await navigator.serviceWorker.getRegistration())?.waiting),
    );
    assert.equal(waiting, false, 'the new worker is active');
  } finally {
    await context.close();
    await site.close();
  }
});
