// Which requests the service worker answers, and how, kept pure so they can be unit-tested
// outside a worker. `scopePath` is the worker's scope path: "/" or the Vite base, e.g. "/portal/".
import { API_PREFIX, pathPattern } from '../src/contract/api/route-path';
import { downloadApi } from '../src/contract/api/download';

const API_FOLDER = API_PREFIX.slice(1);
const DOWNLOAD_FILE = pathPattern(downloadApi.file);

/** True for the API, under the site root or under the app's base path. */
export function isApiPath(pathname: string, scopePath: string): boolean {
  return pathname.startsWith(API_PREFIX) || pathname.startsWith(`${scopePath}${API_FOLDER}`);
}

/** A document from the download centre (its route's path, under the site root or the base). */
export function isDownloadFilePath(pathname: string, scopePath: string): boolean {
  if (!isApiPath(pathname, scopePath)) return false;
  return DOWNLOAD_FILE.test(pathname);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The NavigationRoute denylist (tested against path + query): navigations that must reach the
 * network instead of the precached index.html. That is the API, and direct visits to a file (an
 * image or a document opened in its own tab), recognised by a dot in the last path segment.
 * Every other navigation is a client-side route.
 */
export function navigationDenylist(scopePath: string): RegExp[] {
  return [
    new RegExp(`^${escapeRegExp(API_PREFIX)}`),
    new RegExp(`^${escapeRegExp(scopePath)}${API_FOLDER}`),
    /^[^?]*\/[^/?]+\.[^/?]+(?:\?.*)?$/,
  ];
}

/**
 * The NavigationRoute allowlist of the scoring area (`<scope>scoring`, `<scope>scoring/…`): those
 * pages are answered with scoring.html, which names the scorer's own manifest.
 */
export function scoringNavigation(scopePath: string): RegExp {
  return new RegExp(`^${escapeRegExp(scopePath)}scoring(?:[/?]|$)`);
}

/** Images the page shows (not API calls: an API image such as a captcha must never be reused). */
export function isCacheableImage(
  destination: string,
  pathname: string,
  scopePath: string,
): boolean {
  return destination === 'image' && !isApiPath(pathname, scopePath);
}

/**
 * A download is worth keeping only when it is the file itself: the API reports errors as a JSON
 * envelope, sometimes with HTTP 200, and that must not be served later as the document.
 */
export function isStorableFileResponse(status: number, contentType: string | null): boolean {
  return status === 200 && !(contentType ?? '').includes('application/json');
}
