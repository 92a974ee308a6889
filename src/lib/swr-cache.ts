// Stale-while-revalidate without React (docs/offline-and-sync.md, "The SWR cache"): a cached
// answer is served at once, and one refetch per key at a time refreshes it unless it is a
// visitor's answer younger than the original's 60 000 ms that no write has made stale.
import { readPathKey } from '../contract/api/route-path';
import type { SchemaSource } from './api-client';
import { cacheOpened, currentOwner, readCacheEntry, writeCacheEntry } from './http-cache';
import type { SearchParams } from './search-params';
import { loadApiClient } from './load-api-client';
import { writesHeard } from './stale-answers';
import { getTicket } from './ticket';

export const FRESH_FOR_MS = 60_000;

export interface SwrEntry<T> {
  data: T;
  /** When the answer arrived from the server (ms since epoch). */
  storedAt: number;
}

export interface RevalidateOptions<T> {
  searchParams?: SearchParams;
  schema?: SchemaSource<T>;
  silent?: boolean;
  redirectOnUnauthorized?: boolean;
  signal?: AbortSignal;
  priority?: RequestPriority;
  /**
   * The answer must come from a request sent after this call, not one already in flight: that one
   * may have left before the caller's change reached the server, and would answer from before it.
   */
  afterChange?: boolean;
}

/** An answer as the cache keeps it: whose it is, and whether a write has made it stale since. */
export interface CachedAnswer<T> extends SwrEntry<T> {
  owner: number | null;
  stale: boolean;
}

type Listener = (entry: SwrEntry<unknown>) => void;

const listeners = new Map<string, Set<Listener>>();
const inflight = new Map<string, Promise<SwrEntry<unknown>>>();

/** The cache key: path plus the query with sorted keys, as the server seeds rendered pages. */
export function swrKey(url: string, searchParams?: SearchParams): string {
  return readPathKey(url, searchParams);
}

export function isFresh(entry: SwrEntry<unknown>, now: number = Date.now()): boolean {
  return now - entry.storedAt < FRESH_FOR_MS;
}

/**
 * A cached answer a page may show without asking the server: only a visitor's, under 60 s old,
 * that no write has made stale since. What a signed-in person reads (the console, their centre,
 * their club) is theirs to change, by their own hand or in another tab, so it is always asked
 * for again when shown, whatever its age.
 */
export function isTrusted(entry: CachedAnswer<unknown>, now: number = Date.now()): boolean {
  return entry.owner === null && !entry.stale && isFresh(entry, now);
}

/** Calls `listener` whenever a fetch of `key` brings a new answer. */
export function subscribeSwr(key: string, listener: Listener): () => void {
  const set = listeners.get(key) ?? new Set<Listener>();
  set.add(listener);
  listeners.set(key, set);
  return () => {
    set.delete(listener);
    if (set.size === 0) listeners.delete(key);
  };
}

/** The cached answer of `key`, unless it no longer fits `schema` (an older app version stored it). */
export async function readSwrCache<T>(
  key: string,
  schema?: SchemaSource<T>,
): Promise<CachedAnswer<T> | undefined> {
  const entry = await readCacheEntry(key);
  if (!entry) return undefined;
  const kept = { storedAt: entry.storedAt, owner: entry.owner, stale: entry.stale === true };
  if (!schema) return { ...kept, data: entry.data as T };
  const check = typeof schema === 'function' ? await schema() : schema;
  const parsed = check.safeParse(entry.data);
  return parsed.success ? { ...kept, data: parsed.data } : undefined;
}

