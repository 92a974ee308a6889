// Keeps the previous object while a new one holds the same data. The game view is read afresh
// from IndexedDB on every change, so its rosters and names are new objects after each point;
// holding them steady lets the memoised roster and score panels skip re-rendering, which keeps
// the tap-to-score time short.
import { useRef } from 'react';

export function useStable<T>(value: T): T {
  const ref = useRef<{ value: T; json: string } | null>(null);
  const json = JSON.stringify(value);
  if (ref.current === null || ref.current.json !== json) ref.current = { value, json };
  return ref.current.value;
}
