// The membership season (docs/membership.md): what an association's year is built on. Written as
// one migration before the season's parts were built side by side, so registration, payments,
// eligibility, transfers and the import share one set of tables:
// - seasons: a year's dates, its fees per kind (in fen, so no float ever touches money), its
//   transfer window and whether an ID number is required;
// - waiver_versions: the published waiver texts; a registration keeps the version it accepted;
// - season_registrations: one person's (player, coach, judge) or one club's registration for a
//   season, with its state (draft → awaiting_payment → awaiting_review → active, or rejected;
//   expired is read from the season's end, never stored) and a minor's guardian consent;
// - payments and payment_items: one payment (a transfer's receipt, or money taken in person)
//   covering one or more registrations, so a club's contact pays for the whole club at once; the
//   method is a column, so an online provider is one more value, not a new table;
// - private_files: what members upload (receipts), served only to their owner and to staff,
//   unlike `uploads`, which holds what staff publish;
// - transfers: a player's move between clubs within the window, and its decisions;
// - eligibility_exceptions: staff letting a player onto a roster despite the season rules;
// - users gain a birth date and the encrypted ID number (with its masked form for display);
//   certificates gain a valid-until date.
import { sql, type Migration } from 'kysely';
import { isPostgres } from '../connect';
import { withId } from './column-types';

