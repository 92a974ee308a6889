// Waits for a moment the page does not need: the warm-up fetches one read per idle period, so a
// phone busy rendering or scrolling is never held up by it.
const IDLE_TIMEOUT_MS = 2000;

export function whenIdle(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof window.requestIdleCallback === 'function') {
      window.requestIdleCallback(() => resolve(), { timeout: IDLE_TIMEOUT_MS });
    } else {
      // Safari has no requestIdleCallback: a timer lets the current work finish first.
      window.setTimeout(resolve, 50);
    }
  });
}
