// How long a failed sync waits before trying again (the pending-writes queue here, the scoring
// outbox's scheduler): doubling from `baseMs` up to `maxMs`, then jittered to 50–100 % so phones
// coming back together do not retry in step.
export function backoffDelay(
  failures: number,
  random: () => number,
  baseMs: number,
  maxMs: number,
) {
  const ceiling = Math.min(maxMs, baseMs * 2 ** Math.max(0, failures - 1));
  return Math.round(ceiling / 2 + random() * (ceiling / 2));
}
