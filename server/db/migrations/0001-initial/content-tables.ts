// Part of migration 0001 (frozen once released): what the portal publishes: notices, news,
// training, sport categories, downloads, site configuration, lists of values, cooperators.
// Its tables are written out in full though some look alike: a shipped migration must never
// change, so it shares with later code only the id column (column-types.ts), no table builder.
import type { Kysely } from 'kysely';
import { withId } from '../column-types';

export async function createContentTables(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('notices'))
    .addColumn('category', 'text', (col) => col.notNull())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('summary', 'text', (col) => col.notNull())
    .addColumn('content', 'text', (col) => col.notNull())
    .addColumn('published_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('notices_category_published')
    .on('notices')
    .columns(['category', 'published_at'])
    .execute();
  await db.schema.createIndex('notices_published').on('notices').column('published_at').execute();

  await withId(db, db.schema.createTable('news'))
    .addColumn('category', 'text', (col) => col.notNull())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('summary', 'text', (col) => col.notNull())
    .addColumn('content', 'text', (col) => col.notNull())
    .addColumn('cover', 'text')
    .addColumn('source', 'text')
    .addColumn('published_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('news_category_published')
    .on('news')
    .columns(['category', 'published_at'])
    .execute();
  await db.schema.createIndex('news_published').on('news').column('published_at').execute();

  await withId(db, db.schema.createTable('trainings'))
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('level', 'text', (col) => col.notNull())
    .addColumn('city', 'text', (col) => col.notNull())
    .addColumn('place', 'text', (col) => col.notNull())
    .addColumn('start_date', 'text', (col) => col.notNull())
    .addColumn('end_date', 'text', (col) => col.notNull())
    .addColumn('fee', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('capacity', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('signup', 'text', (col) => col.notNull())
    .addColumn('content', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('trainings_kind_start')
    .on('trainings')
    .columns(['kind', 'start_date'])
    .execute();

  await withId(db, db.schema.createTable('sport_categories'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('summary', 'text', (col) => col.notNull())
    .addColumn('content', 'text', (col) => col.notNull())
    .addColumn('image', 'text')
    .addColumn('sort', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();

  await withId(db, db.schema.createTable('downloads'))
    .addColumn('category', 'text', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('file_name', 'text', (col) => col.notNull())
    .addColumn('mime', 'text', (col) => col.notNull())
    .addColumn('size', 'integer', (col) => col.notNull())
    .addColumn('content', 'text', (col) => col.notNull())
    .addColumn('published_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('downloads_category_published')
    .on('downloads')
    .columns(['category', 'published_at'])
    .execute();

  await db.schema
    .createTable('site_config')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('value', 'text', (col) => col.notNull())
    .execute();

  await withId(db, db.schema.createTable('lovs'))
    .addColumn('type', 'text', (col) => col.notNull())
    .addColumn('value', 'text', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('sort', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('lovs_type_sort').on('lovs').columns(['type', 'sort']).execute();

  await withId(db, db.schema.createTable('cooperators'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('type', 'text', (col) => col.notNull())
    .addColumn('logo', 'text', (col) => col.notNull())
    .addColumn('url', 'text')
    .addColumn('sort', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('cooperators_type_sort')
    .on('cooperators')
    .columns(['type', 'sort'])
    .execute();
}
