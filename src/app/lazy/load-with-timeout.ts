// Page bundles load through here: a load that fails or takes longer than the original's 120 s
// becomes a PageLoadError the page can show and retry (docs/routes.md, "Page chunks").

export const PAGE_LOAD_TIMEOUT_MS = 120_000;

export type PageLoadFailure = 'timeout' | 'network';

export class PageLoadError extends Error {
  readonly reason: PageLoadFailure;

  constructor(reason: PageLoadFailure, cause?: unknown) {
    super(reason === 'timeout' ? '页面加载超时' : '页面加载失败', { cause });
    this.name = 'PageLoadError';
    this.reason = reason;
  }
}

/** Runs `load` and settles with its module, or rejects with a PageLoadError on failure or timeout. */
export function loadWithTimeout<M>(
  load: () => Promise<M>,
  timeoutMs = PAGE_LOAD_TIMEOUT_MS,
): Promise<M> {
  return new Promise<M>((resolve, reject) => {
    const timer = setTimeout(() => reject(new PageLoadError('timeout')), timeoutMs);
    load().then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(new PageLoadError('network', error));
      },
    );
  });
}
