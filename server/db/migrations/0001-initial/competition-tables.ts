// Part of migration 0001 (frozen once released): competitions and the clubs registered to them with
// a roster.
// Its tables are written out in full though some look alike: a shipped migration must never
// change, so it shares with later code only the id column (column-types.ts), no table builder.
import type { Kysely } from 'kysely';
import { withId } from '../column-types';

export async function createCompetitionTables(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('competitions'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('level', 'text', (col) => col.notNull())
    .addColumn('scope', 'text', (col) => col.notNull())
    .addColumn('division', 'text', (col) => col.notNull())
    .addColumn('city', 'text', (col) => col.notNull())
    .addColumn('venue', 'text')
    .addColumn('start_date', 'text', (col) => col.notNull())
    .addColumn('end_date', 'text', (col) => col.notNull())
    .addColumn('registration_opens', 'text')
    .addColumn('registration_closes', 'text')
    .addColumn('min_male', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('min_female', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('max_roster', 'integer', (col) => col.notNull().defaultTo(30))
    .addColumn('cover', 'text')
    .addColumn('description', 'text')
    .execute();
  await db.schema
    .createIndex('competitions_start')
    .on('competitions')
    .column('start_date')
    .execute();

  await withId(db, db.schema.createTable('registrations'))
    .addColumn('competition_id', 'integer', (col) =>
      col.notNull().references('competitions.id').onDelete('cascade'),
    )
    .addColumn('club_id', 'integer', (col) =>
      col.notNull().references('clubs.id').onDelete('cascade'),
    )
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addUniqueConstraint('registrations_competition_club', ['competition_id', 'club_id'])
    .execute();
  await db.schema.createIndex('registrations_club').on('registrations').column('club_id').execute();

  await db.schema
    .createTable('registration_players')
    .addColumn('registration_id', 'integer', (col) =>
      col.notNull().references('registrations.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'integer', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('number', 'integer')
    .addPrimaryKeyConstraint('registration_players_pk', ['registration_id', 'user_id'])
    .execute();
  await db.schema
    .createIndex('registration_players_user')
    .on('registration_players')
    .column('user_id')
    .execute();
}
