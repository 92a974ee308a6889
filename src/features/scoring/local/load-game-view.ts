// Everything the game screen shows about one game, read from local storage and derived from the
// local log, merged with the server's log once it has been read (so a second phone's points
// show). Rejected actions are left out of the derivation: the server never counted them.
import type { GameRosters } from '../../../contract/volunteer';
import { deriveGameState, type GameState } from './derive-game-state';
import { DEFAULT_GAME_RULES } from './game-rules';
import type { ScoringStore } from './scoring-store';
import { mergeServerLog } from './merge-server-log';
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
  const counted = game?.events
    ? mergeServerLog(gameId, game.events, log)
    : log.filter((action) => action.sync !== 'rejected');
  return {
    game,
    rosters,
    log,
    state: deriveGameState(game?.rules ?? DEFAULT_GAME_RULES, counted, {
      serverStatus: game?.status,
    }),
  };
}
