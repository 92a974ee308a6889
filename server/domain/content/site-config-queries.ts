// The site configuration lives as key/value rows; objects and lists are stored as JSON text.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { siteConfigSchema, type SiteConfig } from '../../../src/contract/site-config';
import { bannerSchema } from '../../../src/contract/content-home';
import { z } from 'zod';

const DEFAULT_CONFIG: SiteConfig = {
  name: '飞盘运动协会',
  logos: [],
  slogan: '',
  icp: '',
  contact: { phone: '', email: '', address: '' },
};

async function readRows(db: Kysely<Database>): Promise<Map<string, unknown>> {
  const rows = await db.selectFrom('site_config').select(['key', 'value']).execute();
  const values = new Map<string, unknown>();
  for (const row of rows) {
    try {
      values.set(row.key, JSON.parse(row.value));
    } catch {
      // A plain string value was stored without JSON quoting: take it as it is.
      values.set(row.key, row.value);
    }
  }
  return values;
}

/** Any key that is missing or malformed falls back to its default, so the header always renders. */
export async function readSiteConfig(db: Kysely<Database>): Promise<SiteConfig> {
  const values = await readRows(db);
  const shape = siteConfigSchema.shape;
  const pick = <K extends keyof SiteConfig>(key: K): SiteConfig[K] => {
    const parsed = shape[key].safeParse(values.get(key));
    return parsed.success ? (parsed.data as SiteConfig[K]) : DEFAULT_CONFIG[key];
  };
  return {
    name: pick('name'),
    logos: pick('logos'),
    slogan: pick('slogan'),
    icp: pick('icp'),
    contact: pick('contact'),
  };
}

export async function readBanners(db: Kysely<Database>) {
  const row = await db
    .selectFrom('site_config')
    .select('value')
    .where('key', '=', 'banners')
    .executeTakeFirst();
  if (!row) return [];
  try {
    const parsed = z.array(bannerSchema).safeParse(JSON.parse(row.value));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}
