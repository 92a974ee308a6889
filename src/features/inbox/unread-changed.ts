// A signal within the page: messages were marked read here, so the header's count (the portal's
// and the scoring bar's, unread-link.tsx) reads itself again at once instead of on the next page
// change. Both sides live in this feature, so neither imports another feature.
const target = new EventTarget();
const EVENT = 'unread-changed';

export function announceUnreadChanged(): void {
  target.dispatchEvent(new Event(EVENT));
}

/** Calls `listener` after each announcement; returns the function that stops listening. */
export function onUnreadChanged(listener: () => void): () => void {
  target.addEventListener(EVENT, listener);
  return () => target.removeEventListener(EVENT, listener);
}
