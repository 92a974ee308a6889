import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Cooperator, CooperatorGroup } from '../../../src/contract/content-portal';
import { lovNames } from '../../db/lov-queries';

export async function listCooperators(db: Kysely<Database>): Promise<Cooperator[]> {
  const [rows, typeNames] = await Promise.all([
    db.selectFrom('cooperators').selectAll().orderBy('sort').orderBy('id').execute(),
    lovNames(db, 'COOPERATOR_TYPE'),
  ]);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    type: row.type,
    typeName: typeNames.get(row.type) ?? row.type,
    logo: row.logo,
    url: row.url,
  }));
}

/** Groups in the COOPERATOR_TYPE order; types missing from the list come last. */
export async function groupedCooperators(db: Kysely<Database>): Promise<CooperatorGroup[]> {
  const [cooperators, typeNames] = await Promise.all([
    listCooperators(db),
    lovNames(db, 'COOPERATOR_TYPE'),
  ]);
  const order = [...typeNames.keys()];
  const rank = (type: string) => (order.includes(type) ? order.indexOf(type) : order.length);
  const groups = new Map<string, CooperatorGroup>();
  for (const item of cooperators) {
    const group = groups.get(item.type) ?? { type: item.type, typeName: item.typeName, items: [] };
    group.items.push(item);
    groups.set(item.type, group);
  }
  return [...groups.values()].sort((a, b) => rank(a.type) - rank(b.type));
}
