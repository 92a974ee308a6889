// useSwr: a GET read that shows its IndexedDB-cached answer at once and asks the server again unless
// it is a visitor's answer under 60 s old, so pages seen once open offline with a 「离线」/「更新于 …」
// hint, and reads again after any write (docs/offline-and-sync.md).
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import type { SchemaSource } from './api-client';
import { isOfflineFailure } from './api-error';
import type { SearchParams } from './search-params';
import { whileShown } from './stale-answers';
import {
  isFresh,
  isTrusted,
  readSwrCache,
  revalidate,
  subscribeSwr,
  swrKey,
  type SwrEntry,
} from './swr-cache';
import { useSwrSeed } from './swr-seed';

export { clearUserCache } from './http-cache';
export { FRESH_FOR_MS, revalidate, swrGet, swrKey } from './swr-cache';

export interface UseSwrOptions<T> {
  searchParams?: SearchParams;
  schema?: SchemaSource<T>;
  /** Never notify on failure: for reads that decorate every page (the site configuration). */
  silent?: boolean;
}

export interface SwrResult<T> {
  data: T | undefined;
  error: Error | undefined;
  /** Nothing to show yet: no cached answer and the first fetch is running. */
  isLoading: boolean;
  /** A fetch is running (possibly behind cached data: 「正在更新」 when `fromCache`). */
  isValidating: boolean;
  /** `data` came from the cache and no fetch has confirmed it since. */
  fromCache: boolean;
  /** When `data` arrived from the server (ms since epoch). */
  updatedAt: number | undefined;
  /** The last fetch failed for want of a connection; `data`, if any, is the cached answer. */
  offline: boolean;
  refresh: () => Promise<void>;
}

type SwrState<T> = Omit<SwrResult<T>, 'refresh'> & { key: string | null };

function initialState<T>(key: string | null): SwrState<T> {
  return {
    key,
    data: undefined,
    error: undefined,
    isLoading: key !== null,
    isValidating: false,
    fromCache: false,
    updatedAt: undefined,
    offline: false,
  };
}

/** A fresh answer the server rendered the page with: the first render shows it, as the HTML did. */
function seededState<T>(key: string, seed: SwrEntry<unknown>): SwrState<T> {
  return {
    ...initialState<T>(key),
    data: seed.data as T,
    isLoading: false,
    updatedAt: seed.storedAt,
  };
}

function browserOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

export function useSwr<T>(url: string | null, options: UseSwrOptions<T> = {}): SwrResult<T> {
  const key = url === null ? null : swrKey(url, options.searchParams);
  const seed = useSwrSeed(key);
  // The seed shown by the first render, if any: then the effect below need not fetch at once.
  const [seeded] = useState(() => (key !== null && seed && isFresh(seed) ? { key, seed } : null));
  const [state, setState] = useState<SwrState<T>>(() =>
    seeded ? seededState<T>(seeded.key, seeded.seed) : initialState<T>(key),
  );
  // Callers pass fresh option objects each render; the key says when the request really changed.
  const optionsRef = useRef(options);
  const hasDataRef = useRef(false);
  useEffect(() => {
    optionsRef.current = options;
    hasDataRef.current = state.key === key && state.data !== undefined;
  });

  // Answers arrive outside any event: as transitions, the page they fill is rendered in slices of a
  // few milliseconds instead of one long task that holds a slow phone's taps for a second or more.
  const patch = useCallback(
    (change: Partial<SwrState<T>>) =>
      startTransition(() =>
        setState((previous) => (previous.key === key ? { ...previous, ...change } : previous)),
      ),
    [key],
  );

  const refetch = useCallback(
    async (hasData: boolean, afterChange = false) => {
      if (url === null) return;
      const { searchParams, schema, silent } = optionsRef.current;
      patch({ isValidating: true });
      try {
        // Behind cached data a failure is shown by the offline hint, not by a notification; with
        // the browser offline, the page's own 加载失败 box already says 网络异常 where it is missing.
        await revalidate(url, {
          searchParams,
          schema,
          silent: silent || hasData || browserOffline(),
          afterChange,
        });
        patch({ error: undefined, offline: false });
      } catch (error) {
        patch({
          error: error instanceof Error ? error : new Error(String(error)),
          offline: isOfflineFailure(error) || browserOffline(),
        });
      } finally {
        patch({ isValidating: false, isLoading: false });
      }
    },
    [url, patch],
  );

  useEffect(() => {
    if (key === null) return;
    let active = true;
    const seedShown = seeded?.key === key ? seeded.seed : undefined;
    const freshSeed = seedShown && isFresh(seedShown) ? seedShown : undefined;
    // A new key starts afresh, or from the page's seed when it comes back to the seed's key (a
    // filter set and cleared); the same key keeps what the first render showed.
    setState((previous) => {
      if (previous.key === key) return previous;
      return freshSeed ? seededState<T>(key, freshSeed) : initialState<T>(key);
    });
    // After a write, here or in another tab, the page shows what the server now holds.
    const stopRereads = whileShown(() => refetch(hasDataRef.current, true));
    const unsubscribe = subscribeSwr(key, (entry) =>
      patch({
        data: entry.data as T,
        updatedAt: entry.storedAt,
        fromCache: false,
        isLoading: false,
      }),
    );
    void (async () => {
      // A fresh seed is newer than anything the cache holds (the page stored it there): reading
      // the cache back would only load and run the answer's schema on a first visit.
      if (freshSeed) return;
      const cached = await readSwrCache(key, optionsRef.current.schema);
      if (!active) return;
      if (cached) {
        // A fetch may have answered while the cache was being read: keep the newer answer.
        startTransition(() =>
          setState((previous) =>
            previous.key !== key || (previous.updatedAt ?? 0) >= cached.storedAt
              ? previous
              : {
                  ...previous,
                  data: cached.data,
                  updatedAt: cached.storedAt,
                  fromCache: true,
                  isLoading: false,
                },
          ),
        );
        if (isTrusted(cached)) return;
      }
      await refetch(cached !== undefined || seedShown !== undefined);
    })();
    const onOnline = () => void refetch(hasDataRef.current);
    window.addEventListener('online', onOnline);
    return () => {
      active = false;
      stopRereads();
      unsubscribe();
      window.removeEventListener('online', onOnline);
    };
  }, [key, patch, refetch, seeded]);

  // Pages refresh after a change of theirs (or a push saying the answer changed): a read already in
  // flight may have left before it, so the answer must come from a request sent after this call.
  const refresh = useCallback(() => refetch(hasDataRef.current, true), [refetch]);
  const shown = state.key === key ? state : initialState<T>(key);
  return {
    data: shown.data,
    error: shown.error,
    isLoading: shown.isLoading,
    isValidating: shown.isValidating,
    fromCache: shown.fromCache,
    updatedAt: shown.updatedAt,
    offline: shown.offline,
    refresh,
  };
}
