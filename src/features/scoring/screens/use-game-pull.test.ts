import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ScoringEngine } from '../sync/create-scoring-engine';
import { PULL_AFTER_SYNC_MS, PULL_INTERVAL_MS, useGamePull } from './use-game-pull';

function fakeEngine() {
  const pullGame = vi.fn(async () => true);
  return { engine: { pullGame } as unknown as ScoringEngine, pullGame };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('useGamePull', () => {
  it('reads the game on opening and every 20 s', () => {
    const { engine, pullGame } = fakeEngine();
    renderHook(() => useGamePull(engine, 7, null));
    expect(pullGame).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(PULL_INTERVAL_MS);
    expect(pullGame).toHaveBeenCalledTimes(2);
    expect(pullGame).toHaveBeenLastCalledWith(7);
  });

  it('reads the game once after a burst of syncs, when they stop', () => {
    const { engine, pullGame } = fakeEngine();
    const { rerender } = renderHook(({ at }) => useGamePull(engine, 7, at), {
      initialProps: { at: 1000 as number | null },
    });
    pullGame.mockClear();
    for (const at of [2000, 2300, 2600]) {
      vi.advanceTimersByTime(PULL_AFTER_SYNC_MS / 3);
      rerender({ at });
    }
    expect(pullGame).not.toHaveBeenCalled();
    vi.advanceTimersByTime(PULL_AFTER_SYNC_MS);
    expect(pullGame).toHaveBeenCalledTimes(1);
  });

  it('does not read while the browser is offline', () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { engine, pullGame } = fakeEngine();
    const { rerender } = renderHook(({ at }) => useGamePull(engine, 7, at), {
      initialProps: { at: null as number | null },
    });
    rerender({ at: 5000 });
    vi.advanceTimersByTime(PULL_INTERVAL_MS);
    expect(pullGame).not.toHaveBeenCalled();
    online.mockRestore();
  });
});
