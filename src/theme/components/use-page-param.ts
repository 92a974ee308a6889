// The list page number kept in the URL (?page=N), so a page of results can be bookmarked,
// shared, reopened offline from the cache and left with the back button.
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/** Items a page of the portal's plain lists (notices, news, training, downloads). */
export const PAGE_SIZE = 10;

export function usePageParam(): [page: number, setPage: (page: number) => void] {
  const [params, setParams] = useSearchParams();
  const parsed = Number.parseInt(params.get('page') ?? '1', 10);
  const page = Number.isFinite(parsed) && parsed > 0 ? parsed : 1;
  const setPage = useCallback(
    (next: number) => {
      setParams((current) => {
        const updated = new URLSearchParams(current);
        if (next <= 1) updated.delete('page');
        else updated.set('page', String(next));
        return updated;
      });
      window.scrollTo({ top: 0 });
    },
    [setParams],
  );
  return [page, setPage];
}
