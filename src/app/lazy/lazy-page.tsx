// Route pages are split per section and loaded on first visit. Unlike React.lazy, a failed or
// hanging load is not final: the page shows 「页面加载失败，请检查网络后重试」 with a 重试 button.
import { useEffect, useState, type ComponentType } from 'react';
import { loadWithTimeout, PAGE_LOAD_TIMEOUT_MS, PageLoadError } from './load-with-timeout';
import { PageLoadFailed, PageLoading } from './page-load-status';
import { markPageLoaded, reloadForNewDeploy, shouldReloadForNewDeploy } from './stale-deploy';

type LoadState =
  { status: 'loading' } | { status: 'ready'; Page: ComponentType } | { status: 'failed' };

/** A route page that can be loaded ahead of its render: see `preloadRoutePages`. */
export type LazyRoutePageType = ComponentType & { preload: () => Promise<void> };

/**
 * Wraps a section import: `lazyPage(() => import('../features/x'), (m) => m.XPage)`. Pages of one
 * section share the same `load`, so they share one chunk.
 */
export function lazyPage<M>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
): LazyRoutePageType {
  let loaded: ComponentType | undefined;

  function LazyRoutePage() {
    const [state, setState] = useState<LoadState>(() =>
      loaded ? { status: 'ready', Page: loaded } : { status: 'loading' },
    );
    const [attempt, setAttempt] = useState(0);
    const [networkFailures, setNetworkFailures] = useState(0);

    useEffect(() => {
      if (loaded) return;
      let current = true;
      loadWithTimeout(load, PAGE_LOAD_TIMEOUT_MS).then(
        (module) => {
          loaded = pick(module);
          markPageLoaded();
          if (current) setState({ status: 'ready', Page: loaded });
        },
        (error: unknown) => {
          if (!current) return;
          if (error instanceof PageLoadError && error.reason === 'network')
            setNetworkFailures((n) => n + 1);
          setState({ status: 'failed' });
        },
      );
      return () => {
        current = false;
      };
    }, [attempt]);

    const retry = () => {
      if (shouldReloadForNewDeploy(networkFailures)) {
        reloadForNewDeploy();
        return;
      }
      setState({ status: 'loading' });
      setAttempt((n) => n + 1);
    };

    if (state.status === 'ready') return <state.Page />;
    if (state.status === 'failed') return <PageLoadFailed onRetry={retry} />;
    return <PageLoading />;
  }

  // A server-rendered page must be there at the first render, on the server and again before
  // the browser hydrates it, so both render the page rather than its loading state.
  LazyRoutePage.preload = async () => {
    loaded ??= pick(await load());
  };
  return LazyRoutePage;
}
