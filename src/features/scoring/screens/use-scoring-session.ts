// What every scoring screen needs from the engine: the engine itself and its sync state. While
// actions wait, an app update is held (it would reload the page mid-game), and coming back after
// a new login lets the actions kept during a 401 go on.
import { useEffect } from 'react';
import { useHoldUpdates } from '../../../lib/pwa';
import { getTicket } from '../../../lib/ticket';
import type { ScoringEngine } from '../sync/create-scoring-engine';
import { getScoringEngine } from '../sync/get-scoring-engine';
import type { SyncStatus } from '../sync/sync-state';
import { useSyncStatus } from '../sync/use-sync-status';
import { MSG } from '../messages';

export interface ScoringSession {
  engine: ScoringEngine;
  sync: SyncStatus;
}

export function useScoringSession(): ScoringSession {
  const engine = getScoringEngine();
  const sync = useSyncStatus(engine);
  useHoldUpdates(sync.pendingCount > 0, MSG.holdReason);
  useEffect(() => {
    if (engine.state.get().needsLogin && getTicket() !== null) engine.resumeAfterLogin();
  }, [engine]);
  return { engine, sync };
}
