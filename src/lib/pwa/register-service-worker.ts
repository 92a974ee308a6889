// Registers sw.js (built from sw/sw.ts) with workbox-window and feeds its lifecycle into the
// update state. An update activates only through `applyUpdate`, and the page reloads only after
// the new worker took control because this page asked for it and nothing holds updates.
import { appBase } from '../base-url';
import { appUpdateState, type UpdateState } from './update-state';

/**
 * workbox-window's lifecycle flags. `isUpdate`: the page had a controller when it registered.
 * `isExternal`: the worker was found after registration (a new deploy while the page is open).
 */
export interface LifecycleEvent {
  isUpdate?: boolean;
  isExternal?: boolean;
}

/** The part of workbox-window's `Workbox` used here, so tests can pass a fake. */
export interface ServiceWorkerClient {
  addEventListener(
    type: 'installed' | 'waiting' | 'controlling',
    listener: (event: LifecycleEvent) => void,
  ): void;
  register(): Promise<ServiceWorkerRegistration | undefined>;
  update(): Promise<void>;
  messageSkipWaiting(): void;
}

export interface RegisterOptions {
  client?: ServiceWorkerClient;
  state?: UpdateState;
  reload?: () => void;
}

/** A page left open (a whole tournament day of scoring) still learns of new versions. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

let registeredAppWorker = false;

/**
 * Registers the app's service worker once; later calls do nothing. Without a `client` it does
 * nothing outside a production build or where service workers are unavailable.
 */
export function registerAppServiceWorker(options: RegisterOptions = {}): void {
  const state = options.state ?? appUpdateState;
  const reload = options.reload ?? (() => window.location.reload());
  if (options.client) {
    connect(options.client, state, reload);
    return;
  }
  if (registeredAppWorker || !import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  registeredAppWorker = true;
  // workbox-window is needed only once the page is up: it stays out of the first-load bundle.
  import('workbox-window')
    .then(({ Workbox }) =>
      connect(new Workbox(`${appBase()}sw.js`, { scope: appBase() }), state, reload),
    )
    // Without a worker the site still works online; there is nothing the user could do about it.
    .catch(() => undefined);
}

function connect(worker: ServiceWorkerClient, state: UpdateState, reload: () => void): void {
  let requested = false;
  let newWorkerControls = false;

  // A worker is a replacement when the page already had one, or when it arrived while the page
  // was open: on a first visit both flags are false for the first worker only.
  const replacesWorker = (event: LifecycleEvent) =>
    event.isUpdate === true || event.isExternal === true;

  worker.addEventListener('installed', (event) => {
    if (!replacesWorker(event)) state.markOfflineReady();
  });
  worker.addEventListener('waiting', () => state.markNeedRefresh());
  worker.addEventListener('controlling', (event) => {
    // The first install claiming the page changes nothing the user sees.
    if (!replacesWorker(event)) return;
    newWorkerControls = true;
    // Another tab may have activated the update, or a hold began meanwhile: then ask, never reload.
    if (requested && !state.getSnapshot().held) reload();
    else state.markNeedRefresh();
  });
  state.setActivator(() => {
    if (newWorkerControls) {
      reload();
      return;
    }
    requested = true;
    worker.messageSkipWaiting();
  });

  worker
    .register()
    .then(() => {
      setInterval(() => {
        if (navigator.onLine) void worker.update().catch(() => undefined);
      }, UPDATE_CHECK_MS);
    })
    .catch(() => undefined);
}
