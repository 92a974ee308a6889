// Calendar feeds (docs/calendars.md). `calendar_feeds` holds the secret address of a club's and of a
// volunteer's feed, renewed by replacing the row. `calendar_stamps` keeps, per game, what its feed
// entry last said and its SEQUENCE: a feed built after a game was moved, renamed by a stage or
// cancelled finds a different fingerprint and raises the sequence, so every write path that changes
// a game (the schedule form, the grid, the rain shift, a stage filling a slot, a cancellation)
// changes the feed without each having to remember it.
import type { Migration } from 'kysely';

export const calendarsMigration: Migration = {
  async up(db) {
    await db.schema
      .createTable('calendar_feeds')
      .addColumn('owner_kind', 'text', (col) => col.notNull())
      .addColumn('owner_id', 'integer', (col) => col.notNull())
      .addColumn('token', 'text', (col) => col.notNull().unique())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addPrimaryKeyConstraint('calendar_feeds_pk', ['owner_kind', 'owner_id'])
      .execute();
    await db.schema
      .createTable('calendar_stamps')
      .addColumn('game_id', 'integer', (col) => col.primaryKey().references('games.id'))
      .addColumn('fingerprint', 'text', (col) => col.notNull())
      .addColumn('sequence', 'integer', (col) => col.notNull())
      .execute();
  },
  async down(db) {
    await db.schema.dropTable('calendar_stamps').execute();
    await db.schema.dropTable('calendar_feeds').execute();
  },
};
