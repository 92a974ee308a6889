// The lists of values (the eight LOV types, one read for all of them), read by the components
// that show one, through the offline cache like any other read. A page the server renders has
// them in its seed when it shows one (the renderer asks for them), so its first paint has the
// lists and the browser neither fetches them nor loads their schema; a page that shows none
// never asks for them.
import { useMemo } from 'react';
import { portalFirstLoadApi } from '../../contract/api/portal-first-load';
import { LOV_TYPES, type LovItem, type LovType } from '../../contract/lov-types';
import { useApi } from '../api-read';

/** One key for every page: each asks for all eight types, as the original did at start. */
const ALL_TYPES = { query: { lovTypes: LOV_TYPES.join(',') } };

const NO_ITEMS: LovItem[] = [];

/** One list; empty until the lists have arrived (callers keep a fallback for that moment). */
export function useLov(type: LovType): LovItem[] {
  // Silent: a list decorates a page, whose own read reports a lost connection.
  const { data } = useApi(portalFirstLoadApi.lovs, ALL_TYPES, { silent: true });
  return useMemo(() => {
    const items = data?.filter((item) => item.type === type);
    return items && items.length > 0 ? items : NO_ITEMS;
  }, [data, type]);
}

/** The display name of one value of a list, or the value itself when it is not listed. */
export function useLovName(type: LovType, value: string): string {
  return useLov(type).find((item) => item.value === value)?.name ?? value;
}
