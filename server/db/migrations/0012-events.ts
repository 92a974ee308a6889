// Events with several divisions (docs/competitions.md, "Events and divisions"): an event such as
// 全国锦标赛 groups competitions, one per division, each keeping its own entries, roster limits,
// format and standings. A competition names its event (null: it stands alone, as every competition
// made before does), so nothing about a division moves out of the competition.
import type { Migration } from 'kysely';
import { withId } from './column-types';

export const eventsMigration: Migration = {
  async up(db) {
    await withId(db, db.schema.createTable('events'))
      .addColumn('name', 'text', (col) => col.notNull())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('updated_at', 'text', (col) => col.notNull())
      .addColumn('updated_by', 'integer', (col) => col.references('users.id'))
      .execute();
    await db.schema
      .alterTable('competitions')
      .addColumn('event_id', 'integer', (col) => col.references('events.id'))
      .execute();
    await db.schema
      .createIndex('competitions_event')
      .on('competitions')
      .column('event_id')
      .execute();
  },
  async down(db) {
    await db.schema.dropIndex('competitions_event').execute();
    await db.schema.alterTable('competitions').dropColumn('event_id').execute();
    await db.schema.dropTable('events').execute();
  },
};
