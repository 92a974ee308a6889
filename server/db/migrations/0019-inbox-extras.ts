// The message centre's one addition to 0014 (docs/messages.md, "Spirit scores due"): which clubs
// were reminded of which game's spirit score, so the daily job reminds each club once per game
// however often it runs and however many instances run it.
import type { Migration } from 'kysely';

export const inboxExtrasMigration: Migration = {
  async up(db) {
    await db.schema
      .createTable('spirit_reminders')
      .addColumn('game_id', 'integer', (col) => col.notNull().references('games.id'))
      .addColumn('club_id', 'integer', (col) => col.notNull().references('clubs.id'))
      .addColumn('sent_at', 'text', (col) => col.notNull())
      .addPrimaryKeyConstraint('spirit_reminders_pk', ['game_id', 'club_id'])
      .execute();
  },
  async down(db) {
    await db.schema.dropTable('spirit_reminders').execute();
  },
};
