/// <reference lib="webworker" />
// The app's service worker (built by vite-plugin-pwa, injectManifest). It serves the precached shell,
// answers client-side routes with index.html when offline, and caches images and downloaded files.
// Other API calls pass straight through: the app keeps its own stale-while-revalidate cache in
// IndexedDB, and a second copy here would serve data the app believes it refreshed.
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import {
  isCacheableImage,
  isDownloadFilePath,
  navigationDenylist,
  isStorableFileResponse,
  scoringNavigation,
} from './route-matchers';

declare const self: ServiceWorkerGlobalScope;

const DAY_SECONDS = 24 * 60 * 60;
const scopePath = new URL(self.registration.scope).pathname;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// The first install takes the open page at once, so it works offline without a reload. Updates
// still wait: a new worker activates only when the page sends SKIP_WAITING (see src/lib/pwa).
clientsClaim();
self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

// The scoring area's pages name the scorer's manifest, so it installs (and opens) as 飞盘记分.
// Registered first: the first matching route answers.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('scoring.html'), {
    allowlist: [scoringNavigation(scopePath)],
    denylist: navigationDenylist(scopePath),
  }),
);
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('index.html'), {
    denylist: navigationDenylist(scopePath),
  }),
);

// Images change rarely and are addressed by their own URL: serve the kept copy, refresh after expiry.
registerRoute(
  ({ request, url }) => isCacheableImage(request.destination, url.pathname, scopePath),
  new CacheFirst({
    cacheName: 'images',
    plugins: [
      new ExpirationPlugin({
        maxEntries: 200,
        maxAgeSeconds: 30 * DAY_SECONDS,
        purgeOnQuotaError: true,
      }),
    ],
  }),
);

// Network first: the association may replace a document under the same id, so an online visitor
// always gets the current file; a file downloaded before still opens offline. The timeout keeps a
// weak connection from hanging the download when a kept copy exists.
registerRoute(
  ({ url }) => isDownloadFilePath(url.pathname, scopePath),
  new NetworkFirst({
    cacheName: 'downloads',
    networkTimeoutSeconds: 10,
    plugins: [
      {
        cacheWillUpdate: async ({ response }) =>
          isStorableFileResponse(response.status, response.headers.get('content-type'))
            ? response
            : null,
      },
      new ExpirationPlugin({
        maxEntries: 30,
        maxAgeSeconds: 30 * DAY_SECONDS,
        purgeOnQuotaError: true,
      }),
    ],
  }),
);
