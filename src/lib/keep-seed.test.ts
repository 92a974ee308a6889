// keepSeed (swr-cache.ts): a rendered page's answers wait to be kept until that loads nothing more.
// Each test imports the cache afresh, since "the cache has opened" happens once per page.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from './db';
import { resetLib } from './test-support/reset-lib';

const SEED = { '/api/index': { data: { banners: ['横幅'] }, storedAt: Date.now() } };

const settle = () => new Promise((resolve) => setTimeout(resolve, 30));

async function freshCache() {
  vi.resetModules();
  const [swrCache, httpCache] = await Promise.all([import('./swr-cache'), import('./http-cache')]);
  return { keepSeed: swrCache.keepSeed, readCacheEntry: httpCache.readCacheEntry };
}

beforeEach(resetLib);

describe('keepSeed', () => {
  it('keeps nothing until a read opens the cache, then keeps the answers', async () => {
    const { keepSeed, readCacheEntry } = await freshCache();
    const kept = keepSeed(SEED);
    await settle();
    expect(await db.httpCache.get('/api/index')).toBeUndefined();
    await readCacheEntry('/api/site/config');
    await kept;
    expect(await db.httpCache.get('/api/index')).toMatchObject({
      data: { banners: ['横幅'] },
      owner: null,
    });
  });

  it('keeps them once a service worker holds the app', async () => {
    let workerReady: (registration: unknown) => void = () => undefined;
    const ready = new Promise((resolve) => {
      workerReady = resolve;
    });
    vi.stubGlobal('navigator', { ...navigator, serviceWorker: { ready } });
    const { keepSeed } = await freshCache();
    const kept = keepSeed(SEED);
    await settle();
    expect(await db.httpCache.get('/api/index')).toBeUndefined();
    workerReady({ active: {} });
    await kept;
    expect(await db.httpCache.get('/api/index')).toMatchObject({ data: { banners: ['横幅'] } });
  });
});
