// Puts the shared lib state back between tests: storage, cache, notifications, stubs.
import { vi } from 'vitest';
import { db } from '../db';
import { setCacheUser } from '../http-cache';
import { dismissAllNotifications } from '../notify';
import { settleReads } from '../swr-cache';

export async function resetLib(): Promise<void> {
  vi.useRealTimers();
  // Before the fake network goes: a read the last case left travelling ends on it.
  await settleReads(1000);
  vi.unstubAllGlobals();
  window.localStorage.clear();
  window.history.replaceState(null, '', '/');
  dismissAllNotifications();
  await setCacheUser(null);
  await db.httpCache.clear();
}
