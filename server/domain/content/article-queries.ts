// Notices and news as visitors read them, one implementation for both kinds: a page of summaries
// (pinned first, then the latest) and one item whole. News has two columns more (cover and
// source) and one filter more (without the association's official announcements).
import type { Kysely, Selectable } from 'kysely';
import type { Database, NewsTable } from '../../db/schema';
import type { Page, PageQuery } from '../../../src/contract/common';
import type {
  NewsCategory,
  NewsDetail,
  NewsSummary,
  NoticeCategory,
  NoticeDetail,
  NoticeSummary,
} from '../../../src/contract/content-portal';
import { contains, readPage, visibleAt } from '../../db/query-helpers';

const NOTICE_COLUMNS = ['id', 'category', 'title', 'summary', 'published_at'] as const;
const NEWS_COLUMNS = [...NOTICE_COLUMNS, 'cover', 'source'] as const;

// The two tables share every column a notice has, so the queries are written once against the
// news table's type; a notice's kind selects only the shared columns and reads its own category.
type Row = Pick<Selectable<NewsTable>, (typeof NEWS_COLUMNS)[number]>;

interface ArticleKind<S> {
  table: 'notices' | 'news';
  columns: readonly (typeof NEWS_COLUMNS)[number][];
  toSummary: (row: Row) => S;
}

const NOTICES: ArticleKind<NoticeSummary> = {
  table: 'notices',
  columns: NOTICE_COLUMNS,
  toSummary: (row) => ({
    id: row.id,
    category: row.category as NoticeCategory,
    title: row.title,
    summary: row.summary,
    publishedAt: row.published_at,
  }),
};

const NEWS: ArticleKind<NewsSummary> = {
  table: 'news',
  columns: NEWS_COLUMNS,
  toSummary: (row) => ({
    id: row.id,
    category: row.category as NewsCategory,
    title: row.title,
    summary: row.summary,
    cover: row.cover,
    source: row.source,
    publishedAt: row.published_at,
  }),
};

/** `excludeOfficial` lists news without the association's official announcements. */
interface ArticleFilter {
  category?: NoticeCategory | NewsCategory;
  excludeOfficial?: boolean;
  keyword?: string;
}

/** `now` (ISO) hides drafts, withdrawn and scheduled items from visitors (visibleAt). */
function visible(
  db: Kysely<Database>,
  table: 'notices' | 'news',
  now: string,
  filter: ArticleFilter,
) {
  const { category, excludeOfficial, keyword } = filter;
  return db
    .selectFrom(table as 'news')
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

async function listArticles<S>(
  db: Kysely<Database>,
  kind: ArticleKind<S>,
  now: string,
  query: PageQuery & ArticleFilter,
): Promise<Page<S>> {
  const base = visible(db, kind.table, now, query);
  const page = await readPage(base, query, ({ limit, offset }) =>
    base
      .select(kind.columns)
      .orderBy('pinned', 'desc')
      .orderBy('published_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
  );
  return { ...page, list: page.list.map((row) => kind.toSummary(row as Row)) };
}

async function findArticle<S>(
  db: Kysely<Database>,
  kind: ArticleKind<S>,
  now: string,
  id: number,
): Promise<(S & { content: string }) | undefined> {
  const row = await visible(db, kind.table, now, {})
    .select([...kind.columns, 'content'])
    .where('id', '=', id)
    .executeTakeFirst();
  return row && { ...kind.toSummary(row as Row), content: row.content };
}

export const listNotices = (
  db: Kysely<Database>,
  now: string,
  query: PageQuery & { category?: NoticeCategory; keyword?: string },
): Promise<Page<NoticeSummary>> => listArticles(db, NOTICES, now, query);

export const listNews = (
  db: Kysely<Database>,
  now: string,
  query: PageQuery & { category?: NewsCategory; excludeOfficial?: boolean; keyword?: string },
): Promise<Page<NewsSummary>> => listArticles(db, NEWS, now, query);

export const findNotice = (
  db: Kysely<Database>,
  now: string,
  id: number,
): Promise<NoticeDetail | undefined> => findArticle(db, NOTICES, now, id);

export const findNews = (
  db: Kysely<Database>,
  now: string,
  id: number,
): Promise<NewsDetail | undefined> => findArticle(db, NEWS, now, id);
