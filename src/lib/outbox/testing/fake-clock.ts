// A clock whose time moves only when a test says so.
import type { SchedulerClock } from '../sync-scheduler';

interface Timer {
  at: number;
  callback: () => void;
}

export function createFakeClock(start = 0): SchedulerClock & {
  advance(ms: number): void;
  pendingDelays(): number[];
} {
  let time = start;
  let nextHandle = 1;
  const timers = new Map<number, Timer>();
  return {
    now: () => time,
    setTimeout(callback, ms) {
      const handle = nextHandle++;
      timers.set(handle, { at: time + ms, callback });
      return handle;
    },
    clearTimeout(handle) {
      timers.delete(handle as number);
    },
    advance(ms) {
      const until = time + ms;
      for (;;) {
        const due = [...timers.entries()]
          .filter(([, timer]) => timer.at <= until)
          .sort(([, a], [, b]) => a.at - b.at)[0];
        if (!due) break;
        timers.delete(due[0]);
        time = due[1].at;
        due[1].callback();
      }
      time = until;
    },
    pendingDelays: () => [...timers.values()].map((timer) => timer.at - time),
  };
}
