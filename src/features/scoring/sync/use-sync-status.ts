// The sync state for React: 待同步 N, 已同步, offline, rejected actions, needs-login.
import { useSyncExternalStore } from 'react';
import type { ScoringEngine } from './create-scoring-engine';
import type { SyncStatus } from './sync-state';

export function useSyncStatus(engine: ScoringEngine): SyncStatus {
  return useSyncExternalStore(engine.state.subscribe, engine.state.get);
}
