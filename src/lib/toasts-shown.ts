// Whether any toast has been asked for since the page opened. The toasts' views (and their state
// machines, a chunk of their own) load only then: most visits never show one, and a first visit
// should not download them. A toast asked for before the views arrive waits in its toaster's
// store and shows when they mount.
import { useSyncExternalStore } from 'react';
import { ALL_TOASTERS } from './notify';

let shown = false;

function snapshot(): boolean {
  shown ||= ALL_TOASTERS.some((toaster) => toaster.getCount() > 0);
  return shown;
}

function subscribe(listener: () => void): () => void {
  if (shown) return () => undefined;
  // A toaster tells its subscribers about a new toast before it counts it: being told is enough.
  const onToast = () => {
    shown = true;
    listener();
  };
  const stops = ALL_TOASTERS.map((toaster) => toaster.subscribe(onToast));
  return () => stops.forEach((stop) => stop());
}

export function useToastsShown(): boolean {
  return useSyncExternalStore(subscribe, snapshot, () => false);
}
