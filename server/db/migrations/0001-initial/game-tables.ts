// Part of migration 0001 (frozen once released): games, their rosters, volunteer assignments and
// the scoring event log.
// Its tables are written out in full though some look alike: a shipped migration must never
// change, so it shares with later code only the id column (column-types.ts), no table builder.
import type { Kysely } from 'kysely';
import { withId } from '../column-types';

export async function createGameTables(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('games'))
    .addColumn('competition_id', 'integer', (col) =>
      col.notNull().references('competitions.id').onDelete('cascade'),
    )
    .addColumn('date', 'text', (col) => col.notNull())
    .addColumn('time', 'text', (col) => col.notNull())
    .addColumn('field', 'text', (col) => col.notNull())
    .addColumn('round', 'text')
    .addColumn('home_club_id', 'integer', (col) => col.references('clubs.id').onDelete('set null'))
    .addColumn('away_club_id', 'integer', (col) => col.references('clubs.id').onDelete('set null'))
    .addColumn('home_name', 'text', (col) => col.notNull())
    .addColumn('away_name', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('scheduled'))
    .addColumn('points_to_win', 'integer', (col) => col.notNull().defaultTo(15))
    .addColumn('halftime_at', 'integer', (col) => col.notNull().defaultTo(8))
    .addColumn('soft_cap_minutes', 'integer')
    .addColumn('hard_cap_minutes', 'integer')
    .addColumn('timeouts_per_half', 'integer', (col) => col.notNull().defaultTo(2))
    .addColumn('home_score', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('away_score', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('began_at', 'bigint')
    .addColumn('finished_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('games_competition_date')
    .on('games')
    .columns(['competition_id', 'date', 'time'])
    .execute();
  await db.schema
    .createIndex('games_date_status')
    .on('games')
    .columns(['date', 'status'])
    .execute();

  await withId(db, db.schema.createTable('game_players'))
    .addColumn('game_id', 'integer', (col) =>
      col.notNull().references('games.id').onDelete('cascade'),
    )
    .addColumn('team', 'text', (col) => col.notNull())
    .addColumn('user_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('number', 'integer')
    .execute();
  await db.schema
    .createIndex('game_players_game_team')
    .on('game_players')
    .columns(['game_id', 'team'])
    .execute();

  await db.schema
    .createTable('volunteer_assignments')
    .addColumn('game_id', 'integer', (col) =>
      col.notNull().references('games.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'integer', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addPrimaryKeyConstraint('volunteer_assignments_pk', ['game_id', 'user_id'])
    .execute();
  await db.schema
    .createIndex('volunteer_assignments_user')
    .on('volunteer_assignments')
    .column('user_id')
    .execute();

  await db.schema
    .createTable('game_events')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('game_id', 'integer', (col) =>
      col.notNull().references('games.id').onDelete('cascade'),
    )
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('team', 'text')
    .addColumn('scorer_id', 'integer')
    .addColumn('assist_id', 'integer')
    .addColumn('target_id', 'text')
    .addColumn('payload', 'text')
    .addColumn('device_id', 'text')
    .addColumn('seq', 'integer')
    .addColumn('at', 'bigint', (col) => col.notNull())
    .addColumn('received_at', 'bigint', (col) => col.notNull())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id'))
    .execute();
  await db.schema
    .createIndex('game_events_game_at')
    .on('game_events')
    .columns(['game_id', 'at'])
    .execute();
}
