// The measuring helpers of `npm run bench:records` (scripts/bench-records.mjs and
// records-clubs.mjs): times in ms, medians and p95, a GET of the API, and a cached rate at 32
// connections measured as scripts/bench.mjs measures /api/competitions/:id.
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';

const CONNECTIONS = 32;
const DURATION_S = 5;

export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
export const p95 = (values) =>
  [...values].sort((a, b) => a - b)[
    Math.min(values.length - 1, Math.ceil(values.length * 0.95) - 1)
  ];
export const ms = (value) => `${value.toFixed(2)} ms`;

/** The machine is shared: every figure is printed with the load average it was measured under. */
export const load = () =>
  `负载 ${os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' / ')}`;

export async function timed(job) {
  const started = performance.now();
  await job();
  return performance.now() - started;
}

export async function get(base, url, headers = {}) {
  const response = await globalThis.fetch(`${base}${url}`, { headers });
  const answer = await response.json();
  if (answer.code !== 0) throw new Error(`GET ${url}: ${answer.code} ${answer.message}`);
  return answer.data;
}

/** Requests per second at 32 connections for about 5 s. */
export async function rate(url) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S });
  return result.requests.average;
}
