// The followers: `perSecond` public reads at a fixed rate for the day, open-loop (a late answer
// never delays the next request, and a request's latency counts from when it was due, so a server
// that falls behind shows it). Half ask for a game of the day, a third for the competition, the
// rest for /api/index, spread over the instances in turn. As browsers do, they take compressed
// answers and revalidate with the ETag of their own copy: a follower refreshing every 15 s holds
// the answer it got 15 s before, so a request sends the ETag the URL had 15 s ago (none in the
// first 15 s), and during play nearly every answer is a full 200. On connections opened before
// the day (day-connections.mjs).
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { clearInterval, setInterval } from 'node:timers';
import { setTimeout as delay } from 'node:timers/promises';

const TICK_MS = 2;
/** A follower's copy is the one it got at its last refresh (useLiveRefresh polls every 15 s). */
const COPY_AGE_MS = 15_000;
/** How long answers still on their way at the end of the day are waited for. */
const GRACE_MS = 10_000;

function pathOf(k, gameIds, competitionId) {
  const slot = k % 6;
  if (slot < 3) return `/api/games/${gameIds[Math.floor(Math.random() * gameIds.length)]}`;
  if (slot < 5) return `/api/competitions/${competitionId}`;
  return '/api/index';
}

/** Per URL, the ETags answered and when, enough to know the one a copy `COPY_AGE_MS` old had. */
function createEtagHistory() {
  const byUrl = new Map();
  return {
    got(url, etag, at) {
      const list = byUrl.get(url) ?? [];
      if (list.at(-1)?.etag !== etag) list.push({ at, etag });
      // Only the newest entry older than any copy still asked about is needed.
      const keepFrom = list.findLastIndex((entry) => entry.at <= at - 2 * COPY_AGE_MS);
      if (keepFrom > 0) list.splice(0, keepFrom);
      byUrl.set(url, list);
    },
    heldAt(url, at) {
      return byUrl.get(url)?.findLast((entry) => entry.at <= at)?.etag;
    },
  };
}

/**
 * Starts now, through `agents` (one per base, from openFollowerConnections); calls `onDayEnd`
 * when the `durationMs` is over, and resolves after the grace for late answers, with the counts.
 */
export async function runFollowers({
  bases,
  agents,
  gameIds,
  competitionId,
  perSecond,
  durationMs,
  onDayEnd,
}) {
  const etags = createEtagHistory();
  const result = { sent: 0, ok: 0, notModified: 0, errors: 0, inWindow: 0, latencyMs: [] };
  const failures = new Map();
  const startedAt = performance.now();
  const endsAt = startedAt + durationMs;
  const total = Math.floor((durationMs / 1000) * perSecond);
  /** Requests not yet answered, with when each was due; each leaves once. */
  const outstanding = new Map();

  const fail = (why) => {
    result.errors += 1;
    failures.set(why, (failures.get(why) ?? 0) + 1);
  };

  function fire(k) {
    const dueAt = startedAt + (k * 1000) / perSecond;
    const url = `${bases[k % bases.length]}${pathOf(k, gameIds, competitionId)}`;
    const etag = etags.heldAt(url, performance.now() - COPY_AGE_MS);
    const request = http.get(
      url,
      {
        agent: agents[k % agents.length],
        headers: {
          'accept-encoding': 'gzip, deflate, br',
          ...(etag ? { 'if-none-match': etag } : {}),
        },
      },
      (response) => {
        const { statusCode } = response;
        if (statusCode === 200 && response.headers.etag)
          etags.got(url, response.headers.etag, performance.now());
        response.resume();
        response.on('error', () => {});
        response.on('end', () => {
          if (!outstanding.delete(request)) return;
          const now = performance.now();
          if (statusCode === 200) result.ok += 1;
          else if (statusCode === 304) result.notModified += 1;
          else return fail(`HTTP ${statusCode}`);
          result.latencyMs.push(now - dueAt);
          if (now <= endsAt) result.inWindow += 1;
        });
      },
    );
    outstanding.set(request, dueAt);
    request.on('error', (error) => {
      if (outstanding.delete(request)) fail(error.code ?? error.message);
    });
  }

  const ticker = setInterval(() => {
    // Request k is due k / perSecond after the start: every one due by now goes.
    const due = Math.floor(((performance.now() - startedAt) * perSecond) / 1000) + 1;
    while (result.sent < Math.min(total, due)) fire(result.sent++);
  }, TICK_MS);
  await delay(durationMs);
  onDayEnd();
  clearInterval(ticker);
  while (result.sent < total) fire(result.sent++);
  const graceEnds = performance.now() + GRACE_MS;
  while (outstanding.size > 0 && performance.now() < graceEnds) await delay(50);
  // Given up on now: their latency is at least this long, and leaving them out would flatter an
  // overloaded server.
  result.unanswered = outstanding.size;
  const givenUpAt = performance.now();
  const cutOff = [...outstanding];
  outstanding.clear();
  for (const [request, dueAt] of cutOff) {
    result.latencyMs.push(givenUpAt - dueAt);
    request.destroy();
  }
  for (const agent of agents) agent.destroy();
  result.servedPerSecond = result.inWindow / (durationMs / 1000);
  result.failures = Object.fromEntries(failures);
  result.graceSeconds = GRACE_MS / 1000;
  return result;
}
