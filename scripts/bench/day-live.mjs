// The open live pages of `npm run bench:day -- --live N`: N event streams of the day's competition,
// held by worker processes (live-page-worker.mjs), split over the instances, each page timing every
// acknowledged point's arrival. After each acknowledgement the game's answer version is read from
// the database (day-versions.mjs) and handed to the workers: a page holding that version or a later
// one has the point.
import { fork } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { performance } from 'node:perf_hooks';

const WORKER = path.join(import.meta.dirname, 'live-page-worker.mjs');
/** Pages one worker holds: its streams' parsing stays within what one process keeps up with. */
const PAGES_PER_WORKER = 2_500;
const ADDRESSES_PER_WORKER = Math.ceil(PAGES_PER_WORKER / 40);

function answer(child, type) {
  return new Promise((resolve, reject) => {
    const onMessage = (message) => {
      if (message.type === type) {
        child.off('message', onMessage);
        resolve(message);
      } else if (message.type === 'failed') {
        child.off('message', onMessage);
        reject(new Error(message.message));
      }
    };
    child.on('message', onMessage);
    child.once('exit', (code) => reject(new Error(`实时页面进程退出（${code}）`)));
  });
}

/**
 * Opens `count` pages of `competitionId` spread over `bases` (worker w on base w mod n). Resolves
 * with { pids, acknowledged(gameId, version, at), finish(finals) }.
 */
export async function openLivePages({ bases, competitionId, gameIds, count }) {
  const workers = Math.ceil(count / PAGES_PER_WORKER);
  const children = [];
  try {
    for (let w = 0; w < workers; w += 1) {
      const child = fork(WORKER, [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
      children.push(child);
    }
    // One worker at a time: the server's accept queue and its snapshot reads are not the measure.
    for (const [w, child] of children.entries()) {
      const opened = answer(child, 'opened');
      child.send({
        type: 'open',
        url: `${bases[w % bases.length]}/api/live/competitions/${competitionId}`,
        count: Math.min(PAGES_PER_WORKER, count - w * PAGES_PER_WORKER),
        firstAddress: w * ADDRESSES_PER_WORKER,
        gameIds,
      });
      await opened;
    }
  } catch (error) {
    for (const child of children) child.kill();
    throw error;
  }
  return {
    pids: children.map((child) => child.pid),
    /** A phone was told of a point of `gameId` at `at` (ms since the epoch, fractional). */
    acknowledged(gameId, version, at) {
      for (const child of children) child.send({ type: 'ack', gameId, version, at });
    },
    /** `finals`: each game's score as the server holds it at the end, in `gameIds` order. */
    async finish(finals) {
      const results = await Promise.all(
        children.map((child) => {
          const result = answer(child, 'result');
          child.send({ type: 'finish', finals });
          return result;
        }),
      );
      for (const child of children) {
        child.kill();
        await once(child, 'exit').catch(() => undefined);
      }
      const delays = new Map();
      for (const result of results) {
        for (const [ms, n] of result.delays) delays.set(ms, (delays.get(ms) ?? 0) + n);
      }
      const sum = (key) => results.reduce((total, result) => total + result[key], 0);
      return {
        pages: sum('pages'),
        pairsMissed: sum('pairsMissed'),
        pagesBehind: sum('pagesBehind'),
        closed: sum('closed'),
        events: sum('events'),
        delays: [...delays].sort((a, b) => a[0] - b[0]),
      };
    },
  };
}

/** Now, on the clock the workers share: ms since the epoch, to a fraction of a millisecond. */
export const wallNow = () => performance.timeOrigin + performance.now();

/** The value below which `p` per cent lie, from a sorted [ms, count] histogram. */
export function histogramPercentile(delays, p) {
  const total = delays.reduce((n, [, count]) => n + count, 0);
  if (total === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * total);
  let seen = 0;
  for (const [ms, count] of delays) {
    seen += count;
    if (seen >= rank) return ms;
  }
  return delays.at(-1)[0];
}
