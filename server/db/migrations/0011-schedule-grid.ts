// The schedule grid (docs/competitions.md, "The schedule grid"): how long one game's slot is and
// the least rest a team should have between two games, per competition. The grid refuses clashes
// with the first and warns with the second. The defaults are those of a WFDF-style pool day: 90
// minutes a slot (a game to 15 with a 75-minute hard cap, and the change of teams), 30 minutes'
// rest.
import type { Migration } from 'kysely';

export const scheduleGridMigration: Migration = {
  async up(db) {
    await db.schema
      .alterTable('competitions')
      .addColumn('slot_minutes', 'integer', (col) => col.notNull().defaultTo(90))
      .execute();
    await db.schema
      .alterTable('competitions')
      .addColumn('min_rest_minutes', 'integer', (col) => col.notNull().defaultTo(30))
      .execute();
  },
  async down(db) {
    await db.schema.alterTable('competitions').dropColumn('min_rest_minutes').execute();
    await db.schema.alterTable('competitions').dropColumn('slot_minutes').execute();
  },
};
