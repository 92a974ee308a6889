// Brings one day's games onto the phone: the list from the server, then each game's event log
// and rosters, so the list and every game open offline afterwards.
import { scoringApi } from '../../../contract/api/scoring';
import { NOT_LOGGED_IN } from '../../../contract/envelope';
import { callApi } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import type { ScoringEngine } from '../sync/create-scoring-engine';

export type DayLoad = 'loaded' | 'offline' | 'needs-login' | 'failed';

export async function loadDayGames(engine: ScoringEngine, date: string): Promise<DayLoad> {
  try {
    const games = await callApi(
      scoringApi.dayGames,
      { query: { date } },
      { silent: true, redirectOnUnauthorized: false },
    );
    await engine.store.saveGames(games, date);
    await Promise.all(games.map((game) => engine.pullGame(game.id)));
    return 'loaded';
  } catch (error) {
    if (!isApiError(error)) throw error;
    if (error.kind === 'network' || error.kind === 'timeout') return 'offline';
    if (error.kind === 'business' && error.code === NOT_LOGGED_IN) {
      engine.state.update({ needsLogin: true });
      return 'needs-login';
    }
    return 'failed';
  }
}
