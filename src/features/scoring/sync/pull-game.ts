// Reads the server's view of one game (its event log, score and rules) and both rosters into
// local storage, so points recorded on a second phone and players added there show here too.
import { scoringApi } from '../../../contract/api/scoring';
import type { GameRosters, VolunteerGameDetail } from '../../../contract/scoring';
import { callApi } from '../../../lib/api-client';
import type { ScoringStore } from '../local/scoring-store';

/** The two reads; the route table's calls by default, a fake in tests. Failures reject with an ApiError. */
export interface GameReads {
  game(gameId: number): Promise<VolunteerGameDetail>;
  rosters(gameId: number): Promise<GameRosters>;
}

// Background reads: the engine reports on its own, and a 401 must not leave the game screen.
const quiet = { silent: true, redirectOnUnauthorized: false } as const;

export const appGameReads: GameReads = {
  game: (gameId) => callApi(scoringApi.game, { params: { id: gameId } }, quiet),
  rosters: (gameId) => callApi(scoringApi.players, { params: { id: gameId } }, quiet),
};

export async function pullGame(
  store: Pick<ScoringStore, 'saveGameDetail' | 'saveRosters'>,
  reads: GameReads,
  gameId: number,
): Promise<void> {
  const [detail, rosters] = await Promise.all([reads.game(gameId), reads.rosters(gameId)]);
  await store.saveGameDetail(detail);
  await store.saveRosters(gameId, rosters);
}