export const membershipSeasonMigration: Migration = {
  async up(db) {
    const pg = isPostgres(db);
    await withId(db, db.schema.createTable('seasons'))
      .addColumn('year', 'integer', (col) => col.notNull().unique())
      .addColumn('starts_on', 'text', (col) => col.notNull())
      .addColumn('ends_on', 'text', (col) => col.notNull())
      .addColumn('fee_player_fen', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('fee_coach_fen', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('fee_judge_fen', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('fee_club_fen', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('transfer_opens', 'text')
      .addColumn('transfer_closes', 'text')
      .addColumn('id_number_required', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('updated_at', 'text', (col) => col.notNull())
      .addColumn('updated_by', 'integer', (col) => col.references('users.id'))
      .execute();

    await withId(db, db.schema.createTable('waiver_versions'))
      .addColumn('version', 'integer', (col) => col.notNull().unique())
      .addColumn('text', 'text', (col) => col.notNull())
      .addColumn('published_at', 'text', (col) => col.notNull())
      .addColumn('published_by', 'integer', (col) => col.references('users.id'))
      .execute();

    await withId(db, db.schema.createTable('season_registrations'))
      .addColumn('season_id', 'integer', (col) => col.notNull().references('seasons.id'))
      .addColumn('user_id', 'integer', (col) => col.references('users.id'))
      .addColumn('club_id', 'integer', (col) => col.references('clubs.id'))
      .addColumn('kind', 'text', (col) => col.notNull())
      .addColumn('status', 'text', (col) => col.notNull())
      .addColumn('reject_reason', 'text')
      .addColumn('waiver_version_id', 'integer', (col) => col.references('waiver_versions.id'))
      .addColumn('waiver_accepted_at', 'text')
      .addColumn('guardian_name', 'text')
      .addColumn('guardian_phone', 'text')
      .addColumn('guardian_relation', 'text')
      .addColumn('guardian_consented_at', 'text')
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('updated_at', 'text', (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('season_registrations_person')
      .on('season_registrations')
      .columns(['season_id', 'user_id', 'kind'])
      .unique()
      .where(sql.ref('user_id'), 'is not', null)
      .execute();
    await db.schema
      .createIndex('season_registrations_club')
      .on('season_registrations')
      .columns(['season_id', 'club_id'])
      .unique()
      .where(sql.ref('kind'), '=', 'club')
      .execute();

    await withId(db, db.schema.createTable('private_files'))
      .addColumn('owner_user_id', 'integer', (col) => col.notNull().references('users.id'))
      .addColumn('sha256', 'text', (col) => col.notNull())
      .addColumn('file_name', 'text', (col) => col.notNull())
      .addColumn('mime', 'text', (col) => col.notNull())
      .addColumn('size', 'integer', (col) => col.notNull())
      .addColumn('data', sql.raw(pg ? 'bytea' : 'blob'), (col) => col.notNull())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .execute();

    await withId(db, db.schema.createTable('payments'))
      .addColumn('season_id', 'integer', (col) => col.notNull().references('seasons.id'))
      .addColumn('payer_user_id', 'integer', (col) => col.notNull().references('users.id'))
      .addColumn('club_id', 'integer', (col) => col.references('clubs.id'))
      .addColumn('method', 'text', (col) => col.notNull())
      .addColumn('amount_fen', 'integer', (col) => col.notNull())
      .addColumn('status', 'text', (col) => col.notNull())
      .addColumn('receipt_file_id', 'integer', (col) => col.references('private_files.id'))
      .addColumn('refuse_reason', 'text')
      .addColumn('receipt_number', 'text', (col) => col.unique())
      .addColumn('paid_on', 'text')
      .addColumn('decided_at', 'text')
      .addColumn('decided_by', 'integer', (col) => col.references('users.id'))
      .addColumn('created_at', 'text', (col) => col.notNull())
      .execute();
    await db.schema
      .createTable('payment_items')
      .addColumn('payment_id', 'integer', (col) => col.notNull().references('payments.id'))
      .addColumn('registration_id', 'integer', (col) =>
        col.notNull().references('season_registrations.id'),
      )
      .addColumn('amount_fen', 'integer', (col) => col.notNull())
      .addPrimaryKeyConstraint('payment_items_pk', ['payment_id', 'registration_id'])
      .execute();

    await withId(db, db.schema.createTable('transfers'))
      .addColumn('season_id', 'integer', (col) => col.notNull().references('seasons.id'))
      .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id'))
      .addColumn('from_club_id', 'integer', (col) => col.references('clubs.id'))
      .addColumn('to_club_id', 'integer', (col) => col.notNull().references('clubs.id'))
      .addColumn('status', 'text', (col) => col.notNull())
      .addColumn('requested_by', 'integer', (col) => col.notNull().references('users.id'))
      .addColumn('requested_at', 'text', (col) => col.notNull())
      .addColumn('club_accepted_at', 'text')
      .addColumn('decided_at', 'text')
      .addColumn('decided_by', 'integer', (col) => col.references('users.id'))
      .addColumn('reason', 'text')
      .execute();

    await withId(db, db.schema.createTable('eligibility_exceptions'))
      .addColumn('competition_id', 'integer', (col) => col.notNull().references('competitions.id'))
      .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id'))
      .addColumn('reason', 'text', (col) => col.notNull())
      .addColumn('granted_by', 'integer', (col) => col.references('users.id'))
      .addColumn('granted_at', 'text', (col) => col.notNull())
      .addUniqueConstraint('eligibility_exceptions_once', ['competition_id', 'user_id'])
      .execute();

    await db.schema.alterTable('users').addColumn('birth_date', 'text').execute();
    await db.schema.alterTable('users').addColumn('id_number_cipher', 'text').execute();
    await db.schema.alterTable('users').addColumn('id_number_masked', 'text').execute();
    await db.schema.alterTable('certificates').addColumn('valid_until', 'text').execute();
  },
  async down(db) {
    await db.schema.alterTable('certificates').dropColumn('valid_until').execute();
    await db.schema.alterTable('users').dropColumn('id_number_masked').execute();
    await db.schema.alterTable('users').dropColumn('id_number_cipher').execute();
    await db.schema.alterTable('users').dropColumn('birth_date').execute();
    for (const table of [
      'eligibility_exceptions',
      'transfers',
      'payment_items',
      'payments',
      'private_files',
      'season_registrations',
      'waiver_versions',
      'seasons',
    ]) {
      await db.schema.dropTable(table).execute();
    }
  },
};
