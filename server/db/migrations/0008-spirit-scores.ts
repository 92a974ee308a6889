// Spirit of the Game (docs/competitions.md, "Spirit scores"): after a finished game each team gives
// its opponent the WFDF spirit score, once per game and giving team. The row's id is the one the
// phone made for its latest submission, so a resend of it changes nothing; the unique pair (game,
// giving club) makes a later edit replace the earlier one. A competition may close its spirit
// scores on a day staff set (null: two days after its last day), and each club names the player
// who gives them for it in a competition (its captain), besides its contact.
import type { Migration } from 'kysely';

export const spiritScoresMigration: Migration = {
  async up(db) {
    await db.schema.alterTable('competitions').addColumn('spirit_deadline', 'text').execute();

    await db.schema
      .createTable('spirit_scores')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('game_id', 'integer', (col) => col.notNull().references('games.id'))
      .addColumn('club_id', 'integer', (col) => col.notNull().references('clubs.id'))
      .addColumn('rules', 'integer', (col) => col.notNull())
      .addColumn('fouls', 'integer', (col) => col.notNull())
      .addColumn('fairness', 'integer', (col) => col.notNull())
      .addColumn('attitude', 'integer', (col) => col.notNull())
      .addColumn('communication', 'integer', (col) => col.notNull())
      .addColumn('comment', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id'))
      .addColumn('at', 'bigint', (col) => col.notNull())
      .addColumn('received_at', 'bigint', (col) => col.notNull())
      .addUniqueConstraint('spirit_scores_game_club', ['game_id', 'club_id'])
      .execute();

    await db.schema
      .createTable('spirit_captains')
      .addColumn('competition_id', 'integer', (col) => col.notNull().references('competitions.id'))
      .addColumn('club_id', 'integer', (col) => col.notNull().references('clubs.id'))
      .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id'))
      .addColumn('named_by', 'integer', (col) => col.notNull().references('users.id'))
      .addColumn('named_at', 'text', (col) => col.notNull())
      .addPrimaryKeyConstraint('spirit_captains_pk', ['competition_id', 'club_id'])
      .execute();
    await db.schema
      .createIndex('spirit_captains_user')
      .on('spirit_captains')
      .column('user_id')
      .execute();
  },
  async down(db) {
    await db.schema.dropTable('spirit_captains').execute();
    await db.schema.dropTable('spirit_scores').execute();
    await db.schema.alterTable('competitions').dropColumn('spirit_deadline').execute();
  },
};
