// One drain at a time: across tabs through the Web Locks API, and within a tab by handing a
// caller the drain already under way instead of starting a second one (as Dexie Cloud does).
// Both offline queues run their drains through it: the scoring outbox under `feipan-sync`, the
// pending writes under `feipan-pending-writes`.

/** The one method of navigator.locks the guard uses, so tests can pass a fake lock. */
export interface LockRequester {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

function browserLocks(): LockRequester | undefined {
  // jsdom and old browsers have no Web Locks; one tab then simply runs the job directly.
  return typeof navigator !== 'undefined' && navigator.locks ? navigator.locks : undefined;
}

export function createSyncGuard<T>(
  lockName: string,
  job: () => Promise<T>,
  locks: LockRequester | undefined = browserLocks(),
): () => Promise<T> {
  let inFlight: Promise<T> | null = null;
  return () => {
    inFlight ??= (locks ? locks.request(lockName, job) : job()).finally(() => {
      inFlight = null;
    });
    return inFlight;
  };
}
