// The console's reads of notices and news: every item whatever its status (the visitors' reads are
// in article-queries.ts), with who changed it last.
import type { Kysely, Selectable } from 'kysely';
import type { ContentStatus, Database, NewsTable, NoticesTable } from '../../db/schema';
import type {
  AdminNews,
  AdminNewsRow,
  AdminNotice,
  AdminNoticeRow,
} from '../../../src/contract/admin-content';
import type { ConsolePageQuery } from '../../../src/contract/admin-life-cycle';
import type { Page } from '../../../src/contract/common';
import { contains, given, readPage } from '../../db/query-helpers';
import { consolePage, lifeCycleOf, updaterNames } from '../life-cycle/life-cycle';

// A transaction is a Kysely too: the writes read back through the same functions.
type Db = Kysely<Database>;
export type ArticleTable = 'notices' | 'news';

export interface ArticleFilter extends ConsolePageQuery {
  q?: string;
  category?: string;
  status?: ContentStatus | '';
}

type Row = Selectable<NoticesTable> | Selectable<NewsTable>;

/** Pinned first, then the latest changed. */
async function listRows(db: Db, table: ArticleTable, filter: ArticleFilter) {
  const { q, category, status } = filter;
  const base = db
    .selectFrom(table)
    .$if(given(q), (qb) =>
      qb.where((eb) => eb.or([contains('title', q as string), contains('summary', q as string)])),
    )
    .$if(given(category), (qb) => qb.where('category', '=', category as Row['category']))
    .$if(given(status), (qb) => qb.where('status', '=', status as ContentStatus));
  return readPage(base, { page: filter.page, pageSize: filter.size }, ({ limit, offset }) =>
    base
      .selectAll()
      .orderBy('pinned', 'desc')
      .orderBy('updated_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
  );
}

const rowOf = (row: Row, names: Map<number, string>) => ({
  id: row.id,
  title: row.title,
  ...lifeCycleOf(row, names),
});

export async function listAdminNotices(db: Db, filter: ArticleFilter) {
  const page = await listRows(db, 'notices', filter);
  return consolePage(db, page as Page<Selectable<NoticesTable>>, (row, names): AdminNoticeRow => ({
    ...rowOf(row, names),
    category: row.category,
  }));
}

export async function listAdminNews(db: Db, filter: ArticleFilter) {
  const page = await listRows(db, 'news', filter);
  return consolePage(db, page as Page<Selectable<NewsTable>>, (row, names): AdminNewsRow => ({
    ...rowOf(row, names),
    category: row.category,
  }));
}

export async function findAdminNotice(db: Db, id: number): Promise<AdminNotice | undefined> {
  const row = await db.selectFrom('notices').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  const names = await updaterNames(db, [row]);
  return {
    ...rowOf(row, names),
    category: row.category,
    summary: row.summary,
    content: row.content,
  };
}

export async function findAdminNews(db: Db, id: number): Promise<AdminNews | undefined> {
  const row = await db.selectFrom('news').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  const names = await updaterNames(db, [row]);
  return {
    ...rowOf(row, names),
    category: row.category,
    summary: row.summary,
    content: row.content,
    cover: row.cover ?? '',
    source: row.source ?? '',
  };
}
