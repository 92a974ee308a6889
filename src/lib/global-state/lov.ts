// The list-of-values store of the original: area `global`, map `lovs` (type → items), filled
// at start from the eight LOV types and merged, never replaced, by saveLovs.
import { startTransition } from 'react';
import { LOV_TYPES, type LovItem, type LovType } from '../../contract/lov-types';
import { readApi } from '../api-read';
import { appStore, atom, useAtomValue } from '../app-store';

export interface GlobalArea {
  lovs: Partial<Record<string, LovItem[]>>;
}

export const globalAreaAtom = atom<GlobalArea>({ lovs: {} });

/** Merges lists in by type: the types given replace their old lists, the others stay. */
export function saveLovs(entries: Partial<Record<string, LovItem[]>>): void {
  // A transition, as for the current user: the lists arrive while a page is being hydrated.
  startTransition(() =>
    appStore.set(globalAreaAtom, (area) => ({ ...area, lovs: { ...area.lovs, ...entries } })),
  );
}

/** Groups the server's flat list by type; every requested type gets a list, empty if absent. */
export function groupLovs(items: readonly LovItem[], types: readonly string[] = LOV_TYPES) {
  const grouped: Record<string, LovItem[]> = Object.fromEntries(types.map((type) => [type, []]));
  for (const item of items) (grouped[item.type] ??= []).push(item);
  return grouped;
}

/** Fetches the eight LOV types (through the offline cache) and saves them. */
export async function loadLovs(): Promise<void> {
  const save = (items: LovItem[]) => saveLovs(groupLovs(items));
  // The store is filled on every page's first load; the answer's schema loads after it.
  // The route comes with the rest of the portal's table, which the first load need not carry.
  const { portalApi } = await import('../../contract/api/portal');
  const items = await readApi(
    portalApi.lovs,
    { query: { lovTypes: LOV_TYPES.join(',') } },
    { silent: true, onRevalidate: save },
  );
  save(items);
}

const NO_ITEMS: LovItem[] = [];

export function useLov(type: LovType): LovItem[] {
  return useAtomValue(globalAreaAtom, { store: appStore }).lovs[type] ?? NO_ITEMS;
}

/** The display name of one value of a list, or the value itself when it is not listed. */
export function useLovName(type: LovType, value: string): string {
  return useLov(type).find((item) => item.value === value)?.name ?? value;
}
