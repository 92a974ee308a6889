import type { Kysely, Selectable } from 'kysely';
import type { Database, NewsTable } from '../../db/schema';
import type { Page, PageQuery } from '../../../src/contract/common';
import type { NewsCategory, NewsDetail, NewsSummary } from '../../../src/contract/content-portal';
import { contains, readPage, visibleAt } from '../../db/query-helpers';

const SUMMARY_COLUMNS = [
  'id',
  'category',
  'title',
  'summary',
  'cover',
  'source',
  'published_at',
] as const;
type NewsSummaryRow = Pick<Selectable<NewsTable>, (typeof SUMMARY_COLUMNS)[number]>;

const toSummary = (row: NewsSummaryRow): NewsSummary => ({
  id: row.id,
  category: row.category,
  title: row.title,
  summary: row.summary,
  cover: row.cover,
  source: row.source,
  publishedAt: row.published_at,
});

/** `excludeOfficial` lists news without the association's official announcements. */
interface NewsFilter {
  category?: NewsCategory;
  excludeOfficial?: boolean;
  keyword?: string;
}

/** `now` (ISO) hides drafts, withdrawn and scheduled news from visitors (visibleAt). */
function filtered(db: Kysely<Database>, now: string, filter: NewsFilter) {
  const { category, excludeOfficial, keyword } = filter;
  return db
    .selectFrom('news')
    .where(visibleAt(now))
    .$if(category !== undefined, (qb) => qb.where('category', '=', category as NewsCategory))
    .$if(category === undefined && excludeOfficial === true, (qb) =>
      qb.where('category', '<>', 'official'),
    )
    .$if(keyword !== undefined, (qb) =>
      qb.where((eb) =>
        eb.or([contains('title', keyword as string), contains('summary', keyword as string)]),
      ),
    );
}

export async function listNews(
  db: Kysely<Database>,
  now: string,
  query: PageQuery & NewsFilter,
): Promise<Page<NewsSummary>> {
  const base = filtered(db, now, query);
  const page = await readPage(base, query, ({ limit, offset }) =>
    base
      .select(SUMMARY_COLUMNS)
      .orderBy('pinned', 'desc')
      .orderBy('published_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
  );
  return { ...page, list: page.list.map(toSummary) };
}

export async function findNews(
  db: Kysely<Database>,
  now: string,
  id: number,
): Promise<NewsDetail | undefined> {
  const row = await db
    .selectFrom('news')
    .selectAll()
    .where('id', '=', id)
    .where(visibleAt(now))
    .executeTakeFirst();
  return row && { ...toSummary(row), content: row.content };
}
