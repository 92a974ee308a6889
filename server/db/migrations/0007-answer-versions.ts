// Public answers kept per version (docs/public-answers.md): one counter per scope of public data
// (all published content, one game, one competition, the scores shown on the home page), raised
// by every write that changes it before it answers. Each instance reads the counters of an answer
// before serving it, so a cached copy is never older than the last acknowledged write, whichever
// instance took it.
import type { Migration } from 'kysely';

export const answerVersionsMigration: Migration = {
  async up(db) {
    await db.schema
      .createTable('answer_versions')
      .addColumn('scope', 'text', (col) => col.primaryKey())
      .addColumn('version', 'integer', (col) => col.notNull())
      .execute();
  },
  async down(db) {
    await db.schema.dropTable('answer_versions').execute();
  },
};
