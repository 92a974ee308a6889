// The cooperators as /home groups them and as the console's 合作伙伴 page edits them.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { AdminCooperators } from '../../../src/contract/admin-site';
import type { Cooperator, CooperatorGroup } from '../../../src/contract/content-portal';
import { listLovs, lovNames } from '../../db/lov-queries';

/** Every cooperator in the order staff gave them. */
const cooperatorRows = (db: Kysely<Database>) =>
  db.selectFrom('cooperators').selectAll().orderBy('sort').orderBy('id').execute();

export async function listCooperators(db: Kysely<Database>): Promise<Cooperator[]> {
  const [rows, typeNames] = await Promise.all([
    cooperatorRows(db),
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

/** The console's list, with the COOPERATOR_TYPE values a cooperator may have. */
export async function readAdminCooperators(db: Kysely<Database>): Promise<AdminCooperators> {
  const [types, rows] = await Promise.all([listLovs(db, ['COOPERATOR_TYPE']), cooperatorRows(db)]);
  return {
    types: types.map(({ value, name }) => ({ value, name })),
    list: rows.map((row) => ({
      id: row.id,
      name: row.name,
      type: row.type,
      logo: row.logo,
      url: row.url ?? '',
    })),
  };
}
