// A server-rendered page keeps the answers it was rendered with in the app's IndexedDB cache, so it
// opens offline next time, but only once that downloads nothing more (keepSeed in
// src/lib/swr-cache.ts): just after the service worker takes the page. A test that goes offline
// right after that waits for them here first, as a visitor reading the page would have.
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';

/** Resolves once every answer of the page's seed is in the app's cache (20 s at most). */
export async function waitForKeptAnswers(tab: Page): Promise<void> {
  const keys = await tab.evaluate(() =>
    Object.keys(JSON.parse(document.getElementById('swr-seed')?.textContent ?? '{}') as object),
  );
  assert.ok(keys.length > 0, 'the page was rendered with its answers');
  // One look at a time, each closing its connection before the next: with looks overlapping a
  // reload (waitForFunction's polling), the kept answers were gone afterwards in this browser's
  // private profile. The app opens one connection and keeps it.
  const keptAll = () =>
    tab.evaluate(async (seedKeys) => {
      // Only once the app has made its database (Dexie's versions are tens): opening it before
      // would make an empty one under the app's feet.
      const databases = await indexedDB.databases();
      if (!databases.some(({ name, version }) => name === 'feipan' && (version ?? 0) >= 10)) {
        return false;
      }
      const open = indexedDB.open('feipan');
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error ?? new Error('IndexedDB'));
      });
      const kept = await new Promise<unknown[]>((resolve) => {
        const request = db.transaction('httpCache').objectStore('httpCache').getAllKeys();
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => resolve([]);
      });
      db.close();
      return seedKeys.every((key) => kept.includes(key));
    }, keys);
  const deadline = Date.now() + 20_000;
  while (!(await keptAll())) {
    assert.ok(Date.now() < deadline, 'the page’s answers were never kept');
    await tab.waitForTimeout(100);
  }
}
