// Writes to thousands of page sockets a slice per turn of the event loop. One fan-out to 10,000
// pages is 10,000 socket writes, about 130 ms of one core (profiled in `bench:day --live` on
// PostgreSQL); done in one pass it holds back every database answer and request that arrives
// meanwhile, and a phone's write, which waits for several database round trips, waited for
// several such passes (docs/live-scores.md, "Measuring it"). Slices keep each wait to a few
// milliseconds. The queue is first in, first out, so a page still gets its events in order.

/** About 6 ms of writes; the database's answers and new requests run between two slices. */
export const WRITES_PER_TURN = 500;

interface Job<T> {
  targets: readonly T[];
  act: (target: T) => void;
  next: number;
}

export interface SlicedWrites<T> {
  /** Queues `act` for every target; the first slice runs now when nothing is waiting. */
  add: (targets: readonly T[], act: (target: T) => void) => void;
  /** Whether writes are still queued. */
  busy: () => boolean;
  /** Runs everything still queued, now (the server is stopping). */
  flush: () => void;
}

export function createSlicedWrites<T>(perTurn = WRITES_PER_TURN): SlicedWrites<T> {
  const jobs: Job<T>[] = [];
  let scheduled: NodeJS.Immediate | null = null;

  const runSlice = (budget: number) => {
    let job = jobs[0];
    while (job && budget > 0) {
      const slice = job.targets.slice(job.next, job.next + budget);
      job.next += slice.length;
      budget -= slice.length;
      for (const target of slice) job.act(target);
      if (job.next === job.targets.length) {
        jobs.shift();
        job = jobs[0];
      }
    }
  };
  const turn = () => {
    scheduled = null;
    runSlice(perTurn);
    if (jobs.length > 0) scheduled = setImmediate(turn);
  };

  return {
    add: (targets, act) => {
      if (targets.length === 0) return;
      jobs.push({ targets, act, next: 0 });
      if (!scheduled) turn();
    },
    busy: () => jobs.length > 0,
    flush: () => {
      if (scheduled) clearImmediate(scheduled);
      scheduled = null;
      runSlice(Number.POSITIVE_INFINITY);
    },
  };
}
