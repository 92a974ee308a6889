// The day's games as stored on the phone, each with its state derived from the local log, so
// the list shows the score the volunteer recorded even before it reached the server.
import { useLiveQuery } from 'dexie-react-hooks';
import type { GameState } from '../../../contract/scoring/derive';
import { loadGameView } from '../local/load-game-view';
import type { ScoringStore } from '../local/scoring-store';
import type { StoredGame } from '../local/scoring-tables';

export interface DayGame {
  game: StoredGame;
  state: GameState;
}

async function readDay(store: ScoringStore, date: string): Promise<DayGame[]> {
  const games = await store.listGames(date);
  return Promise.all(
    games.map(async (game) => ({ game, state: (await loadGameView(store, game.id)).state })),
  );
}

/** undefined while the first read is under way. */
export function useDayGames(store: ScoringStore, date: string): DayGame[] | undefined {
  // Async, so Dexie sees the reads made after listGames' await (docs/offline-and-sync.md).
  return useLiveQuery(async () => readDay(store, date), [store, date]);
}
