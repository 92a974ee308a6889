import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { VolunteerGame } from '../../../contract/volunteer';
import { createDexieScoringStore } from './create-dexie-scoring-store';
import { DEFAULT_GAME_RULES } from './game-rules';
import { loadGameView } from './load-game-view';
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
  rules: { ...DEFAULT_GAME_RULES, pointsToWin: 2 },
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
});
