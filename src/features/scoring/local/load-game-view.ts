// Everything the game screen shows about one game, read from local storage and derived from the
// local log, merged with the server's log once it has been read (so a second phone's points
// show).
import type { GameRosters } from '../../../contract/scoring';
import type { GameState } from '../../../contract/scoring/derive';
import { gameStateOf } from './game-state-of';
import type { ScoringStore } from './scoring-store';
import type { LoggedAction, StoredGame } from './scoring-tables';

export interface GameView {
  game: StoredGame | undefined;
  rosters: GameRosters | undefined;
  /** The whole local log, with each action's sync mark (for per-point 待同步 hints). */
  log: LoggedAction[];
  state: GameState;
}

export async function loadGameView(store: ScoringStore, gameId: number): Promise<GameView> {
  const [game, rosters, log] = await Promise.all([
    store.getGame(gameId),
    store.getRosters(gameId),
    store.gameLog(gameId),
  ]);
  return { game, rosters, log, state: gameStateOf(game, rosters, log) };
}