/** Fetches `url` now and caches the answer; concurrent calls for one key share one request. */
export function revalidate<T>(
  url: string,
  options: RevalidateOptions<T> = {},
): Promise<SwrEntry<T>> {
  const key = swrKey(url, options.searchParams);
  const running = inflight.get(key) as Promise<SwrEntry<T>> | undefined;
  if (running && options.afterChange) {
    // Sent after the one in flight ends, so each page shows the older answer first, then this one;
    // a request started meanwhile was sent after this call, and is shared.
    const next = { ...options, afterChange: false };
    return running.then(
      () => revalidate(url, next),
      () => revalidate(url, next),
    );
  }
  if (running) return running;
  const owner = currentOwner();
  const ticket = getTicket();
  const writesBefore = writesHeard();
  const request = loadApiClient()
    .then(({ apiGet }) => apiGet<T>(url, options))
    .then(async (data) => {
      const entry: SwrEntry<T> = { data, storedAt: Date.now() };
      // Fetched for someone who signed out while it travelled: a shared phone must not keep it,
      // nor show it on a page that is no longer theirs.
      if (owner !== null && getTicket() !== ticket) return entry;
      const stale = writesHeard() !== writesBefore;
      await writeCacheEntry({ key, url, data, storedAt: entry.storedAt, owner, stale });
      for (const listener of listeners.get(key) ?? []) listener(entry);
      return entry;
    })
    .finally(() => inflight.delete(key));
  inflight.set(key, request);
  return request;
}

/**
 * Waits up to `ms` for the reads in flight, and those queued behind them (afterChange), then
 * forgets any still travelling. Tests call it between cases: a read one case left behind would
 * otherwise answer the next case's page, or reach the next case's fake network.
 */
export async function settleReads(ms: number): Promise<void> {
  if (inflight.size > 0) {
    let waiting = true;
    const timeUp = new Promise((resolve) => setTimeout(resolve, ms)).then(() => {
      waiting = false;
    });
    while (waiting && inflight.size > 0) {
      await Promise.race([Promise.allSettled([...inflight.values()]), timeUp]);
    }
  }
  inflight.clear();
}

/**
 * Keeps an answer the page made from what the server pushed (docs/live-scores.md) as if it had been
 * fetched now: every page showing `key` updates, and it opens so offline. Public answers only.
 */
export async function putSwrEntry<T>(key: string, data: T): Promise<SwrEntry<T>> {
  const entry: SwrEntry<T> = { data, storedAt: Date.now() };
  for (const listener of listeners.get(key) ?? []) listener(entry);
  await writeCacheEntry({ key, url: key, data, storedAt: entry.storedAt, owner: null });
  return entry;
}

/** Keeps a server-rendered page's answers (public ones: the server read them without a ticket). */
export async function storeSeed(seed: Record<string, SwrEntry<unknown>>): Promise<void> {
  for (const [key, entry] of Object.entries(seed)) {
    const cached = await readCacheEntry(key);
    if (cached && cached.storedAt >= entry.storedAt) continue;
    await writeCacheEntry({
      key,
      url: key,
      data: entry.data,
      storedAt: entry.storedAt,
      owner: null,
    });
  }
}

/** Settles once a service worker controls the site; never where there is none. */
function serviceWorkerReady(): Promise<unknown> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) {
    return new Promise(() => undefined);
  }
  return navigator.serviceWorker.ready;
}

/**
 * Keeps a rendered page's answers (storeSeed) once that costs the visit no download: when the
 * cache opens for another reason (a read the seed lacked, a sign-in), or when the service worker
 * holds the app, whose precache then serves the cache's code (Dexie). A first visit that only reads
 * the page loads none of it; and without a worker the page could not open offline next time.
 */
export async function keepSeed(seed: Record<string, SwrEntry<unknown>>): Promise<void> {
  await Promise.race([cacheOpened(), serviceWorkerReady()]);
  await storeSeed(seed);
}

export interface SwrGetOptions<T> {
  schema?: SchemaSource<T>;
  silent?: boolean;
  /** Called with the new answer when an untrusted cached one was returned and the refresh succeeds. */
  onRevalidate?: (data: T) => void;
}

/**
 * For code outside React: resolves with the cached answer at once (refreshing it in the
 * background, silently, unless it is trusted), or with the network answer when nothing is cached.
 */
export async function swrGet<T>(
  url: string,
  searchParams?: SearchParams,
  options: SwrGetOptions<T> = {},
): Promise<T> {
  const { schema, silent, onRevalidate } = options;
  const cached = await readSwrCache(swrKey(url, searchParams), schema);
  if (!cached) return (await revalidate(url, { searchParams, schema, silent })).data;
  if (!isTrusted(cached)) {
    revalidate(url, { searchParams, schema, silent: true }).then(
      (entry) => onRevalidate?.(entry.data),
      // The cached answer already served the caller; the next read tries again.
      () => undefined,
    );
  }
  return cached.data;
}
