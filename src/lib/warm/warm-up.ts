// Warming the stale-while-revalidate cache: a plan names the reads a signed-in person will want
// at the field, and each lands in the same cache entry its screen reads, so the screen opens
// offline on a phone that never showed it. Reads run one at a time when the page is idle, with
// the low fetch priority, and stop at once when the person signs out or the connection goes.
// Entries the previous warm-up kept and this one no longer names are removed, so what is kept
// stays one club's worth however long the phone is used.
import { isOfflineFailure } from '../api-error';
import { currentOwner, deleteCacheEntry, readCacheEntry, writeCacheEntry } from '../http-cache';
import { isFresh, readSwrCache, revalidate, swrKey, type RevalidateOptions } from '../swr-cache';
import { getTicket } from '../ticket';
import { whenIdle } from './when-idle';

/** The answer of `url` (kept if fresh and no write made it stale, else fetched), or undefined when refused. */
export type WarmRead = <T>(url: string) => Promise<T | undefined>;

/** Reads what one person will want; later reads may follow from earlier answers. */
export type WarmPlan = (read: WarmRead) => Promise<void>;

export interface WarmUpResult {
  /** False when it stopped early (signed out, offline, cancelled); the next start tries again. */
  complete: boolean;
  /** Cache keys of the reads the plan named, in order. */
  keys: string[];
}

/** The cache entry that remembers which keys the last complete warm-up kept. */
export const WARMED_KEYS_KEY = 'warm-up:keys';

class Stopped extends Error {}

function afterLoad(): Promise<void> {
  if (document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
}

async function replaceOlderCopies(keys: readonly string[]): Promise<void> {
  const previous = await readCacheEntry(WARMED_KEYS_KEY);
  const kept = new Set(keys);
  const before = Array.isArray(previous?.data) ? (previous.data as string[]) : [];
  for (const key of before) if (!kept.has(key)) await deleteCacheEntry(key);
  await writeCacheEntry({
    key: WARMED_KEYS_KEY,
    url: WARMED_KEYS_KEY,
    data: keys,
    storedAt: Date.now(),
    owner: currentOwner(),
  });
}

export async function warmUp(plan: WarmPlan, signal: AbortSignal): Promise<WarmUpResult> {
  const ticket = getTicket();
  const keys: string[] = [];
  if (ticket === null) return { complete: false, keys };

  const read: WarmRead = async <T>(url: string) => {
    await whenIdle();
    if (signal.aborted || getTicket() !== ticket) throw new Stopped();
    const key = swrKey(url);
    if (!keys.includes(key)) keys.push(key);
    const cached = await readSwrCache<T>(key);
    if (cached && isFresh(cached) && !cached.stale) return cached.data;
    try {
      const options: RevalidateOptions<T> = {
        silent: true,
        redirectOnUnauthorized: false,
        priority: 'low',
        signal,
      };
      return (await revalidate(url, options)).data;
    } catch (error) {
      if (signal.aborted || isOfflineFailure(error)) throw new Stopped();
      // A refusal (a club not approved yet, a roster withdrawn) costs only this read.
      return undefined;
    }
  };

  try {
    await afterLoad();
    await plan(read);
  } catch (error) {
    if (error instanceof Stopped) return { complete: false, keys };
    throw error;
  }
  if (signal.aborted || getTicket() !== ticket) return { complete: false, keys };
  await replaceOlderCopies(keys);
  return { complete: true, keys };
}
