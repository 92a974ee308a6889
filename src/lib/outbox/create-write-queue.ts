// A queue of pending writes of one kind (docs/offline-and-sync.md, "Pending writes"): a write is
// stored in IndexedDB first, so it survives a reload or a closed tab, then sent at once when
// online, when the browser comes back online, when the page is shown again, and after a failure
// on a timer with backoff (1 s doubling to 5 minutes). One drain at a time: across tabs by a Web
// Lock, within a tab by joining the drain under way (and running once more after it when asked).
import type { Table } from 'dexie';
import { backoffDelay } from './backoff-delay';
import { drainPendingWrites } from './drain-pending-writes';
import { pendingWritesTable, type PendingWrite } from './pending-writes-table';

const BASE_MS = 1_000;
const MAX_MS = 5 * 60_000;
const LOCK_NAME = 'feipan-pending-writes';

export interface WriteQueueOptions<B> {
  kind: string;
  /** Sends one write; rejects with an ApiError as the app's client does. */
  send: (write: PendingWrite<B>) => Promise<unknown>;
  /** After a drain in which the server answered at least one write. */
  onSettled?: () => void;
  /** The table to keep writes in; the app database's by default. */
  table?: Promise<Table<PendingWrite, string>>;
  now?: () => number;
  random?: () => number;
  isOnline?: () => boolean;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

export interface WriteQueue<B> {
  /** Keeps `body` as the latest write of `key` (replacing one not yet sent) and tries to send it. */
  save: (key: string, owner: number, body: B, id: string) => Promise<void>;
  /** Forgets a refused write once the person has read why. */
  dismiss: (key: string) => Promise<void>;
  /** Sends what waits for `owner` now, if online; resolves when this drain ends. */
  sync: () => Promise<void>;
  /** Names the signed-in user (null: nobody, nothing is sent) and starts listening for the network. */
  start: (owner: number | null) => void;
}

export function createWriteQueue<B>(options: WriteQueueOptions<B>): WriteQueue<B> {
  const tableReady = options.table ?? pendingWritesTable();
  const now = options.now ?? Date.now;
  const random = options.random ?? Math.random;
  const isOnline = options.isOnline ?? (() => navigator.onLine !== false);
  const setTimer = options.setTimer ?? ((run, ms) => setTimeout(run, ms));
  const clearTimer = options.clearTimer ?? ((timer) => clearTimeout(timer as number));
  let owner: number | null = null;
  let failures = 0;
  let timer: unknown = null;
  let running: Promise<void> | null = null;
  let again = false;
  let listening = false;

  const locked = <T>(job: () => Promise<T>): Promise<T> =>
    typeof navigator !== 'undefined' && navigator.locks
      ? (navigator.locks.request(LOCK_NAME, job) as Promise<T>)
      : job();

  function retryLater() {
    failures += 1;
    if (timer !== null) clearTimer(timer);
    timer = setTimer(
      () => {
        timer = null;
        void sync();
      },
      backoffDelay(failures, random, BASE_MS, MAX_MS),
    );
  }

  async function drainOnce() {
    const who = owner;
    if (who === null || !isOnline()) return;
    const table = await tableReady;
    const result = await locked(() => drainPendingWrites(table, options.kind, who, options.send));
    if (result.settled > 0) options.onSettled?.();
    if (result.outcome === 'retry') retryLater();
    else failures = 0;
  }

  function sync(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        // A failure of the local database is retried like a failed send: nothing is dropped.
        await drainOnce().catch(retryLater);
      } while (again);
    })().finally(() => {
      running = null;
    });
    return running;
  }

  function listen() {
    if (listening || typeof window === 'undefined') return;
    listening = true;
    window.addEventListener('online', () => {
      failures = 0;
      void sync();
    });
    window.addEventListener('pageshow', () => void sync());
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'visible') void sync();
    });
  }

  return {
    async save(key, who, body, id) {
      const table = await tableReady;
      await table.put({
        key,
        kind: options.kind,
        owner: who,
        id,
        body,
        savedAt: now(),
        rejection: null,
      });
      void sync();
    },
    async dismiss(key) {
      const table = await tableReady;
      await table.delete(key);
    },
    sync,
    start(who) {
      owner = who;
      listen();
      void sync();
    },
  };
}
