// A queue of pending writes of one kind (docs/offline-and-sync.md, "Pending writes"): a write is
// stored in IndexedDB first, so it survives a reload or a closed tab, then sent through the same
// machinery as the scoring outbox: the guard (one drain at a time, across tabs by a Web Lock,
// within a tab by joining the drain under way) and the scheduler (at once when online, when the
// browser comes back online, when the page is shown again, after a failure on a timer with backoff
// from 1 s doubling to 5 minutes, and once more after a drain during which it was asked again).
import type { Table } from 'dexie';
import { drainPendingWrites, type DrainResult } from './drain-pending-writes';
import { appPendingWrites, type PendingWrite } from './pending-writes-table';
import { createSyncGuard, type LockRequester } from './sync-guard';
import { createSyncScheduler, type SchedulerClock } from './sync-scheduler';

const LOCK_NAME = 'feipan-pending-writes';

export interface WriteQueueOptions<B> {
  kind: string;
  /** Sends one write; rejects with an ApiError as the app's client does. */
  send: (write: PendingWrite<B>) => Promise<unknown>;
  /** After a drain in which the server answered at least one write. */
  onSettled?: () => void;
  /** The table to keep writes in; the app database's by default. */
  table?: Table<PendingWrite, string>;
  /** The retry timer's clock (and the time a write is saved at); the system's by default. */
  clock?: SchedulerClock;
  random?: () => number;
  isOnline?: () => boolean;
  /** navigator.locks by default; tests pass a fake shared by two queues, as tabs share one. */
  locks?: LockRequester;
}

export interface WriteQueue<B> {
  /** Keeps `body` as the latest write of `key` (replacing one not yet sent) and tries to send it. */
  save: (key: string, owner: number, body: B, id: string) => Promise<void>;
  /** Forgets a refused write once the person has read why. */
  dismiss: (key: string) => Promise<void>;
  /** Sends what waits for the signed-in owner now, if online; resolves when this drain ends. */
  sync: () => Promise<void>;
  /** Names the signed-in user (null: nobody, nothing is sent) and starts listening for the network. */
  start: (owner: number | null) => void;
}

export function createWriteQueue<B>(options: WriteQueueOptions<B>): WriteQueue<B> {
  const table = options.table ?? appPendingWrites;
  const now = () => options.clock?.now() ?? Date.now();
  let owner: number | null = null;

  const drainLocked = createSyncGuard(
    LOCK_NAME,
    async (): Promise<DrainResult> => {
      const who = owner;
      if (who === null) return { outcome: 'done', settled: 0 };
      return drainPendingWrites(table, options.kind, who, options.send);
    },
    options.locks,
  );
  const scheduler = createSyncScheduler({
    // A failure of the local database rejects, and the scheduler retries it like a failed send.
    sync: async () => {
      const result = await drainLocked();
      if (result.settled > 0) options.onSettled?.();
      return result;
    },
    clock: options.clock,
    random: options.random,
    isOnline: options.isOnline,
  });
  let listening = false;

  return {
    async save(key, who, body, id) {
      await table.put({
        key,
        kind: options.kind,
        owner: who,
        id,
        body,
        savedAt: now(),
        rejection: null,
      });
      void scheduler.poke();
    },
    async dismiss(key) {
      await table.delete(key);
    },
    sync: scheduler.poke,
    start(who) {
      owner = who;
      // The scheduler drains when it starts; later owners drain on a poke.
      if (listening) void scheduler.poke();
      else scheduler.start();
      listening = true;
    },
  };
}
