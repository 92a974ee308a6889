// Games of a pool (group) stage name their pool, so standings are one table per pool.
import type { Migration } from 'kysely';

export const gamePoolsMigration: Migration = {
  async up(db) {
    await db.schema.alterTable('games').addColumn('pool', 'text').execute();
  },
  async down(db) {
    await db.schema.alterTable('games').dropColumn('pool').execute();
  },
};
