// What every scoring screen needs from the engine: the engine itself and its sync state. While
// actions wait, an app update is held (it would reload the page mid-game), and coming back after
// a new login lets the actions kept during a 401 go on. The signed-in volunteer is told to the
// store, so their actions (and no one else's) go out under their ticket.
import { useEffect } from 'react';
import { useCurrentUser } from '../../../lib/global-state';
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
  const userId = useCurrentUser().user?.id ?? null;
  useHoldUpdates(sync.pendingCount > 0, MSG.holdReason);
  useEffect(() => {
    if (engine.state.get().needsLogin && getTicket() !== null) engine.resumeAfterLogin();
  }, [engine]);
  useEffect(() => {
    const ticket = getTicket();
    if (userId === null || ticket === null) return;
    void engine.store.setScorer(userId, ticket).then((changed) => {
      // Actions this volunteer left waiting at an earlier logout may go now.
      if (changed) engine.resumeAfterLogin();
    });
  }, [engine, userId]);
  return { engine, sync };
}
