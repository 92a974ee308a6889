// Answers the server already read for a server-rendered page (see server/http/rendered-pages.ts).
// The server renders with them and writes them into the page as JSON; the browser hydrates with
// the same answers, so its first render matches the HTML without waiting for the network.
import { createContext, useContext } from 'react';
import { SWR_SEED_ELEMENT_ID } from './seed-element-id';
import type { SwrEntry } from './swr-cache';

/** Cache key (see `swrKey`) → the answer and when the server read it. */
export type SwrSeed = Record<string, SwrEntry<unknown>>;

export { SWR_SEED_ELEMENT_ID };

export const SwrSeedContext = createContext<SwrSeed | null>(null);

/**
 * On the server only: collects the keys a render asked for that its seed lacked, so the server can
 * read those answers and render again with them (src/entry-server.tsx).
 */
export const SeedMissesContext = createContext<Set<string> | null>(null);

export function useSwrSeed(key: string | null): SwrEntry<unknown> | undefined {
  const seed = useContext(SwrSeedContext);
  const misses = useContext(SeedMissesContext);
  if (key === null) return undefined;
  const entry = seed?.[key];
  if (entry === undefined) misses?.add(key);
  return entry;
}

/**
 * The seed the server wrote into this page, if it rendered it. Its answers count as arrived now,
 * with the page, rather than at the server's clock, which may differ from this device's.
 */
export function readSeedFromDocument(now: number = Date.now()): SwrSeed | null {
  const element = document.getElementById(SWR_SEED_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    const seed = JSON.parse(element.textContent) as SwrSeed;
    return Object.fromEntries(
      Object.entries(seed).map(([key, entry]) => [key, { data: entry.data, storedAt: now }]),
    );
  } catch {
    return null;
  }
}
