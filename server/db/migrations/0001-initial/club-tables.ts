// Part of migration 0001 (frozen once released): clubs, memberships with their history, and
// certificates.
// Its tables are written out in full though some look alike: a shipped migration must never
// change, so it shares with later code only the id column (column-types.ts), no table builder.
import type { Kysely } from 'kysely';
import { withId } from '../column-types';

export async function createClubTables(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('clubs'))
    .addColumn('name', 'text', (col) => col.notNull().unique())
    .addColumn('division', 'text', (col) => col.notNull())
    .addColumn('city', 'text', (col) => col.notNull())
    .addColumn('logo', 'text')
    .addColumn('intro', 'text')
    .addColumn('founded_year', 'integer')
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('contact_user_id', 'integer', (col) =>
      col.references('users.id').onDelete('set null'),
    )
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('clubs_division_status')
    .on('clubs')
    .columns(['division', 'status'])
    .execute();
  await db.schema.createIndex('clubs_contact').on('clubs').column('contact_user_id').execute();

  await withId(db, db.schema.createTable('memberships'))
    .addColumn('club_id', 'integer', (col) =>
      col.notNull().references('clubs.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'integer', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('number', 'integer')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('memberships_club_status')
    .on('memberships')
    .columns(['club_id', 'status'])
    .execute();
  await db.schema
    .createIndex('memberships_user_status')
    .on('memberships')
    .columns(['user_id', 'status'])
    .execute();

  await withId(db, db.schema.createTable('membership_events'))
    .addColumn('membership_id', 'integer', (col) =>
      col.notNull().references('memberships.id').onDelete('cascade'),
    )
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('membership_events_membership')
    .on('membership_events')
    .column('membership_id')
    .execute();

  await withId(db, db.schema.createTable('certificates'))
    .addColumn('user_id', 'integer', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('level', 'text', (col) => col.notNull())
    .addColumn('number', 'text', (col) => col.notNull())
    .addColumn('issued_on', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('certificates_user').on('certificates').column('user_id').execute();
  await db.schema
    .createIndex('certificates_kind_level')
    .on('certificates')
    .columns(['kind', 'level'])
    .execute();
}
