// Part of migration 0001 (frozen once released): users, login tickets, SMS check codes and
// rate-limit windows.
import type { Kysely } from 'kysely';
import { withId } from '../column-types';

export async function createAccountTables(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('users'))
    .addColumn('phone', 'text', (col) => col.notNull().unique())
    .addColumn('password_hash', 'text', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('type', 'text', (col) => col.notNull())
    .addColumn('gender', 'text')
    .addColumn('birth_year', 'integer')
    .addColumn('city', 'text')
    .addColumn('avatar', 'text')
    .addColumn('intro', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('users_type_name').on('users').columns(['type', 'name']).execute();

  await db.schema
    .createTable('tickets')
    .addColumn('token_hash', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'integer', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('last_used_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('tickets_user').on('tickets').column('user_id').execute();
  await db.schema.createIndex('tickets_last_used').on('tickets').column('last_used_at').execute();

  await withId(db, db.schema.createTable('sms_codes'))
    .addColumn('phone', 'text', (col) => col.notNull())
    .addColumn('scene', 'text', (col) => col.notNull())
    .addColumn('code_hash', 'text', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('expires_at', 'bigint', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('used_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('sms_codes_phone_scene')
    .on('sms_codes')
    .columns(['phone', 'scene', 'created_at'])
    .execute();
  await db.schema.createIndex('sms_codes_expires').on('sms_codes').column('expires_at').execute();

  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('window_start', 'bigint', (col) => col.notNull())
    .addColumn('count', 'integer', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('rate_limits_window')
    .on('rate_limits')
    .column('window_start')
    .execute();
}
