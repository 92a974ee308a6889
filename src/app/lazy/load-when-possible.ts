// Parts that can wait (the toasts' views, the update prompt) load after the first paint. Their
// load must never fail outright: a rejected React.lazy with no error boundary takes the whole app
// down, and on a weak signal a chunk does fail now and then. So it is tried again, later and
// later, until it arrives; meanwhile the part simply is not shown.

export const RETRY_DELAYS_MS = [2_000, 10_000, 30_000] as const;

export function loadWhenPossible<M>(load: () => Promise<M>): () => Promise<M> {
  return () =>
    new Promise<M>((resolve) => {
      const attempt = (failures: number) => {
        load().then(resolve, () => {
          const delay = RETRY_DELAYS_MS[Math.min(failures, RETRY_DELAYS_MS.length - 1)];
          setTimeout(() => attempt(failures + 1), delay);
        });
      };
      attempt(0);
    });
}
