import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { VolunteerGame } from '../../../contract/scoring';
import { createDexieScoringStore } from './create-dexie-scoring-store';
import { GAME_RULE_DEFAULTS } from '../../../contract/game-rule-defaults';
import { loadGameView } from './load-game-view';
import type { ScoringStore } from './scoring-store';
import { openTestScoringTables } from './test-scoring-db';
import { useGameView } from './use-game-view';

const game: VolunteerGame = {
  id: 9,
  status: 'scheduled',
  date: '2026-11-22',
  time: '09:00',
  field: '1号场',
  round: null,
  competitionId: 1,
  competitionName: '城市联赛',
  home: { name: '蓝鲸', clubId: 1 },
  away: { name: '飞鹰', clubId: 2 },
  homeScore: 0,
  awayScore: 0,
  rules: { ...GAME_RULE_DEFAULTS, pointsToWin: 2 },
};

describe('loadGameView', () => {
  it('derives with the game rules and leaves rejected actions out', async () => {
    const store = createDexieScoringStore(openTestScoringTables());
    await store.saveGames([game]);
    await store.record({ type: 'begin', gameId: 9 });
    const refused = await store.record({
      type: 'score',
      gameId: 9,
      team: 'home',
      scorerId: null,
      assistId: null,
    });
    await store.record({ type: 'score', gameId: 9, team: 'away', scorerId: null, assistId: null });
    await store.record({ type: 'score', gameId: 9, team: 'away', scorerId: null, assistId: null });
    await store.settle([{ id: refused.id, kind: 'rejected', code: 4003, message: '比赛未开始' }]);

    const view = await loadGameView(store, 9);
    expect(view.log).toHaveLength(4);
    expect(view.state).toMatchObject({
      homeScore: 0,
      awayScore: 2,
      targetReachedBy: 'away',
      target: 2,
    });
  });
});

describe('useGameView', () => {
  it('updates the score at once when an action is recorded', async () => {
    const store = createDexieScoringStore(openTestScoringTables());
    const { result } = renderHook(() => useGameView(store, 9));
    await waitFor(() => expect(result.current?.state.status).toBe('scheduled'));
    await act(async () => {
      await store.record({ type: 'begin', gameId: 9 });
      await store.record({ type: 'score', gameId: 9, team: 'home', scorerId: 5, assistId: 6 });
    });
    await waitFor(() =>
      expect(result.current?.state).toMatchObject({ status: 'live', homeScore: 1 }),
    );
    expect(result.current?.log.map((action) => action.sync)).toEqual(['pending', 'pending']);
  });

  it('shows an action recorded here before the live query has read the log again', async () => {
    const store = createDexieScoringStore(openTestScoringTables());
    await store.saveGames([game]);
    await store.record({ type: 'begin', gameId: 9 });
    // After the first read, the log reads hang, as they do behind a write already queued.
    let reads = 0;
    const held: ScoringStore = {
      ...store,
      gameLog: (gameId) => (++reads === 1 ? store.gameLog(gameId) : new Promise(() => {})),
    };
    const { result } = renderHook(() => useGameView(held, 9));
    await waitFor(() => expect(result.current?.state.status).toBe('live'));

    await act(async () => {
      await held.record({ type: 'score', gameId: 9, team: 'away', scorerId: null, assistId: null });
    });
    await waitFor(() => expect(result.current?.state.awayScore).toBe(1));
    expect(reads).toBeGreaterThan(1);
    expect(result.current?.log.map((action) => action.type)).toEqual(['begin', 'score']);
  });

  it('leaves out actions of other games', async () => {
    const store = createDexieScoringStore(openTestScoringTables());
    await store.saveGames([game, { ...game, id: 10 }]);
    await store.record({ type: 'begin', gameId: 9 });
    const { result } = renderHook(() => useGameView(store, 9));
    await waitFor(() => expect(result.current?.state.status).toBe('live'));
    await act(async () => {
      await store.record({ type: 'begin', gameId: 10 });
      await store.record({
        type: 'score',
        gameId: 10,
        team: 'home',
        scorerId: null,
        assistId: null,
      });
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(result.current?.log.map((action) => action.gameId)).toEqual([9]);
    expect(result.current?.state.homeScore).toBe(0);
  });
});
