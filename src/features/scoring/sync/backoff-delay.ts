// How long to wait before retrying a failed sync: exponential, capped, with jitter so that many
// phones coming back at once do not retry in step.
/** The wait before retry number `failures` (1, 2, …): doubling from base up to max, then jittered to 50–100 %. */
export function backoffDelay(
  failures: number,
  random: () => number,
  baseMs: number,
  maxMs: number,
) {
  const ceiling = Math.min(maxMs, baseMs * 2 ** Math.max(0, failures - 1));
  return Math.round(ceiling / 2 + random() * (ceiling / 2));
}
