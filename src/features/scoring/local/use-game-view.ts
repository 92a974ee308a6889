// The game screen's live view: recomputed whenever the game's log, the game or its rosters
// change in IndexedDB, in this tab or another. An action this tab records shows as soon as its
// transaction has committed: the live query would first read the whole log again, behind any
// write already queued (the previous point's acknowledgement), and the score would wait for it.
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useMemo, useRef, useState } from 'react';
import { gameStateOf } from './game-state-of';
import { loadGameView, type GameView } from './load-game-view';
import type { ScoringStore } from './scoring-store';
import type { LoggedAction } from './scoring-tables';

/** The stored view with the actions recorded here since it was read. */
function withRecorded(stored: GameView, recorded: readonly LoggedAction[]): GameView {
  const known = new Set(stored.log.map((action) => action.id));
  const missing = recorded.filter((action) => !known.has(action.id));
  if (missing.length === 0) return stored;
  const log = [...stored.log, ...missing];
  return { ...stored, log, state: gameStateOf(stored.game, stored.rosters, log) };
}

/** undefined while the first read is under way. */
export function useGameView(store: ScoringStore, gameId: number): GameView | undefined {
  const stored = useLiveQuery(async () => loadGameView(store, gameId), [store, gameId]);
  const [recorded, setRecorded] = useState<readonly LoggedAction[]>([]);
  const storedRef = useRef(stored);
  useEffect(() => {
    storedRef.current = stored;
  }, [stored]);

  useEffect(() => {
    setRecorded([]);
    return store.onRecorded((action) => {
      if (action.gameId !== gameId) return;
      // Only what the last read has not seen yet is kept, so the list stays a few actions long.
      const seen = new Set(storedRef.current?.log.map((logged) => logged.id));
      setRecorded((previous) => [...previous.filter((logged) => !seen.has(logged.id)), action]);
    });
  }, [store, gameId]);

  return useMemo(() => stored && withRecorded(stored, recorded), [stored, recorded]);
}
