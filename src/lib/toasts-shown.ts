// Whether any toast has been asked for since the page opened. The toasts' views (and their state
// machines, a chunk of their own) load only then: most visits never show one, and a first visit
// should not download them. Nor does it download the toasters themselves (notify.ts), which tell
// this module of each toast: only the code that may show one imports them. A toast asked for
// before the views arrive waits in its toaster's store and shows when they mount.
import { useSyncExternalStore } from 'react';

let shown = false;
const listeners = new Set<() => void>();

/** Called by notify.ts as it creates a toast. */
export function noteToastAsked(): void {
  if (shown) return;
  shown = true;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useToastsShown(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => shown,
    () => false,
  );
}
