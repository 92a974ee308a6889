// After a write, what this browser shows must be what the server now holds
// (docs/offline-and-sync.md, "After a write"): every cached answer is marked stale, and every page
// showing one reads it again, in this tab and in the person's other tabs.
import { markCacheStale } from './http-cache';

type Reread = () => Promise<void>;

/** Tabs of one browser share the cache and the ticket, so they share the news of a write too. */
const CHANNEL_NAME = 'feipan-stale-answers';

const shown = new Set<Reread>();
let channel: BroadcastChannel | null | undefined;

/** Opened when first needed: a tab that shows nothing and writes nothing has nothing to hear. */
function openChannel(): BroadcastChannel | null {
  if (channel !== undefined) return channel;
  channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL_NAME);
  if (channel) channel.onmessage = () => void rereadShown();
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
 * Called once a write has succeeded: the cache is marked stale before the other tabs hear of it
 * (they read the same database), and settles when this tab's pages have read again, so the caller
 * goes on with every page on screen showing the change.
 */
export async function answersChanged(): Promise<void> {
  await markCacheStale();
  openChannel()?.postMessage('stale');
  await rereadShown();
}
