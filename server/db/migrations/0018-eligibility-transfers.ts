// Eligibility (docs/membership.md, "Eligibility"): a competition may ask more of its players than a
// season's active registration, namely an ID number on file or a valid certificate, so that they
// can be insured. The season's other tables (transfers, eligibility_exceptions) are in 0013.
import type { Migration } from 'kysely';

export const eligibilityTransfersMigration: Migration = {
  async up(db) {
    await db.schema
      .alterTable('competitions')
      .addColumn('requires_identity', 'integer', (col) => col.notNull().defaultTo(0))
      .execute();
  },
  async down(db) {
    await db.schema.alterTable('competitions').dropColumn('requires_identity').execute();
  },
};
