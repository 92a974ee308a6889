// Payments (docs/membership.md, "Payments"): the one table 0013 left out. A confirmed payment's
// receipt number is the season's next one, taken by raising that season's counter row in the
// confirming transaction: the row's lock makes two staff confirming at once on PostgreSQL take
// turns, and a number once taken is never given again, even if nothing else ever used it.
import type { Migration } from 'kysely';

export const paymentsMigration: Migration = {
  async up(db) {
    await db.schema
      .createTable('receipt_counters')
      .addColumn('season_id', 'integer', (col) => col.primaryKey().references('seasons.id'))
      .addColumn('last_number', 'integer', (col) => col.notNull())
      .execute();
  },
  async down(db) {
    await db.schema.dropTable('receipt_counters').execute();
  },
};
