// Championship stages (docs/competitions.md, "Stages and progression"): a competition's saved
// format (the built format as JSON, with the template, options and seeds it came from), its
// stages in order, the slot each side of a format game is filled from, the rule set its pools are
// ranked by (WFDF unless staff choose USA Ultimate), the last-resort results staff recorded, and
// the corrections that would change a game already begun, kept for staff to decide. A competition
// made before has no format: its pools are the first stage implicitly, ranked by WFDF's rules.
import type { Migration } from 'kysely';
import { withId } from './column-types';

export const championshipStagesMigration: Migration = {
  async up(db) {
    await db.schema
      .alterTable('competitions')
      .addColumn('tie_break_rules', 'text', (col) => col.notNull().defaultTo('wfdf'))
      .execute();

    await db.schema
      .createTable('competition_formats')
      .addColumn('competition_id', 'integer', (col) =>
        col.primaryKey().references('competitions.id'),
      )
      .addColumn('template_id', 'text', (col) => col.notNull())
      .addColumn('options', 'text', (col) => col.notNull())
      .addColumn('seeds', 'text', (col) => col.notNull())
      .addColumn('format', 'text', (col) => col.notNull())
      .addColumn('created_by', 'integer', (col) => col.notNull().references('users.id'))
      .addColumn('created_at', 'text', (col) => col.notNull())
      .execute();

    await withId(db, db.schema.createTable('competition_stages'))
      .addColumn('competition_id', 'integer', (col) => col.notNull().references('competitions.id'))
      .addColumn('number', 'integer', (col) => col.notNull())
      .addColumn('kind', 'text', (col) => col.notNull())
      .addColumn('name', 'text', (col) => col.notNull())
      .addUniqueConstraint('competition_stages_number', ['competition_id', 'number'])
      .execute();

    await db.schema.alterTable('games').addColumn('stage_number', 'integer').execute();
    await db.schema.alterTable('games').addColumn('format_game', 'integer').execute();
    await db.schema.alterTable('games').addColumn('home_slot', 'text').execute();
    await db.schema.alterTable('games').addColumn('away_slot', 'text').execute();
    // One game per format game: two staff saving at once cannot both add the bracket.
    await db.schema
      .createIndex('games_format_game')
      .unique()
      .on('games')
      .columns(['competition_id', 'format_game'])
      .execute();

    await withId(db, db.schema.createTable('tie_decisions'))
      .addColumn('competition_id', 'integer', (col) => col.notNull().references('competitions.id'))
      .addColumn('stage', 'integer', (col) => col.notNull())
      .addColumn('pool', 'text', (col) => col.notNull())
      .addColumn('teams', 'text', (col) => col.notNull())
      .addColumn('method', 'text', (col) => col.notNull())
      .addColumn('note', 'text')
      .addColumn('decided_by', 'integer', (col) => col.notNull().references('users.id'))
      .addColumn('decided_at', 'text', (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('tie_decisions_competition')
      .on('tie_decisions')
      .column('competition_id')
      .execute();

    await withId(db, db.schema.createTable('stage_conflicts'))
      .addColumn('competition_id', 'integer', (col) => col.notNull().references('competitions.id'))
      .addColumn('game_id', 'integer', (col) => col.notNull().references('games.id'))
      .addColumn('side', 'text', (col) => col.notNull())
      .addColumn('current_club_id', 'integer')
      .addColumn('proposed_club_id', 'integer')
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('decided_at', 'text')
      .addColumn('decided_by', 'integer', (col) => col.references('users.id'))
      .addColumn('applied', 'integer')
      .addColumn('reason', 'text')
      .execute();
    await db.schema
      .createIndex('stage_conflicts_competition')
      .on('stage_conflicts')
      .column('competition_id')
      .execute();
  },
  async down(db) {
    await db.schema.dropTable('stage_conflicts').execute();
    await db.schema.dropTable('tie_decisions').execute();
    await db.schema.dropIndex('games_format_game').execute();
    for (const column of ['away_slot', 'home_slot', 'format_game', 'stage_number']) {
      await db.schema.alterTable('games').dropColumn(column).execute();
    }
    await db.schema.dropTable('competition_stages').execute();
    await db.schema.dropTable('competition_formats').execute();
    await db.schema.alterTable('competitions').dropColumn('tie_break_rules').execute();
  },
};
