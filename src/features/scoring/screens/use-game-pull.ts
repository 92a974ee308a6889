// Keeps an open game close to the server's view, so a second phone's points appear: a read on
// opening, when the browser comes back online, every 20 s while the page is visible, and once this
// phone's actions have reached the server and the volunteer has paused.
import { useEffect } from 'react';
import type { ScoringEngine } from '../sync/create-scoring-engine';

export const PULL_INTERVAL_MS = 20_000;
/**
 * How long after the last sync the game is read again. Taps in quick succession each sync; a read
 * after each would re-derive and redraw the whole game under the next tap, so one read follows
 * the burst (it brings the server's names for players added here, and its own log).
 */
export const PULL_AFTER_SYNC_MS = 1_500;

export function useGamePull(engine: ScoringEngine, gameId: number, lastSyncAt: number | null) {
  useEffect(() => {
    if (!Number.isInteger(gameId) || gameId <= 0) return;
    const pull = () => {
      if (navigator.onLine !== false) void engine.pullGame(gameId);
    };
    const whenVisible = () => {
      if (document.visibilityState === 'visible') pull();
    };
    pull();
    const timer = window.setInterval(whenVisible, PULL_INTERVAL_MS);
    window.addEventListener('online', pull);
    document.addEventListener('visibilitychange', whenVisible);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('online', pull);
      document.removeEventListener('visibilitychange', whenVisible);
    };
  }, [engine, gameId]);

  useEffect(() => {
    if (lastSyncAt === null || !Number.isInteger(gameId) || gameId <= 0) return;
    // Each newer sync puts the read off again: it runs once the syncs stop.
    const timer = window.setTimeout(() => {
      if (navigator.onLine !== false) void engine.pullGame(gameId);
    }, PULL_AFTER_SYNC_MS);
    return () => window.clearTimeout(timer);
  }, [engine, gameId, lastSyncAt]);
}
