// Writes one key of the site configuration (site_config), the JSON the public reads parse
// (server/domain/content/site-config-queries.ts).
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export async function writeSiteValue(
  db: Kysely<Database>,
  key: string,
  value: unknown,
): Promise<void> {
  const text = JSON.stringify(value);
  await db
    .insertInto('site_config')
    .values({ key, value: text })
    .onConflict((conflict) => conflict.column('key').doUpdateSet({ value: text }))
    .execute();
}
