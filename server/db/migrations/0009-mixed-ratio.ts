// Mixed games' gender ratio and lines (docs/scoring-model.md, "Mixed games"): each game gets its
// ratio rule (A: alternating, B: the offence chooses; null outside mixed competitions) and whether
// lines are tracked. The games of mixed competitions already made follow rule A, the rule WFDF
// events use. What a point records (its ratio, the lines) goes in game_events.payload, which
// already exists.
import { sql, type Migration } from 'kysely';

export const mixedRatioMigration: Migration = {
  async up(db) {
    await db.schema.alterTable('games').addColumn('ratio_rule', 'text').execute();
    await db.schema
      .alterTable('games')
      .addColumn('track_lines', 'integer', (col) => col.notNull().defaultTo(0))
      .execute();
    await sql`UPDATE games SET ratio_rule = 'A' WHERE competition_id IN
      (SELECT id FROM competitions WHERE division = 'MIX')`.execute(db);
  },
  async down(db) {
    await db.schema.alterTable('games').dropColumn('track_lines').execute();
    await db.schema.alterTable('games').dropColumn('ratio_rule').execute();
  },
};
