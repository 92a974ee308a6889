// The download centre as visitors read it: a page of the published files (pinned first, then the
// latest), and one file's bytes with its name and type.
import type { Kysely } from 'kysely';
import type { Page, PageQuery } from '../../../src/contract/common';
import { downloadApi } from '../../../src/contract/api/download';
import { routePath } from '../../../src/contract/api/route-path';
import type { DownloadCategory, DownloadItem } from '../../../src/contract/content-portal';
import type { Database } from '../../db/schema';
import { readPage, visibleAt } from '../../db/query-helpers';

export async function listDownloads(
  db: Kysely<Database>,
  now: string,
  query: PageQuery & { category?: DownloadCategory },
): Promise<Page<DownloadItem>> {
  const { category } = query;
  const base = db
    .selectFrom('downloads')
    .where(visibleAt(now))
    .$if(category !== undefined, (qb) => qb.where('category', '=', category as DownloadCategory));
  const page = await readPage(base, query, ({ limit, offset }) =>
    base
      .select(['id', 'category', 'name', 'file_name', 'mime', 'size', 'published_at'])
      .orderBy('pinned', 'desc')
      .orderBy('published_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
  );
  const list = page.list.map((row) => ({
    id: row.id,
    category: row.category,
    name: row.name,
    fileName: row.file_name,
    mime: row.mime,
    size: row.size,
    publishedAt: row.published_at,
    url: routePath(downloadApi.file, { id: row.id }),
  }));
  return { ...page, list };
}

/** A published file, or undefined when there is none under `id` visitors may see. */
export const findDownloadFile = (db: Kysely<Database>, now: string, id: number) =>
  db
    .selectFrom('downloads')
    .select(['file_name', 'mime', 'data'])
    .where('id', '=', id)
    .where(visibleAt(now))
    .executeTakeFirst();
