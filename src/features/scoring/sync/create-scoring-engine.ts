// The scoring feature's engine: records actions locally, drains the outbox one tab at a time,
// schedules the drains and keeps the sync state the screen shows. Everything it touches is
// injected, so tests run it against a fake server, a fake lock and a fake clock.
import { liveQuery } from 'dexie';
import type { ActionDraft, ScoringAction } from '../local/scoring-action';
import { NOT_LOGGED_IN } from '../../../contract/envelope';
import { isApiError } from '../../../lib/api-error';
import type { ScoringStore } from '../local/scoring-store';
import { drainOutbox, type DrainReport } from './drain-outbox';
import { pullGame, type GameReads } from './pull-game';
import { createSyncGuard, type LockRequester } from '../../../lib/outbox/sync-guard';
import {
  createSyncScheduler,
  type SchedulerEvent,
  type SchedulerOptions,
} from '../../../lib/outbox/sync-scheduler';
import { createSyncState, type SyncState, type SyncStatus } from './sync-state';
import type { SyncTransport } from './sync-transport';

/** The Web Lock that lets one tab at a time drain the outbox. */
export const SYNC_LOCK_NAME = 'feipan-sync';

export interface ScoringEngineOptions {
  store: ScoringStore;
  transport: SyncTransport;
  /** Reads of the server's view of a game; without them pullGame does nothing. */
  reads?: GameReads;
  /** navigator.locks by default; pass a fake in tests, or null to run without a lock. */
  locks?: LockRequester | null;
  /** Clock, random source and event targets of the scheduler (src/lib/outbox/sync-scheduler.ts). */
  scheduling?: Omit<SchedulerOptions<DrainReport>, 'sync' | 'onEvent'>;
  now?: () => number;
  /** Most actions per call; the server's batch limit by default. */
  batchLimit?: number;
}

export interface ScoringEngine {
  store: ScoringStore;
  state: SyncState;
  /** Writes the action to the game's log and the outbox in one transaction, then syncs. */
  recordAction(draft: ActionDraft): Promise<ScoringAction>;
  /** Drains now; a drain under way in this tab is shared rather than started twice. */
  syncNow(): Promise<DrainReport>;
  /**
   * Reads the server's view of the game and its rosters into local storage (the game view then
   * shows other phones' points). Resolves false when the server could not be reached.
   */
  pullGame(gameId: number): Promise<boolean>;
  /** Call after the volunteer logged in again: the actions kept during the 401 go on. */
  resumeAfterLogin(): void;
  dismissRejected(id: string): Promise<void>;
  start(): void;
  stop(): void;
}

function statusOf(event: SchedulerEvent<DrainReport>): Partial<SyncStatus> {
  switch (event.type) {
    case 'started':
      return { syncing: true };
    case 'finished': {
      const { failure, outcome } = event.report;
      return {
        syncing: false,
        needsLogin: outcome === 'needs-login',
        offline: failure === 'network',
        lastFailure: failure,
        nextRetryAt: event.nextRetryAt,
      };
    }
    case 'failed':
      return { syncing: false, lastFailure: 'unexpected', nextRetryAt: event.nextRetryAt };
    case 'offline':
      return { offline: true };
    case 'online':
      return { offline: false };
  }
}

export function createScoringEngine({
  store,
  transport,
  reads,
  locks,
  scheduling = {},
  now = Date.now,
  batchLimit,
}: ScoringEngineOptions): ScoringEngine {
  const isOnline = scheduling.isOnline ?? (() => globalThis.navigator?.onLine ?? true);
  const state = createSyncState({ offline: !isOnline() });
  const refresh = async () => state.update(await store.outboxSummary());
  const drain = () => drainOutbox({ store, transport, now, batchLimit });
  const syncNow = createSyncGuard(SYNC_LOCK_NAME, drain, locks === null ? undefined : locks);
  const scheduler = createSyncScheduler({
    ...scheduling,
    isOnline,
    sync: syncNow,
    onEvent: (event) => {
      state.update(statusOf(event));
      if (event.type === 'finished' || event.type === 'failed') void refreshUnlessWatched();
    },
  });
  // Other tabs write to the same outbox: a live query keeps the counts true for all of them.
  let watch: { unsubscribe(): void } | null = null;
  // Once started, the live query reads the counts again after each write; a second read would
  // only be one more transaction for the next tap's write to wait behind.
  const refreshUnlessWatched = async () => {
    if (watch === null) await refresh();
  };

  return {
    store,
    state,
    async recordAction(draft) {
      const action = await store.record(draft);
      // The sync bar counts the action at once; the screen has shown it already (onRecorded).
      await refresh();
      void scheduler.poke();
      return action;
    },
    syncNow: async () => {
      const report = await syncNow();
      state.update(statusOf({ type: 'finished', report, nextRetryAt: state.get().nextRetryAt }));
      await refresh();
      // The drain may have been joined just after its last read of the outbox: anything
      // recorded since goes with a run of the scheduler, which follows up on its own runs.
      if (report.outcome === 'done' && state.get().pendingCount > 0) void scheduler.poke();
      return report;
    },
    async pullGame(gameId) {
      if (!reads) return false;
      try {
        await pullGame(store, reads, gameId);
        return true;
      } catch (error) {
        if (!isApiError(error)) throw error;
        if (error.kind === 'business' && error.code === NOT_LOGGED_IN) {
          state.update({ needsLogin: true });
        }
        return false;
      }
    },
    resumeAfterLogin() {
      state.update({ needsLogin: false });
      void scheduler.poke();
    },
    async dismissRejected(id) {
      await store.dismissRejected(id);
      await refresh();
    },
    start() {
      // An async querier, so Dexie keeps its zone through the awaits: a read outside the zone is
      // a table whose changes never run the query again (docs/offline-and-sync.md).
      watch ??= liveQuery(async () => store.outboxSummary()).subscribe({
        next: (summary) => state.update(summary),
      });
      scheduler.start();
    },
    stop() {
      scheduler.stop();
      watch?.unsubscribe();
      watch = null;
    },
  };
}
