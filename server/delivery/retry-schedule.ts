// When a delivery that failed for the moment is tried again: 1, 5, then 30 minutes after each
// failure; the fourth failure gives up (status failed, shown to staff). A refusal the provider
// will repeat (DeliveryError.permanent) gives up at the first.
const MINUTE = 60_000;
export const RETRY_DELAYS_MS = [1 * MINUTE, 5 * MINUTE, 30 * MINUTE] as const;
export const MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1;

/** The epoch ms of the next try after failed attempt number `attempts` (1-based), or null: give up. */
export function nextAttemptAt(attempts: number, now: number, permanent: boolean): number | null {
  if (permanent || attempts >= MAX_ATTEMPTS) return null;
  return now + RETRY_DELAYS_MS[attempts - 1]!;
}
