// Whether the person has touched, typed or scrolled since the page opened. A note that is not
// urgent (the app now works offline) waits for it: popping up over a page that is still being read
// for the first time would cover it, and would be the largest thing painted on a short page.
import { useSyncExternalStore } from 'react';

const INTERACTIONS = ['pointerdown', 'keydown', 'scroll', 'touchstart'] as const;

let interacted = false;
const listeners = new Set<() => void>();

function onInteraction() {
  interacted = true;
  for (const type of INTERACTIONS) window.removeEventListener(type, onInteraction, true);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  if (!interacted && listeners.size === 0) {
    for (const type of INTERACTIONS) {
      window.addEventListener(type, onInteraction, { capture: true, passive: true });
    }
  }
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useHasInteracted(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => interacted,
    () => false,
  );
}
