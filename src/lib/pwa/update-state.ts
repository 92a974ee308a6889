// The update state shared by the service-worker registration, the update prompt and the scoring
// feature. Pure (no React, no workbox) so the hold rules are tested on their own.
//
// The rule that matters: while anything holds updates (a recorded scoring action not yet synced),
// applying an update must not reload the page. Releasing the last hold does not reload either; it
// only lets the prompt ask again, so the page never reloads without the user's say.

export interface UpdateSnapshot {
  /** A new version is installed and waiting for the user's go-ahead. */
  readonly needRefresh: boolean;
  /** The first install finished: the app now opens offline. */
  readonly offlineReady: boolean;
  /** At least one hold is active. */
  readonly held: boolean;
}

/** What `applyUpdate` did: started the update, refused because of a hold, or found no update. */
export type ApplyUpdateResult = 'started' | 'held' | 'no-update';

export interface UpdateState {
  getSnapshot(): UpdateSnapshot;
  subscribe(listener: () => void): () => void;
  markNeedRefresh(): void;
  markOfflineReady(): void;
  dismissOfflineReady(): void;
  /** The registration installs how an update is activated (skip waiting, then reload). */
  setActivator(activate: () => void): void;
  /** Holds updates until the returned release is called; calling release twice is harmless. */
  holdUpdates(reason: string): () => void;
  /** Why updates are held, oldest first (for diagnostics). */
  holdReasons(): string[];
  applyUpdate(): ApplyUpdateResult;
}

export function createUpdateState(): UpdateState {
  const listeners = new Set<() => void>();
  const holds = new Map<symbol, string>();
  let activate: (() => void) | null = null;
  let snapshot: UpdateSnapshot = { needRefresh: false, offlineReady: false, held: false };

  function update(change: Partial<UpdateSnapshot>): void {
    const next = { ...snapshot, ...change };
    if (
      next.needRefresh === snapshot.needRefresh &&
      next.offlineReady === snapshot.offlineReady &&
      next.held === snapshot.held
    ) {
      return;
    }
    snapshot = next;
    for (const listener of [...listeners]) listener();
  }

  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    markNeedRefresh: () => update({ needRefresh: true }),
    markOfflineReady: () => update({ offlineReady: true }),
    dismissOfflineReady: () => update({ offlineReady: false }),
    setActivator(next) {
      activate = next;
    },
    holdUpdates(reason) {
      const key = Symbol(reason);
      holds.set(key, reason);
      update({ held: true });
      return () => {
        if (!holds.delete(key)) return;
        update({ held: holds.size > 0 });
      };
    },
    holdReasons: () => [...holds.values()],
    applyUpdate() {
      if (!snapshot.needRefresh || !activate) return 'no-update';
      if (snapshot.held) return 'held';
      activate();
      return 'started';
    },
  };
}

/** The app's one update state; the registration and the prompt use it unless given another. */
export const appUpdateState = createUpdateState();

/**
 * Holds updates for as long as something must not be interrupted by a reload, e.g. while scoring
 * actions wait in the outbox. Returns the release; see `useHoldUpdates` for React components.
 */
export function holdUpdates(reason: string): () => void {
  return appUpdateState.holdUpdates(reason);
}
