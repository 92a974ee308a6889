// Decides WHEN to drain: on start, when the browser comes online, when the page becomes visible
// or is shown again from the back-forward cache, after each action, and after a failure on a
// timer with exponential backoff and jitter. The clock, the random source and the event
// targets are injected so tests drive time by hand.
import { backoffDelay } from '../../../lib/outbox/backoff-delay';
import type { DrainReport } from './drain-outbox';

export interface SchedulerClock {
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** What the scheduler tells the sync state. */
export type SchedulerEvent =
  | { type: 'started' }
  | { type: 'finished'; report: DrainReport; nextRetryAt: number | null }
  | { type: 'failed'; error: unknown; nextRetryAt: number }
  | { type: 'offline' }
  | { type: 'online' };

export interface SchedulerOptions {
  sync: () => Promise<DrainReport>;
  onEvent?: (event: SchedulerEvent) => void;
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
  /** Run now (after an action, after login); a run under way is followed by one more. */
  poke(): void;
}

const systemClock: SchedulerClock = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export function createSyncScheduler({
  sync,
  onEvent = () => {},
  clock = systemClock,
  random = Math.random,
  windowTarget = globalThis.window,
  documentTarget = globalThis.document,
  isOnline = () => globalThis.navigator?.onLine ?? true,
  baseDelayMs = 1000,
  maxDelayMs = 5 * 60_000,
}: SchedulerOptions): SyncScheduler {
  let failures = 0;
  let timer: unknown = null;
  let running = false;
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

  async function run(): Promise<void> {
    if (!started) return;
    if (!isOnline()) {
      onEvent({ type: 'offline' });
      return;
    }
    if (running) {
      again = true;
      return;
    }
    running = true;
    again = false;
    clearTimer();
    onEvent({ type: 'started' });
    try {
      const report = await sync();
      let nextRetryAt: number | null = null;
      if (report.outcome === 'retry') nextRetryAt = retryLater();
      else failures = 0;
      onEvent({ type: 'finished', report, nextRetryAt });
      if (report.outcome === 'done' && again && started) queueMicrotask(() => void run());
    } catch (error) {
      onEvent({ type: 'failed', error, nextRetryAt: retryLater() });
    } finally {
      running = false;
    }
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
    poke: () => void run(),
  };
}
