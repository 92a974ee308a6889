// What the screen shows about syncing (docs/offline-and-sync.md: 待同步 N, 已同步, offline, rejected
// actions), as a small observable that React reads with useSyncExternalStore and plain code
// reads with get().
import type { OutboxEntry } from '../local/scoring-tables';
import type { SyncFailure } from './sync-error';

export interface SyncStatus {
  pendingCount: number;
  /** Actions the server turned down, each with its message, until the volunteer dismisses them. */
  rejected: OutboxEntry[];
  lastSyncAt: number | null;
  offline: boolean;
  needsLogin: boolean;
  syncing: boolean;
  /** Why the last sync stopped short, while it is retried; null after a full sync. */
  lastFailure: SyncFailure | null;
  /** When the next retry after a failure is due (ms since epoch), or null. */
  nextRetryAt: number | null;
}

export const INITIAL_SYNC_STATUS: SyncStatus = {
  pendingCount: 0,
  rejected: [],
  lastSyncAt: null,
  offline: false,
  needsLogin: false,
  syncing: false,
  lastFailure: null,
  nextRetryAt: null,
};

export interface SyncState {
  get(): SyncStatus;
  update(patch: Partial<SyncStatus>): void;
  subscribe(listener: () => void): () => void;
}

export function createSyncState(initial: Partial<SyncStatus> = {}): SyncState {
  let status: SyncStatus = { ...INITIAL_SYNC_STATUS, ...initial };
  const listeners = new Set<() => void>();
  return {
    get: () => status,
    update(patch) {
      const changed = (Object.keys(patch) as (keyof SyncStatus)[]).some(
        (key) => patch[key] !== status[key],
      );
      if (!changed) return;
      // A new object on every change, so useSyncExternalStore sees it.
      status = { ...status, ...patch };
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
