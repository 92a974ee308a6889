// The console lists' state in the URL (?q=…&status=…&page=…): a search or filter can be
// bookmarked, shared and left with the back button. A new search or filter starts at page 1.
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

export interface ListState {
  page: number;
  q: string;
  /** The filters' values by name, only those set. */
  filters: Record<string, string>;
}

function pageOf(params: URLSearchParams): number {
  const parsed = Number.parseInt(params.get('page') ?? '1', 10);
  return Number.isFinite(parsed) && parsed > 0 ? parsed : 1;
}

export function useListSearchParams(filterNames: readonly string[]): {
  state: ListState;
  setPage: (page: number) => void;
  setSearch: (q: string) => void;
  setFilter: (name: string, value: string) => void;
} {
  const [params, setParams] = useSearchParams();
  const filters: Record<string, string> = {};
  for (const name of filterNames) {
    const value = params.get(name);
    if (value) filters[name] = value;
  }
  const state = { page: pageOf(params), q: params.get('q') ?? '', filters };

  const update = useCallback(
    (name: string, value: string) => {
      setParams((current) => {
        const next = new URLSearchParams(current);
        if (value === '' || (name === 'page' && value === '1')) next.delete(name);
        else next.set(name, value);
        if (name !== 'page') next.delete('page');
        return next;
      });
    },
    [setParams],
  );

  return {
    state,
    setPage: (page) => update('page', String(page)),
    setSearch: (q) => update('q', q.trim()),
    setFilter: update,
  };
}
