// The players' summaries (docs/records.md): per game and per competition, kept by deltas as
// results change (server/domain/records/players/refresh-player-game.ts), and the member's choice
// to hide their record from the public. Filled here once from the games already played.
import type { Kysely, Migration } from 'kysely';
import type { Database } from '../schema';
import { refreshPlayerGameById } from '../../domain/records/players/refresh-player-game';

const FIGURES = ['goals', 'assists', 'points_played', 'plus_minus'] as const;

export const playerRecordsMigration: Migration = {
  async up(db) {
    let games = db.schema
      .createTable('player_game_stats')
      .addColumn('game_id', 'integer', (col) => col.notNull().references('games.id'))
      .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id'))
      .addColumn('competition_id', 'integer', (col) => col.notNull())
      .addColumn('club_id', 'integer', (col) => col.notNull());
    for (const figure of FIGURES)
      games = games.addColumn(figure, 'integer', (col) => col.notNull());
    await games
      .addColumn('lines_kept', 'integer', (col) => col.notNull())
      .addPrimaryKeyConstraint('player_game_stats_pk', ['game_id', 'user_id'])
      .execute();

    let records = db.schema
      .createTable('player_records')
      .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id'))
      .addColumn('competition_id', 'integer', (col) => col.notNull().references('competitions.id'))
      .addColumn('club_id', 'integer', (col) => col.notNull())
      .addColumn('games', 'integer', (col) => col.notNull());
    for (const figure of FIGURES)
      records = records.addColumn(figure, 'integer', (col) => col.notNull());
    await records
      .addColumn('line_games', 'integer', (col) => col.notNull())
      .addPrimaryKeyConstraint('player_records_pk', ['user_id', 'competition_id', 'club_id'])
      .execute();
    // Season leaders read a division's competitions, then their records.
    await db.schema
      .createIndex('player_records_competition')
      .on('player_records')
      .column('competition_id')
      .execute();

    await db.schema
      .alterTable('users')
      .addColumn('records_hidden', 'integer', (col) => col.notNull().defaultTo(0))
      .execute();

    const typed = db as Kysely<Database>;
    const begun = await typed
      .selectFrom('games')
      .select('id')
      .where('status', '!=', 'scheduled')
      .orderBy('id')
      .execute();
    for (const game of begun) await refreshPlayerGameById(typed, game.id);
  },
  async down(db) {
    await db.schema.alterTable('users').dropColumn('records_hidden').execute();
    await db.schema.dropTable('player_records').execute();
    await db.schema.dropTable('player_game_stats').execute();
  },
};
