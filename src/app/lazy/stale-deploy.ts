// After a deploy the old hashed chunks are gone, so importing them again can never succeed: the
// page has to be reloaded to get the new index.html. We reload at most once per session so a
// real outage shows the retry message instead of a reload loop.

const RELOADED_KEY = 'page-load-reloaded';

let preloadFailed = false;

/**
 * Vite fires `vite:preloadError` when a chunk's stylesheet or dependency fails; the import then
 * rejects too, so the page shows its retry message, and this flag makes the retry a reload.
 */
export function listenForPreloadErrors(target: Window = window): () => void {
  const onPreloadError = () => {
    preloadFailed = true;
  };
  target.addEventListener('vite:preloadError', onPreloadError);
  return () => target.removeEventListener('vite:preloadError', onPreloadError);
}

/** True when the missing chunk is likely from an old deploy and a reload has not been tried yet. */
export function shouldReloadForNewDeploy(failuresInARow: number): boolean {
  if (!preloadFailed && failuresInARow < 2) return false;
  try {
    return window.sessionStorage.getItem(RELOADED_KEY) === null;
  } catch {
    return false;
  }
}

/** Reloads the page once; the flag survives the reload so we never reload twice. */
export function reloadForNewDeploy(reload: () => void = () => window.location.reload()): void {
  try {
    window.sessionStorage.setItem(RELOADED_KEY, String(Date.now()));
  } catch {
    // Without sessionStorage we cannot guard against a loop, so do not reload at all.
    return;
  }
  reload();
}

/** A page loaded: the next stale chunk, after a later deploy, may reload again. */
export function markPageLoaded(): void {
  preloadFailed = false;
  try {
    window.sessionStorage.removeItem(RELOADED_KEY);
  } catch {
    // Nothing was stored when storage is blocked.
  }
}
