import { useEffect, useSyncExternalStore } from 'react';
import { registerAppServiceWorker } from './register-service-worker';
import { UPDATE_MESSAGES } from './update-messages';
import { appUpdateState, type ApplyUpdateResult, type UpdateState } from './update-state';

export interface AppUpdate {
  needRefresh: boolean;
  offlineReady: boolean;
  held: boolean;
  applyUpdate: () => ApplyUpdateResult;
  dismissOfflineReady: () => void;
}

/**
 * The update state for a component. With the app's own state it also makes sure the service
 * worker is registered, so mounting the update prompt is all the app has to do.
 */
export function useAppUpdate(state: UpdateState = appUpdateState): AppUpdate {
  useEffect(() => {
    if (state === appUpdateState) registerAppServiceWorker();
  }, [state]);
  const snapshot = useSyncExternalStore(state.subscribe, state.getSnapshot);
  return {
    ...snapshot,
    applyUpdate: state.applyUpdate,
    dismissOfflineReady: state.dismissOfflineReady,
  };
}

/**
 * Holds app updates while `active` is true, e.g. `useHoldUpdates(pendingActions > 0)` in the
 * scoring feature: the update prompt then waits until every recorded action has synced.
 */
export function useHoldUpdates(
  active: boolean,
  reason: string = UPDATE_MESSAGES.defaultHoldReason,
  state: UpdateState = appUpdateState,
): void {
  useEffect(() => (active ? state.holdUpdates(reason) : undefined), [active, reason, state]);
}
