// The console's reads of the sport's pages (sport_categories), whatever their status.
import type { Kysely } from 'kysely';
import type { ContentStatus, Database } from '../../db/schema';
import type { ConsolePageQuery } from '../../../src/contract/admin-life-cycle';
import type { AdminSport } from '../../../src/contract/admin-pages';
import { contains, given, readPage } from '../../db/query-helpers';
import { consolePage, lifeCycleOf, updaterNames } from '../life-cycle/life-cycle';

export interface SportFilter extends ConsolePageQuery {
  q?: string;
  status?: ContentStatus | '';
}

export async function listAdminSport(db: Kysely<Database>, filter: SportFilter) {
  const { q, status } = filter;
  const base = db
    .selectFrom('sport_categories')
    .$if(given(q), (qb) =>
      qb.where((eb) => eb.or([contains('name', q as string), contains('summary', q as string)])),
    )
    .$if(given(status), (qb) => qb.where('status', '=', status as ContentStatus));
  const page = await readPage(base, { page: filter.page, pageSize: filter.size }, (window) =>
    base
      .select(['id', 'name', 'summary', 'image', 'sort'])
      .select(['status', 'published_at', 'pinned', 'updated_at', 'updated_by'])
      .orderBy('sort')
      .orderBy('id')
      .limit(window.limit)
      .offset(window.offset)
      .execute(),
  );
  return consolePage(
    db,
    page,
    ({ status: s, published_at, pinned, updated_at, updated_by, ...row }, names) => ({
      ...row,
      ...lifeCycleOf({ status: s, published_at, pinned, updated_at, updated_by }, names),
    }),
  );
}

export async function findAdminSport(
  db: Kysely<Database>,
  id: number,
): Promise<AdminSport | undefined> {
  const row = await db
    .selectFrom('sport_categories')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  const names = await updaterNames(db, [row]);
  return {
    id: row.id,
    name: row.name,
    summary: row.summary,
    image: row.image,
    sort: row.sort,
    content: row.content,
    ...lifeCycleOf(row, names),
  };
}
