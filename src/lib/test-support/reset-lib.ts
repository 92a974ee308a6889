// Puts the shared lib state back between tests: storage, cache, notifications, stubs.
import { vi } from 'vitest';
import { db } from '../db';
import { setCacheUser } from '../http-cache';
import { dismissAllNotifications } from '../notify';

export async function resetLib(): Promise<void> {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  window.localStorage.clear();
  window.history.replaceState(null, '', '/');
  dismissAllNotifications();
  await setCacheUser(null);
  await db.httpCache.clear();
}
