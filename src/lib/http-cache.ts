// The IndexedDB side of stale-while-revalidate: cached GET answers and whose they are.
// A storage failure (quota, private mode) never breaks a read: the cache just misses.
// Dexie is imported on first use so that it stays out of the JavaScript of a page's first load.
import type { HttpCacheEntry } from './db';
import { getTicket } from './ticket';

let markOpened: () => void = () => undefined;
const opened = new Promise<void>((resolve) => {
  markOpened = resolve;
});

const database = () => {
  markOpened();
  return import('./db').then((module) => module.db);
};

/** Settles when something first reads or writes the cache, and with it loads Dexie. */
export function cacheOpened(): Promise<void> {
  return opened;
}

/** Owner of answers fetched with a ticket before we know whose ticket it is (ids start at 1). */
export const UNKNOWN_OWNER = 0;

let signedInUserId: number | null = null;

/** The owner to record for an answer fetched now. */
export function currentOwner(): number | null {
  if (getTicket() === null) return null;
  return signedInUserId ?? UNKNOWN_OWNER;
}

/**
 * Whether an answer fetched for `owner` may still be read or kept: not once its user has signed out (no
 * ticket) or another has signed in. A read that was on its way while someone signed out would
 * otherwise land after the sign-out's clean-up and leave their club's names on the phone.
 */
function ownerStillSignedIn(owner: number | null): boolean {
  if (owner === null) return true;
  if (getTicket() === null) return false;
  return signedInUserId === null || owner === UNKNOWN_OWNER || owner === signedInUserId;
}

export async function readCacheEntry(key: string): Promise<HttpCacheEntry | undefined> {
  try {
    const entry = await (await database()).httpCache.get(key);
    return entry && ownerStillSignedIn(entry.owner) ? entry : undefined;
  } catch {
    return undefined;
  }
}

export async function writeCacheEntry(entry: HttpCacheEntry): Promise<void> {
  try {
    const db = await database();
    // Checked right before the put is queued: the sign-out drops the ticket before it queues its
    // delete, so a put queued after this check is deleted with the rest.
    if (!ownerStillSignedIn(entry.owner)) return;
    await db.httpCache.put(entry);
  } catch {
    // The answer is still returned to the caller; it just will not be there offline.
  }
}

export async function deleteCacheEntry(key: string): Promise<void> {
  try {
    await (await database()).httpCache.delete(key);
  } catch {
    // Nothing to do: a missing entry is the goal.
  }
}

/** After a write: every answer kept may have changed, and is asked for again when next shown. */
export async function markCacheStale(): Promise<void> {
  try {
    await (await database()).httpCache.toCollection().modify({ stale: true });
  } catch {
    // A page that reads an entry this missed still asks the server: signed-in reads always do.
  }
}

/** Logout: forget every answer fetched with a ticket, keep the public pages for offline use. */
export async function clearUserCache(): Promise<void> {
  try {
    await (await database()).httpCache.filter((entry) => entry.owner !== null).delete();
  } catch {
    // Unreadable storage holds nothing a later reader could see either.
  }
}

/**
 * Tells the cache who is signed in. Answers fetched before the user was known become theirs,
 * and answers of any other user (a ticket that died unseen) are deleted.
 */
export async function setCacheUser(userId: number | null): Promise<void> {
  signedInUserId = userId;
  if (userId === null) return;
  try {
    const db = await database();
    await db.transaction('rw', db.httpCache, async () => {
      await db.httpCache.filter((entry) => entry.owner === UNKNOWN_OWNER).modify({ owner: userId });
      await db.httpCache.filter((entry) => entry.owner !== null && entry.owner !== userId).delete();
    });
  } catch {
    // Reads still filter by owner, so a failed clean-up cannot show another user's data.
  }
}
