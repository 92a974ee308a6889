// The staff console (docs/console.md): published content gets a life cycle (draft → published →
// withdrawn, a publish time that may lie ahead, a pin, who changed it last); uploaded images and
// files live in the database so every instance on one PostgreSQL serves them; every staff write is
// kept in audit_log; an account can be disabled or made to change its password; a rejected club
// keeps the reason the contact is shown.
import { sql, type Migration } from 'kysely';
import { isPostgres } from '../connect';
import { withId } from './column-types';

/** The content tables that move through draft → published → withdrawn. */
export const LIFE_CYCLE_TABLES = [
  'notices',
  'news',
  'trainings',
  'downloads',
  'sport_categories',
] as const;

/** The tables without a publish time of their own; their rows count as published at migration. */
const WITHOUT_PUBLISH_TIME = ['trainings', 'sport_categories'] as const;

export const consoleMigration: Migration = {
  async up(db) {
    const pg = isPostgres(db);
    const now = new Date().toISOString();
    for (const table of WITHOUT_PUBLISH_TIME) {
      await db.schema
        .alterTable(table)
        .addColumn('published_at', 'text', (col) => col.notNull().defaultTo(''))
        .execute();
      await db.updateTable(table).set({ published_at: now }).execute();
    }
    for (const table of LIFE_CYCLE_TABLES) {
      // Existing rows were shown to visitors, so they start published.
      await db.schema
        .alterTable(table)
        .addColumn('status', 'text', (col) => col.notNull().defaultTo('published'))
        .execute();
      await db.schema
        .alterTable(table)
        .addColumn('pinned', 'integer', (col) => col.notNull().defaultTo(0))
        .execute();
      await db.schema
        .alterTable(table)
        .addColumn('updated_at', 'text', (col) => col.notNull().defaultTo(''))
        .execute();
      await db.schema
        .alterTable(table)
        // No foreign key: SQLite cannot drop a column that has one, and the audit log keeps the name.
        .addColumn('updated_by', 'integer')
        .execute();
      await db.updateTable(table).set({ updated_at: now }).execute();
      await db.schema
        .createIndex(`${table}_status_published`)
        .on(table)
        .columns(['status', 'published_at'])
        .execute();
    }

    await db.schema
      .alterTable('users')
      .addColumn('disabled', 'integer', (col) => col.notNull().defaultTo(0))
      .execute();
    await db.schema
      .alterTable('users')
      .addColumn('must_change_password', 'integer', (col) => col.notNull().defaultTo(0))
      .execute();
    await db.schema.alterTable('clubs').addColumn('reject_reason', 'text').execute();

    await withId(db, db.schema.createTable('uploads'))
      .addColumn('sha256', 'text', (col) => col.notNull())
      .addColumn('file_name', 'text', (col) => col.notNull())
      .addColumn('mime', 'text', (col) => col.notNull())
      .addColumn('size', 'integer', (col) => col.notNull())
      .addColumn('data', sql.raw(pg ? 'bytea' : 'blob'), (col) => col.notNull())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('created_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
      .execute();

    await withId(db, db.schema.createTable('audit_log'))
      .addColumn('at', 'text', (col) => col.notNull())
      .addColumn('user_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
      .addColumn('user_name', 'text', (col) => col.notNull())
      .addColumn('action', 'text', (col) => col.notNull())
      .addColumn('target_type', 'text', (col) => col.notNull())
      .addColumn('target_id', 'text')
      .addColumn('summary', 'text', (col) => col.notNull())
      .addColumn('before', 'text')
      .addColumn('after', 'text')
      .execute();
    await db.schema.createIndex('audit_log_at').on('audit_log').column('at').execute();
    await db.schema
      .createIndex('audit_log_target')
      .on('audit_log')
      .columns(['target_type', 'target_id'])
      .execute();
  },
  async down(db) {
    await db.schema.dropTable('audit_log').execute();
    await db.schema.dropTable('uploads').execute();
    await db.schema.alterTable('clubs').dropColumn('reject_reason').execute();
    await db.schema.alterTable('users').dropColumn('must_change_password').execute();
    await db.schema.alterTable('users').dropColumn('disabled').execute();
    for (const table of LIFE_CYCLE_TABLES) {
      await db.schema.dropIndex(`${table}_status_published`).execute();
      for (const column of ['updated_by', 'updated_at', 'pinned', 'status']) {
        await db.schema.alterTable(table).dropColumn(column).execute();
      }
    }
    for (const table of WITHOUT_PUBLISH_TIME) {
      await db.schema.alterTable(table).dropColumn('published_at').execute();
    }
  },
};
