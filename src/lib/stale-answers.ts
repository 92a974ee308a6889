// After a write, what this browser shows must be what the server now holds
// (docs/offline-and-sync.md, "After a write"): every cached answer is marked stale, and every page
// showing one reads it again, in this tab and in the person's other tabs.
import { markCacheStale } from './http-cache';

type Reread = () => Promise<void>;

/** Tabs of one browser share the cache and the ticket, so they share the news of a write too. */
const CHANNEL_NAME = 'feipan-stale-answers';

const shown = new Set<Reread>();
let channel: BroadcastChannel | null | undefined;
let writes = 0;

/**
 * How many writes this tab has heard of. A read compares it at sending and at answering: an
 * answer that left before a write may predate it, and is kept stale.
 */
export function writesHeard(): number {
  return writes;
}

/** Opened when first needed: a tab that shows nothing and writes nothing has nothing to hear. */
function openChannel(): BroadcastChannel | null {
  if (channel !== undefined) return channel;
  channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL_NAME);
  if (channel) {
    channel.onmessage = () => {
      writes += 1;
      void rereadShown();
    };
  }
  return channel;
}

async function rereadShown(): Promise<void> {
  // A failed read shows its own hint on its page; the write itself succeeded.
  await Promise.allSettled([...shown].map((reread) => reread()));
}

/** While a page shows an answer, `reread` fetches it again after any write; returns the stop. */
export function whileShown(reread: Reread): () => void {
  openChannel();
  shown.add(reread);
  return () => shown.delete(reread);
}

/**
 * Called once a write has succeeded. Settles when the cache is marked stale, so a page opened next
 * (the list the editor links back to) asks the server; the other tabs hear of it only then, as
 * they read the same database. The pages on screen read again meanwhile: the write's own dialog
 * closes at once rather than after the list it sits in has been fetched again.
 */
export async function answersChanged(): Promise<void> {
  writes += 1;
  await markCacheStale();
  openChannel()?.postMessage('stale');
  void rereadShown();
}
