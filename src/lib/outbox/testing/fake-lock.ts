// One Web Lock shared by several engines, as navigator.locks is shared by the tabs of an origin.
import type { LockRequester } from '../sync-guard';

export function createFakeLock(): LockRequester & { holders: number; maxHolders: number } {
  let tail: Promise<unknown> = Promise.resolve();
  const lock = {
    holders: 0,
    maxHolders: 0,
    request<T>(_name: string, callback: () => Promise<T>): Promise<T> {
      const granted = tail.then(async () => {
        lock.holders += 1;
        lock.maxHolders = Math.max(lock.maxHolders, lock.holders);
        try {
          return await callback();
        } finally {
          lock.holders -= 1;
        }
      });
      tail = granted.catch(() => undefined);
      return granted;
    },
  };
  return lock;
}
