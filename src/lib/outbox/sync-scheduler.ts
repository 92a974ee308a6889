// Decides WHEN to drain an offline queue (the scoring outbox, the pending writes): on start, when
// the browser comes online, when the page becomes visible or is shown again from the back-forward
// cache, when poked (after a write), and after a failure on a timer with exponential backoff and
// jitter. A poke during a drain is answered by one more drain after it. The clock, the random
// source and the event targets are injected so tests drive time by hand.
import { backoffDelay } from './backoff-delay';

/**
 * How a drain ended: `retry` (the network or the server failed; try again on the timer),
 * `needs-login` (a 401; wait for a new login, no timer) or `done`.
 */
export interface DrainOutcome {
  outcome: 'done' | 'retry' | 'needs-login';
}

export interface SchedulerClock {
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** What the scheduler tells the sync state. */
export type SchedulerEvent<R extends DrainOutcome = DrainOutcome> =
  | { type: 'started' }
  | { type: 'finished'; report: R; nextRetryAt: number | null }
  | { type: 'failed'; error: unknown; nextRetryAt: number }
  | { type: 'offline' }
  | { type: 'online' };

export interface SchedulerOptions<R extends DrainOutcome = DrainOutcome> {
  sync: () => Promise<R>;
  onEvent?: (event: SchedulerEvent<R>) => void;
  clock?: SchedulerClock;
  random?: () => number;
  /** Gets online, offline and pageshow: the window in the app. */
  windowTarget?: EventTarget;
  /** Gets visibilitychange: the document in the app. */
  documentTarget?: EventTarget & { visibilityState: DocumentVisibilityState };
  isOnline?: () => boolean;
  baseDelayMs?: number;
  maxDelayMs?: number;
}

export interface SyncScheduler {
  start(): void;
  stop(): void;
  /**
   * Run now (after a write, after login); a run under way is followed by one more. Resolves when
   * the drains it asked for have ended (at once while stopped or offline).
   */
  poke(): Promise<void>;
}

const systemClock: SchedulerClock = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export function createSyncScheduler<R extends DrainOutcome>({
  sync,
  onEvent = () => {},
  clock = systemClock,
  random = Math.random,
  windowTarget = globalThis.window,
  documentTarget = globalThis.document,
  isOnline = () => globalThis.navigator?.onLine ?? true,
  baseDelayMs = 1000,
  maxDelayMs = 5 * 60_000,
}: SchedulerOptions<R>): SyncScheduler {
  let failures = 0;
  let timer: unknown = null;
  let running: Promise<void> | null = null;
  let again = false;
  let started = false;

  function clearTimer() {
    if (timer !== null) clock.clearTimeout(timer);
    timer = null;
  }

  function retryLater(): number {
    failures += 1;
    const delay = backoffDelay(failures, random, baseDelayMs, maxDelayMs);
    clearTimer();
    timer = clock.setTimeout(() => {
      timer = null;
      void run();
    }, delay);
    return clock.now() + delay;
  }

  /** Drains, and again while pokes came during the drain and it ended well. */
  async function drainWhileAsked(): Promise<void> {
    do {
      again = false;
      clearTimer();
      onEvent({ type: 'started' });
      let report: R;
      try {
        report = await sync();
      } catch (error) {
        onEvent({ type: 'failed', error, nextRetryAt: retryLater() });
        return;
      }
      let nextRetryAt: number | null = null;
      if (report.outcome === 'retry') nextRetryAt = retryLater();
      else failures = 0;
      onEvent({ type: 'finished', report, nextRetryAt });
      if (report.outcome !== 'done') return;
    } while (again && started && isOnline());
  }

  function run(): Promise<void> {
    if (!started) return Promise.resolve();
    if (!isOnline()) {
      onEvent({ type: 'offline' });
      return Promise.resolve();
    }
    if (running) {
      again = true;
      return running;
    }
    running = drainWhileAsked().finally(() => {
      running = null;
    });
    return running;
  }

  const onOnline = () => {
    failures = 0;
    onEvent({ type: 'online' });
    void run();
  };
  const onOffline = () => onEvent({ type: 'offline' });
  const onShown = () => void run();
  const onVisibility = () => {
    if (documentTarget?.visibilityState === 'visible') void run();
  };

  return {
    start() {
      if (started) return;
      started = true;
      windowTarget?.addEventListener('online', onOnline);
      windowTarget?.addEventListener('offline', onOffline);
      windowTarget?.addEventListener('pageshow', onShown);
      documentTarget?.addEventListener('visibilitychange', onVisibility);
      void run();
    },
    stop() {
      started = false;
      clearTimer();
      windowTarget?.removeEventListener('online', onOnline);
      windowTarget?.removeEventListener('offline', onOffline);
      windowTarget?.removeEventListener('pageshow', onShown);
      documentTarget?.removeEventListener('visibilitychange', onVisibility);
    },
    poke: run,
  };
}
