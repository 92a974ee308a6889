// Competitions run from the console (docs/competitions.md): a competition gets the content life
// cycle (a draft is not shown until published), a phase staff may set over the one its dates give,
// a minimum roster, its fee text, documents and the score a forfeit counts as; a rejected entry
// keeps the reason its club is shown; a game can be cancelled or forfeited; a volunteer taken off a
// game keeps the right to sync what was recorded before, so no offline point is lost.
import type { Migration } from 'kysely';

export const competitionsConsoleMigration: Migration = {
  async up(db) {
    const competitions = () => db.schema.alterTable('competitions');
    // Existing competitions were shown to visitors, so they start published.
    await competitions()
      .addColumn('status', 'text', (col) => col.notNull().defaultTo('published'))
      .execute();
    await competitions()
      .addColumn('published_at', 'text', (col) => col.notNull().defaultTo(''))
      .execute();
    await competitions()
      .addColumn('pinned', 'integer', (col) => col.notNull().defaultTo(0))
      .execute();
    await competitions()
      .addColumn('updated_at', 'text', (col) => col.notNull().defaultTo(''))
      .execute();
    await competitions().addColumn('updated_by', 'integer').execute();
    await competitions().addColumn('phase', 'text').execute();
    await competitions()
      .addColumn('min_roster', 'integer', (col) => col.notNull().defaultTo(0))
      .execute();
    await competitions().addColumn('fee', 'text').execute();
    await competitions().addColumn('documents', 'text').execute();
    await competitions()
      .addColumn('forfeit_points', 'integer', (col) => col.notNull().defaultTo(15))
      .execute();
    await db.schema
      .createIndex('competitions_status_published')
      .on('competitions')
      .columns(['status', 'published_at'])
      .execute();

    await db.schema.alterTable('registrations').addColumn('reject_reason', 'text').execute();
    await db.schema.alterTable('registrations').addColumn('reviewed_at', 'text').execute();

    await db.schema.alterTable('games').addColumn('forfeit_team', 'text').execute();
    // Cancelling or forfeiting stands beside the scoring state (scheduled → live → finished), so a
    // phone that scored the game offline still syncs every point (docs/competitions.md).
    await db.schema.alterTable('games').addColumn('cancelled_at', 'text').execute();
    await db.schema.alterTable('games').addColumn('cancel_reason', 'text').execute();

    await db.schema.alterTable('volunteer_assignments').addColumn('removed_at', 'bigint').execute();
  },
  async down(db) {
    await db.schema.alterTable('volunteer_assignments').dropColumn('removed_at').execute();
    await db.schema.alterTable('games').dropColumn('cancel_reason').execute();
    await db.schema.alterTable('games').dropColumn('cancelled_at').execute();
    await db.schema.alterTable('games').dropColumn('forfeit_team').execute();
    await db.schema.alterTable('registrations').dropColumn('reviewed_at').execute();
    await db.schema.alterTable('registrations').dropColumn('reject_reason').execute();
    await db.schema.dropIndex('competitions_status_published').execute();
    for (const column of [
      'forfeit_points',
      'documents',
      'fee',
      'min_roster',
      'phase',
      'updated_by',
      'updated_at',
      'pinned',
      'published_at',
      'status',
    ]) {
      await db.schema.alterTable('competitions').dropColumn(column).execute();
    }
  },
};
