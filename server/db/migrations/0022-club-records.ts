// A club's records across competitions (docs/records.md, "Clubs"):
// - club_records: one row per club and competition it played or was placed in: its final
//   placement, games, wins, losses, points for and against, and the spirit scores it received
//   (sum and count, so a season's average is exact); rebuilt per competition from the same rules
//   the competition page counts with, never written by hand;
// - club_record_marks: per competition, how many result changes were written (`changed`, raised
//   in the transaction of each change) and which of them the rows above count (`counted`); a
//   competition with changed > counted, or with no mark at all, is rebuilt before it is read;
// - ranking_level_weights: the most points a competition of each COMPETITION_LEVEL code gives
//   (its winner's points), set by staff;
// - ranking_rules: one row, how many of a club's best results count in a season;
// - two indexes of games by their clubs, for two clubs head to head.
import type { Migration } from 'kysely';

export const clubRecordsMigration: Migration = {
  async up(db) {
    await db.schema
      .createTable('club_records')
      .addColumn('competition_id', 'integer', (col) => col.notNull().references('competitions.id'))
      .addColumn('club_id', 'integer', (col) => col.notNull().references('clubs.id'))
      .addColumn('placement', 'integer')
      .addColumn('placed_teams', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('games', 'integer', (col) => col.notNull())
      .addColumn('wins', 'integer', (col) => col.notNull())
      .addColumn('losses', 'integer', (col) => col.notNull())
      .addColumn('points_for', 'integer', (col) => col.notNull())
      .addColumn('points_against', 'integer', (col) => col.notNull())
      .addColumn('spirit_sum', 'integer', (col) => col.notNull())
      .addColumn('spirit_count', 'integer', (col) => col.notNull())
      .addPrimaryKeyConstraint('club_records_pk', ['competition_id', 'club_id'])
      .execute();
    await db.schema.createIndex('club_records_club').on('club_records').column('club_id').execute();
    // Two clubs head to head, either side at home.
    await db.schema
      .createIndex('games_home_away_clubs')
      .on('games')
      .columns(['home_club_id', 'away_club_id'])
      .execute();
    await db.schema
      .createIndex('games_away_home_clubs')
      .on('games')
      .columns(['away_club_id', 'home_club_id'])
      .execute();

    await db.schema
      .createTable('club_record_marks')
      .addColumn('competition_id', 'integer', (col) =>
        col.primaryKey().references('competitions.id'),
      )
      .addColumn('changed', 'integer', (col) => col.notNull())
      .addColumn('counted', 'integer', (col) => col.notNull())
      .execute();

    await db.schema
      .createTable('ranking_level_weights')
      .addColumn('level', 'text', (col) => col.primaryKey())
      .addColumn('max_points', 'integer', (col) => col.notNull())
      .execute();

    await db.schema
      .createTable('ranking_rules')
      .addColumn('id', 'integer', (col) => col.primaryKey())
      .addColumn('best_of', 'integer', (col) => col.notNull())
      .addColumn('updated_at', 'text')
      .addColumn('updated_by', 'integer', (col) => col.references('users.id'))
      .execute();
    await db
      .insertInto('ranking_rules' as never)
      .values({ id: 1, best_of: 3 } as never)
      .execute();
  },
  async down(db) {
    await db.schema.dropTable('ranking_rules').execute();
    await db.schema.dropTable('ranking_level_weights').execute();
    await db.schema.dropTable('club_record_marks').execute();
    await db.schema.dropTable('club_records').execute();
    await db.schema.dropIndex('games_away_home_clubs').execute();
    await db.schema.dropIndex('games_home_away_clubs').execute();
  },
};
