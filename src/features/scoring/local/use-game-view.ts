// The game screen's live view: recomputed whenever the game's log, the game or its rosters
// change in IndexedDB, in this tab or another.
import { useLiveQuery } from 'dexie-react-hooks';
import { loadGameView, type GameView } from './load-game-view';
import type { ScoringStore } from './scoring-store';

/** undefined while the first read is under way. */
export function useGameView(store: ScoringStore, gameId: number): GameView | undefined {
  return useLiveQuery(async () => loadGameView(store, gameId), [store, gameId]);
}
