import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createDexieScoringStore } from '../local/create-dexie-scoring-store';
import { openTestScoringTables } from '../local/test-scoring-db';
import { createScoringEngine } from './create-scoring-engine';
import { FakeVolunteerServer } from './testing/fake-volunteer-server';
import { useSyncStatus } from './use-sync-status';

describe('useSyncStatus', () => {
  it('shows the pending count going up with an action and back to 0 after a sync', async () => {
    const engine = createScoringEngine({
      store: createDexieScoringStore(openTestScoringTables()),
      transport: new FakeVolunteerServer(),
      locks: null,
    });
    const { result } = renderHook(() => useSyncStatus(engine));
    expect(result.current.pendingCount).toBe(0);
    await act(() => engine.recordAction({ type: 'begin', gameId: 1 }));
    expect(result.current.pendingCount).toBe(1);
    await act(() => engine.syncNow());
    expect(result.current).toMatchObject({ pendingCount: 0, needsLogin: false, lastFailure: null });
    expect(result.current.lastSyncAt).not.toBeNull();
  });
});
