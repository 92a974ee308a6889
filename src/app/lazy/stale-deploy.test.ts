import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  listenForPreloadErrors,
  markPageLoaded,
  reloadForNewDeploy,
  shouldReloadForNewDeploy,
} from './stale-deploy';

beforeEach(() => {
  window.sessionStorage.clear();
  markPageLoaded();
});

describe('reloading after a deploy', () => {
  let stopListening: () => void = () => undefined;
  afterEach(() => stopListening());

  it('retries the import first: one failure may be a network blip', () => {
    expect(shouldReloadForNewDeploy(1)).toBe(false);
  });

  it('reloads once when the chunk failed twice in a row', () => {
    expect(shouldReloadForNewDeploy(2)).toBe(true);
    const reload = vi.fn();
    reloadForNewDeploy(reload);
    expect(reload).toHaveBeenCalledTimes(1);
    // After that reload, the same failure shows the message instead of reloading in a loop.
    expect(shouldReloadForNewDeploy(2)).toBe(false);
  });

  it('reloads on the first retry after vite:preloadError (a stylesheet or dependency is gone)', () => {
    stopListening = listenForPreloadErrors(window);
    window.dispatchEvent(new Event('vite:preloadError', { cancelable: true }));
    expect(shouldReloadForNewDeploy(1)).toBe(true);
  });

  it('may reload again after a page loaded, for the next deploy', () => {
    reloadForNewDeploy(vi.fn());
    expect(shouldReloadForNewDeploy(2)).toBe(false);
    markPageLoaded();
    expect(shouldReloadForNewDeploy(2)).toBe(true);
  });
});
