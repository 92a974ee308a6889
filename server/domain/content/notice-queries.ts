import type { Kysely, Selectable } from 'kysely';
import type { Database, NoticesTable } from '../../db/schema';
import type { Page, PageQuery } from '../../../src/contract/common';
import type {
  NoticeCategory,
  NoticeDetail,
  NoticeSummary,
} from '../../../src/contract/content-portal';
import { contains, readPage, visibleAt } from '../../db/query-helpers';

const SUMMARY_COLUMNS = ['id', 'category', 'title', 'summary', 'published_at'] as const;
type NoticeSummaryRow = Pick<Selectable<NoticesTable>, (typeof SUMMARY_COLUMNS)[number]>;

const toSummary = (row: NoticeSummaryRow): NoticeSummary => ({
  id: row.id,
  category: row.category,
  title: row.title,
  summary: row.summary,
  publishedAt: row.published_at,
});

/** `now` (ISO) hides drafts, withdrawn and scheduled notices from visitors (visibleAt). */
function filtered(db: Kysely<Database>, now: string, category?: NoticeCategory, keyword?: string) {
  return db
    .selectFrom('notices')
    .where(visibleAt(now))
    .$if(category !== undefined, (qb) => qb.where('category', '=', category as NoticeCategory))
    .$if(keyword !== undefined, (qb) =>
      qb.where((eb) =>
        eb.or([contains('title', keyword as string), contains('summary', keyword as string)]),
      ),
    );
}

export async function listNotices(
  db: Kysely<Database>,
  now: string,
  query: PageQuery & { category?: NoticeCategory; keyword?: string },
): Promise<Page<NoticeSummary>> {
  const base = filtered(db, now, query.category, query.keyword);
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

export async function findNotice(
  db: Kysely<Database>,
  now: string,
  id: number,
): Promise<NoticeDetail | undefined> {
  const row = await db
    .selectFrom('notices')
    .selectAll()
    .where('id', '=', id)
    .where(visibleAt(now))
    .executeTakeFirst();
  return row && { ...toSummary(row), content: row.content };
}
