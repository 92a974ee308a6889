// Keeps an open game close to the server's view, so a second phone's points appear: a read on
// opening, when the browser comes back online, after this phone's actions reached the server,
// and every 20 s while the page is visible. Offline the reads fail quietly.
import { useEffect } from 'react';
import type { ScoringEngine } from '../sync/create-scoring-engine';

export const PULL_INTERVAL_MS = 20_000;

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
    // lastSyncAt is a trigger: a finished sync reads the game again (names of added players).
  }, [engine, gameId, lastSyncAt]);
}
