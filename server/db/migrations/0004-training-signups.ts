// Training sign-up: each training gets its last day for signing up, and members'
// sign-ups are kept with their status, one row per training and person, so a withdrawal and a
// later sign-up again are the same row and staff can list both.
import type { Migration } from 'kysely';
import { withId } from './column-types';

export const trainingSignupsMigration: Migration = {
  async up(db) {
    // The empty default only lets SQLite add a NOT NULL column to existing rows; they are set
    // at once to their start date (sign-up then closes when the course starts), and every
    // insert names a deadline of its own.
    await db.schema
      .alterTable('trainings')
      .addColumn('signup_deadline', 'text', (col) => col.notNull().defaultTo(''))
      .execute();
    await db
      .updateTable('trainings')
      .set((eb) => ({ signup_deadline: eb.ref('start_date') }))
      .execute();

    await withId(db, db.schema.createTable('training_signups'))
      .addColumn('training_id', 'integer', (col) =>
        col.notNull().references('trainings.id').onDelete('cascade'),
      )
      .addColumn('user_id', 'integer', (col) =>
        col.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('status', 'text', (col) => col.notNull())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('signed_up_at', 'text', (col) => col.notNull())
      .addColumn('withdrawn_at', 'text')
      .addUniqueConstraint('training_signups_training_user', ['training_id', 'user_id'])
      .execute();
    await db.schema
      .createIndex('training_signups_training_status')
      .on('training_signups')
      .columns(['training_id', 'status'])
      .execute();
    await db.schema
      .createIndex('training_signups_user')
      .on('training_signups')
      .column('user_id')
      .execute();
  },
  async down(db) {
    await db.schema.dropTable('training_signups').execute();
    await db.schema.alterTable('trainings').dropColumn('signup_deadline').execute();
  },
};
