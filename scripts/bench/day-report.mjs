// The day's figures as the rows of the table in issue #20 (and #40 for live pages), one column for
// this run, so runs before and after a change can be set side by side.
import { histogramPercentile } from './day-live.mjs';

/** The value below which `p` per cent of `values` lie (nearest rank); NaN when there are none. */
export function percentile(values, p) {
  if (values.length === 0) return Number.NaN;
  const sorted = Float64Array.from(values).sort();
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

const ms = (value) => {
  if (Number.isNaN(value)) return '–';
  return value < 1000 ? `${Math.round(value)} ms` : `${(value / 1000).toFixed(1)} s`;
};
const percentiles = (values, ps) => ps.map((p) => ms(percentile(values, p))).join(' / ');

function liveRows(live) {
  const [p50, p99] = [50, 99].map((p) => ms(histogramPercentile(live.delays, p)));
  const arrivals = live.delays.reduce((n, [, count]) => n + count, 0);
  return [
    [
      `live pages: a phone's acknowledged point on every page, p50 / p99 / max`,
      `${p50} / ${p99} / ${ms(live.delays.at(-1)?.[0] ?? Number.NaN)} (${arrivals} arrivals)`,
    ],
    [
      "live pages: points not arrived / pages whose last score is not the server's",
      `${live.pairsMissed} / ${live.pagesBehind} of ${live.pages}`,
    ],
  ];
}

export function dayReport({
  column,
  options,
  instances,
  verdict,
  followers,
  warmup,
  stats,
  usage,
  generator,
  livePages,
}) {
  const target = Math.round(options.followers / 15);
  const readThrough = instances > 1 ? ' (read through the other instance)' : '';
  const cpu = usage.map((u) => `${Math.round(u.cpuPercent)}%`).join(' + ');
  const memory = usage.map((u) => `${Math.round(u.peakMb)} MB`).join(', ');
  const rows = [
    [
      'actions lost / stored twice / games whose public score differs from the phone',
      `${verdict.lost} / ${verdict.doubled} / ${verdict.gamesDiffering} (${verdict.actions} actions, ${options.phones} games)`,
    ],
    [
      `followers' requests served, of ${target} per second`,
      String(Math.round(followers.servedPerSecond)),
    ],
    [`followers' latency p50 / p99`, percentiles(followers.latencyMs, [50, 99])],
    [`a phone's batch write p50 / p95 / p99`, percentiles(stats.batchMs, [50, 95, 99])],
    [
      `an acknowledged point readable on the API, p95${readThrough}`,
      ms(percentile(stats.readableMs, 95)),
    ],
    [
      `server CPU / memory${instances > 1 ? ' of each instance' : ''}`,
      `${cpu} of one core / ${memory}`,
    ],
    ...(livePages ? liveRows(livePages) : []),
  ];
  const failures = Object.entries(followers.failures).map(([why, n]) => `${n} × ${why}`);
  const lines = [
    `| measure | ${column} |`,
    '|---|---|',
    ...rows.map(([measure, value]) => `| ${measure} | ${value} |`),
    '',
    `${options.phones} phones${options.lockstep ? ' in lockstep' : ''}, ${options.followers} followers, ${options.duration} s.`,
    `- followers: ${followers.sent} sent, ${followers.ok} × 200, ${followers.notModified} × 304, ` +
      `${followers.errors} errors${failures.length ? ` (${failures.join(', ')})` : ''}, ` +
      `${followers.unanswered} still unanswered ${followers.graceSeconds} s after the day ` +
      '(in the latencies with the time they waited)',
    `- phones: ${stats.batchMs.length} batches, ${stats.batchFailures.length} failed, ` +
      `${stats.refusals.length} refusals of correct actions, ${stats.readableMs.length} points timed`,
    ...(warmup
      ? [
          `- warm-up before the day (not counted above): ${options.warmup} s of followers, ` +
            `p50 / p99 ${percentiles(warmup.latencyMs, [50, 99])}`,
        ]
      : []),
    `- the load generator: ${generator.map((u) => `${Math.round(u.cpuPercent)}%`).join(' + ')} of one core ` +
      `(this process${generator.length > 1 ? ", then the live pages' workers" : ''})`,
    ...(livePages
      ? [
          `- live pages: ${livePages.pages} open, ${livePages.events} games events read, ` +
            `${livePages.closed} streams closed by the server`,
        ]
      : []),
    ...stats.batchFailures.slice(0, 5).map((failure) => `- a batch failed: ${failure}`),
    ...stats.refusals.slice(0, 5).map((refusal) => `- refused: ${refusal}`),
    ...verdict.differences
      .slice(0, 5)
      .map(
        ({ gameId, believed, shown }) =>
          `- game ${gameId}: the phone has ${JSON.stringify(believed)}, the public answers ${JSON.stringify(shown)}`,
      ),
  ];
  return lines.join('\n');
}
