// npm run bench:inbox (a benchmark, not a test): what telling a change's people adds to its write
// on SQLite (docs/messages.md, "Speed"; the issue asks under 5 ms for about 60 people, a game
// moved: both rosters, the contacts, the volunteers). Each run is one transaction on a file
// database in WAL mode, as the server runs it: an update of one game alone, then the same update
// with tell() to 60 people (half with an email address, email and SMS on, the message urgent, so
// every table gets its one insert). Median and p95 over RUNS runs after a warm-up; the figure is
// the difference of the medians. Run with tsx, which loads the server's TypeScript.
import { performance } from 'node:perf_hooks';
import { benchInboxWrites } from './bench/inbox-writes.ts';

const RUNS = 300;
const WARM_UP = 30;

async function measure(name, job) {
  for (let i = 0; i < WARM_UP; i += 1) await job();
  const times = [];
  for (let i = 0; i < RUNS; i += 1) {
    const start = performance.now();
    await job();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const at = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))];
  // The fastest run too: on a busy shared machine it is the cost with nothing else running.
  console.log(
    `${name}：最快 ${times[0].toFixed(2)} ms，中位数 ${at(0.5).toFixed(2)} ms，p95 ${at(0.95).toFixed(2)} ms（${RUNS} 次）`,
  );
  return at(0.5);
}

await benchInboxWrites(measure);
