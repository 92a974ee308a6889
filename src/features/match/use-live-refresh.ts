// While a game is live its score changes every minute or two: refetch on a short interval, but
// only while something is live and the tab is visible, so finished pages cost no requests.
import { useEffect, useRef } from 'react';

export const LIVE_REFRESH_MS = 15_000;

export function useLiveRefresh(
  live: boolean,
  refresh: () => Promise<void>,
  intervalMs = LIVE_REFRESH_MS,
): void {
  const refreshRef = useRef(refresh);
  useEffect(() => {
    refreshRef.current = refresh;
  });
  useEffect(() => {
    if (!live) return;
    const timer = window.setInterval(() => {
      if (document.visibilityState !== 'hidden') void refreshRef.current();
    }, intervalMs);
    return () => window.clearInterval(timer);
  }, [live, intervalMs]);
}
