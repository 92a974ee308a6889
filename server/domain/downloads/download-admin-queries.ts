// The console's reads of downloads: every item whatever its status (the public reads are in
// server/routes/download), without the file's bytes, with who changed it last.
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { AdminDownload, AdminDownloadRow } from '../../../src/contract/admin-downloads';
import type { ConsolePageQuery } from '../../../src/contract/admin-life-cycle';
import { uploadsApi } from '../../../src/contract/api/admin-uploads';
import { routePath } from '../../../src/contract/api/route-path';
import type { DownloadCategory } from '../../../src/contract/content-portal';
import type { ContentStatus, Database } from '../../db/schema';
import { contains, given, readPage } from '../../db/query-helpers';
import { consolePage, lifeCycleOf, updaterNames } from '../life-cycle/life-cycle';

// A transaction is a Kysely too: the writes read back through the same functions.
type Db = Kysely<Database>;

export interface DownloadFilter extends ConsolePageQuery {
  q?: string;
  category?: DownloadCategory | '';
  status?: ContentStatus | '';
}

const COLUMNS = [
  'id',
  'category',
  'name',
  'file_name',
  'mime',
  'size',
  'status',
  'published_at',
  'pinned',
  'updated_at',
  'updated_by',
] as const;

type Row = {
  id: number;
  category: DownloadCategory;
  name: string;
  file_name: string;
  mime: string;
  size: number;
  status: ContentStatus;
  published_at: string;
  pinned: number;
  updated_at: string;
  updated_by: number | null;
};

const toRow = (row: Row, names: Map<number, string>): AdminDownloadRow => ({
  id: row.id,
  category: row.category,
  name: row.name,
  fileName: row.file_name,
  mime: row.mime,
  size: row.size,
  ...lifeCycleOf(row, names),
});

export async function listAdminDownloads(db: Db, filter: DownloadFilter) {
  const { q, category, status } = filter;
  const base = db
    .selectFrom('downloads')
    .$if(given(q), (qb) =>
      qb.where((eb) => eb.or([contains('name', q as string), contains('file_name', q as string)])),
    )
    .$if(given(category), (qb) => qb.where('category', '=', category as DownloadCategory))
    .$if(given(status), (qb) => qb.where('status', '=', status as ContentStatus));
  const page = await readPage(base, { page: filter.page, pageSize: filter.size }, (window) =>
    base
      .select(COLUMNS)
      .orderBy('pinned', 'desc')
      .orderBy('updated_at', 'desc')
      .orderBy('id', 'desc')
      .limit(window.limit)
      .offset(window.offset)
      .execute(),
  );
  return consolePage(db, page, toRow);
}

/**
 * The public address of the upload the item's file was copied from, found by its bytes' hash, so
 * staff open a draft's file too; '' when no upload holds those bytes under that name.
 */
async function uploadUrlOf(db: Db, id: number, fileName: string): Promise<string> {
  const { data } = await db
    .selectFrom('downloads')
    .select('data')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  const sha256 = createHash('sha256').update(data).digest('hex');
  const upload = await db
    .selectFrom('uploads')
    .select('id')
    .where('sha256', '=', sha256)
    .where('file_name', '=', fileName)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return upload ? routePath(uploadsApi.file, { id: upload.id }) : '';
}

export async function findAdminDownload(db: Db, id: number): Promise<AdminDownload | undefined> {
  const row = await db
    .selectFrom('downloads')
    .select(COLUMNS)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  const [names, fileUrl] = await Promise.all([
    updaterNames(db, [row]),
    uploadUrlOf(db, id, row.file_name),
  ]);
  return { ...toRow(row, names), fileUrl };
}
