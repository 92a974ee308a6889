import type { Kysely } from 'kysely';
import type { Database } from './schema';
import type { LovItem } from '../../src/contract/lov';

/** Items of the given list-of-values types, in each type's sort order. */
export async function listLovs(db: Kysely<Database>, types: readonly string[]): Promise<LovItem[]> {
  if (types.length === 0) return [];
  const items = await db
    .selectFrom('lovs')
    .select(['type', 'value', 'name'])
    .where('type', 'in', types)
    .orderBy('sort')
    .orderBy('id')
    .execute();
  // Grouped by type in plain code-point order: database collations order '_' differently.
  const byType = (a: LovItem, b: LovItem) => (a.type < b.type ? -1 : a.type > b.type ? 1 : 0);
  return items.sort(byType);
}

/** value → name of one list-of-values type, to label stored codes (levels, cooperator types). */
export async function lovNames(db: Kysely<Database>, type: string): Promise<Map<string, string>> {
  const items = await listLovs(db, [type]);
  return new Map(items.map((item) => [item.value, item.name]));
}

/**
 * `lovTypes` arrives as "A,B", as a repeated parameter, or both: split, trim, drop empties and
 * duplicates, and sort so the same set always hits the same cache entry.
 */
export function parseLovTypes(raw: string | string[]): string[] {
  const parts = (Array.isArray(raw) ? raw : [raw]).flatMap((part) => part.split(','));
  return [...new Set(parts.map((part) => part.trim()).filter((part) => part !== ''))].sort();
}
