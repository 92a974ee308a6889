import { describe, expect, it } from 'vitest';
import { backoffDelay } from './backoff-delay';
import { createSyncScheduler, type DrainOutcome, type SchedulerEvent } from './sync-scheduler';
import { createFakeClock } from './testing/fake-clock';

/** A drain's report as the scoring outbox gives it: the scheduler reads only its outcome. */
type DrainReport = DrainOutcome & { sent: number; rejected: number; failure: string | null };

const done: DrainReport = { outcome: 'done', sent: 1, rejected: 0, failure: null };
const retry: DrainReport = { outcome: 'retry', sent: 0, rejected: 0, failure: 'network' };
const needsLogin: DrainReport = {
  outcome: 'needs-login',
  sent: 0,
  rejected: 0,
  failure: 'needs-login',
};

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function setup(
  answers: (DrainReport | Error)[],
  options: { random?: () => number; online?: boolean } = {},
) {
  const clock = createFakeClock(10_000);
  const windowTarget = new EventTarget();
  const documentTarget = Object.assign(new EventTarget(), {
    visibilityState: 'hidden' as DocumentVisibilityState,
  });
  const runs: number[] = [];
  const events: SchedulerEvent<DrainReport>[] = [];
  let online = options.online ?? true;
  const scheduler = createSyncScheduler({
    sync: async () => {
      runs.push(clock.now());
      const answer = answers.shift() ?? done;
      if (answer instanceof Error) throw answer;
      return answer;
    },
    onEvent: (event) => events.push(event),
    clock,
    random: options.random ?? (() => 1),
    windowTarget,
    documentTarget,
    isOnline: () => online,
    baseDelayMs: 1000,
    maxDelayMs: 8000,
  });
  return {
    clock,
    runs,
    events,
    scheduler,
    windowTarget,
    documentTarget,
    goOnline: () => {
      online = true;
      windowTarget.dispatchEvent(new Event('online'));
    },
    goOffline: () => {
      online = false;
      windowTarget.dispatchEvent(new Event('offline'));
    },
  };
}

describe('backoffDelay', () => {
  it('doubles from the base up to the maximum and jitters to between half and all of it', () => {
    expect([1, 2, 3, 4, 5, 9].map((n) => backoffDelay(n, () => 1, 1000, 8000))).toEqual([
      1000, 2000, 4000, 8000, 8000, 8000,
    ]);
    expect(backoffDelay(3, () => 0, 1000, 8000)).toBe(2000);
    expect(backoffDelay(3, () => 0.5, 1000, 8000)).toBe(3000);
  });
});

describe('createSyncScheduler', () => {
  it('runs on start, on online, when the page becomes visible, on pageshow and when poked', async () => {
    const t = setup([]);
    t.scheduler.start();
    await settle();
    t.goOnline();
    await settle();
    t.documentTarget.visibilityState = 'visible';
    t.documentTarget.dispatchEvent(new Event('visibilitychange'));
    await settle();
    t.windowTarget.dispatchEvent(new Event('pageshow'));
    await settle();
    t.scheduler.poke();
    await settle();
    expect(t.runs).toHaveLength(5);
  });

  it('does not run when the page is hidden', async () => {
    const t = setup([]);
    t.scheduler.start();
    await settle();
    t.documentTarget.dispatchEvent(new Event('visibilitychange'));
    await settle();
    expect(t.runs).toHaveLength(1);
  });

  it('retries after failures with exponential backoff and jitter, and resets after a success', async () => {
    const t = setup([retry, retry, new Error('IndexedDB 出错'), retry, done, retry], {
      random: () => 0.5,
    });
    t.scheduler.start();
    await settle();
    // Jitter 0.5 puts each wait at 75 % of 1 s, 2 s, 4 s, 8 s.
    for (const wait of [750, 1500, 3000, 6000]) {
      expect(t.clock.pendingDelays()).toEqual([wait]);
      t.clock.advance(wait - 1);
      await settle();
      const before = t.runs.length;
      t.clock.advance(1);
      await settle();
      expect(t.runs.length).toBe(before + 1);
    }
    expect(t.clock.pendingDelays()).toEqual([]);
    expect(t.runs.map((at) => at - 10_000)).toEqual([0, 750, 2250, 5250, 11_250]);
    t.scheduler.poke();
    await settle();
    expect(t.clock.pendingDelays()).toEqual([750]);
    expect(t.events).toContainEqual({
      type: 'finished',
      report: retry,
      nextRetryAt: 10_000 + 11_250 + 750,
    });
  });

  it('waits for the network instead of running while offline, then starts over the backoff', async () => {
    const t = setup([retry, retry], { online: false });
    t.scheduler.start();
    await settle();
    expect(t.runs).toEqual([]);
    expect(t.events).toEqual([{ type: 'offline' }]);
    t.goOnline();
    await settle();
    expect(t.runs).toHaveLength(1);
    t.goOnline();
    await settle();
    expect(t.clock.pendingDelays()).toEqual([1000]);
  });

  it('sets no timer while the volunteer must log in again', async () => {
    const t = setup([needsLogin]);
    t.scheduler.start();
    await settle();
    expect(t.clock.pendingDelays()).toEqual([]);
    t.scheduler.poke();
    await settle();
    expect(t.runs).toHaveLength(2);
  });

  it('runs once more after a run during which it was poked', async () => {
    let release = () => {};
    const clock = createFakeClock();
    let runs = 0;
    const scheduler = createSyncScheduler({
      sync: async () => {
        runs += 1;
        if (runs === 1) await new Promise<void>((resolve) => (release = resolve));
        return done;
      },
      clock,
      windowTarget: new EventTarget(),
      isOnline: () => true,
    });
    scheduler.start();
    await settle();
    scheduler.poke();
    scheduler.poke();
    expect(runs).toBe(1);
    release();
    await settle();
    expect(runs).toBe(2);
  });

  it('stops listening and cancels its timer when stopped', async () => {
    const t = setup([retry]);
    t.scheduler.start();
    await settle();
    t.scheduler.stop();
    expect(t.clock.pendingDelays()).toEqual([]);
    t.goOnline();
    t.scheduler.poke();
    await settle();
    expect(t.runs).toHaveLength(1);
  });
});
