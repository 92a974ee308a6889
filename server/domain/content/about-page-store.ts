// The about / join / contact pages in site_config, one key each (`page:about` …) holding the
// published text and the draft apart, so 保存草稿 never changes what visitors see. A missing or
// malformed value reads as nothing published and no draft.
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { AboutPageKey } from '../../../src/contract/about-pages';
import type { AdminAboutPage } from '../../../src/contract/admin-pages';
import type { Database } from '../../db/schema';

const versionSchema = z.object({ content: z.string(), at: z.string(), by: z.string().nullable() });
const storedSchema = z.object({
  published: versionSchema.nullable(),
  draft: versionSchema.nullable(),
});
export type StoredAboutPage = z.infer<typeof storedSchema>;

const configKey = (key: AboutPageKey) => `page:${key}`;

export async function readAboutPage(
  db: Kysely<Database>,
  key: AboutPageKey,
): Promise<AdminAboutPage> {
  const row = await db
    .selectFrom('site_config')
    .select('value')
    .where('key', '=', configKey(key))
    .executeTakeFirst();
  let stored: StoredAboutPage = { published: null, draft: null };
  if (row) {
    try {
      stored = storedSchema.parse(JSON.parse(row.value));
    } catch {
      // A value written by hand that is not ours: shown as nothing published, overwritten on save.
    }
  }
  return { key, ...stored };
}

export async function writeAboutPage(
  db: Kysely<Database>,
  key: AboutPageKey,
  page: StoredAboutPage,
): Promise<void> {
  const value = JSON.stringify({ published: page.published, draft: page.draft });
  await db
    .insertInto('site_config')
    .values({ key: configKey(key), value })
    .onConflict((conflict) => conflict.column('key').doUpdateSet({ value }))
    .execute();
}
