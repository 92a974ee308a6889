// Every table of schema.ts, with the indexes the queries need. Written once for SQLite and
// PostgreSQL: only the id column differs (see column-types.ts). A released migration never changes;
// later changes go into a new numbered file.
import type { Kysely, Migration } from 'kysely';
import { withId } from './column-types';

async function createAccountTables(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('users'))
    .addColumn('phone', 'text', (col) => col.notNull().unique())
    .addColumn('password_hash', 'text', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('type', 'text', (col) => col.notNull())
    .addColumn('gender', 'text')
    .addColumn('birth_year', 'integer')
    .addColumn('city', 'text')
    .addColumn('avatar', 'text')
    .addColumn('intro', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('users_type_name').on('users').columns(['type', 'name']).execute();

  await db.schema
    .createTable('tickets')
    .addColumn('token_hash', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'integer', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('last_used_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('tickets_user').on('tickets').column('user_id').execute();
  await db.schema.createIndex('tickets_last_used').on('tickets').column('last_used_at').execute();

  await withId(db, db.schema.createTable('sms_codes'))
    .addColumn('phone', 'text', (col) => col.notNull())
    .addColumn('scene', 'text', (col) => col.notNull())
    .addColumn('code_hash', 'text', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('expires_at', 'bigint', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('used_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('sms_codes_phone_scene')
    .on('sms_codes')
    .columns(['phone', 'scene', 'created_at'])
    .execute();
  await db.schema.createIndex('sms_codes_expires').on('sms_codes').column('expires_at').execute();

  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('window_start', 'bigint', (col) => col.notNull())
    .addColumn('count', 'integer', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('rate_limits_window')
    .on('rate_limits')
    .column('window_start')
    .execute();
}

async function createClubTables(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('clubs'))
    .addColumn('name', 'text', (col) => col.notNull().unique())
    .addColumn('division', 'text', (col) => col.notNull())
    .addColumn('city', 'text', (col) => col.notNull())
    .addColumn('logo', 'text')
    .addColumn('intro', 'text')
    .addColumn('founded_year', 'integer')
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('contact_user_id', 'integer', (col) =>
      col.references('users.id').onDelete('set null'),
    )
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('clubs_division_status')
    .on('clubs')
    .columns(['division', 'status'])
    .execute();
  await db.schema.createIndex('clubs_contact').on('clubs').column('contact_user_id').execute();

  await withId(db, db.schema.createTable('memberships'))
    .addColumn('club_id', 'integer', (col) =>
      col.notNull().references('clubs.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'integer', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('number', 'integer')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('memberships_club_status')
    .on('memberships')
    .columns(['club_id', 'status'])
    .execute();
  await db.schema
    .createIndex('memberships_user_status')
    .on('memberships')
    .columns(['user_id', 'status'])
    .execute();

  await withId(db, db.schema.createTable('membership_events'))
    .addColumn('membership_id', 'integer', (col) =>
      col.notNull().references('memberships.id').onDelete('cascade'),
    )
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('membership_events_membership')
    .on('membership_events')
    .column('membership_id')
    .execute();

  await withId(db, db.schema.createTable('certificates'))
    .addColumn('user_id', 'integer', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('level', 'text', (col) => col.notNull())
    .addColumn('number', 'text', (col) => col.notNull())
    .addColumn('issued_on', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('certificates_user').on('certificates').column('user_id').execute();
  await db.schema
    .createIndex('certificates_kind_level')
    .on('certificates')
    .columns(['kind', 'level'])
    .execute();
}

async function createCompetitionTables(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('competitions'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('level', 'text', (col) => col.notNull())
    .addColumn('scope', 'text', (col) => col.notNull())
    .addColumn('division', 'text', (col) => col.notNull())
    .addColumn('city', 'text', (col) => col.notNull())
    .addColumn('venue', 'text')
    .addColumn('start_date', 'text', (col) => col.notNull())
    .addColumn('end_date', 'text', (col) => col.notNull())
    .addColumn('registration_opens', 'text')
    .addColumn('registration_closes', 'text')
    .addColumn('min_male', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('min_female', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('max_roster', 'integer', (col) => col.notNull().defaultTo(30))
    .addColumn('cover', 'text')
    .addColumn('description', 'text')
    .execute();
  await db.schema
    .createIndex('competitions_start')
    .on('competitions')
    .column('start_date')
    .execute();

  await withId(db, db.schema.createTable('registrations'))
    .addColumn('competition_id', 'integer', (col) =>
      col.notNull().references('competitions.id').onDelete('cascade'),
    )
    .addColumn('club_id', 'integer', (col) =>
      col.notNull().references('clubs.id').onDelete('cascade'),
    )
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addUniqueConstraint('registrations_competition_club', ['competition_id', 'club_id'])
    .execute();
  await db.schema.createIndex('registrations_club').on('registrations').column('club_id').execute();

  await db.schema
    .createTable('registration_players')
    .addColumn('registration_id', 'integer', (col) =>
      col.notNull().references('registrations.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'integer', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('number', 'integer')
    .addPrimaryKeyConstraint('registration_players_pk', ['registration_id', 'user_id'])
    .execute();
  await db.schema
    .createIndex('registration_players_user')
    .on('registration_players')
    .column('user_id')
    .execute();
}

async function createGameTables(db: Kysely<unknown>): Promise<void> {
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

async function createContentTables(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('notices'))
    .addColumn('category', 'text', (col) => col.notNull())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('summary', 'text', (col) => col.notNull())
    .addColumn('content', 'text', (col) => col.notNull())
    .addColumn('published_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('notices_category_published')
    .on('notices')
    .columns(['category', 'published_at'])
    .execute();
  await db.schema.createIndex('notices_published').on('notices').column('published_at').execute();

  await withId(db, db.schema.createTable('news'))
    .addColumn('category', 'text', (col) => col.notNull())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('summary', 'text', (col) => col.notNull())
    .addColumn('content', 'text', (col) => col.notNull())
    .addColumn('cover', 'text')
    .addColumn('source', 'text')
    .addColumn('published_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('news_category_published')
    .on('news')
    .columns(['category', 'published_at'])
    .execute();
  await db.schema.createIndex('news_published').on('news').column('published_at').execute();

  await withId(db, db.schema.createTable('trainings'))
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('level', 'text', (col) => col.notNull())
    .addColumn('city', 'text', (col) => col.notNull())
    .addColumn('place', 'text', (col) => col.notNull())
    .addColumn('start_date', 'text', (col) => col.notNull())
    .addColumn('end_date', 'text', (col) => col.notNull())
    .addColumn('fee', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('capacity', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('signup', 'text', (col) => col.notNull())
    .addColumn('content', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('trainings_kind_start')
    .on('trainings')
    .columns(['kind', 'start_date'])
    .execute();

  await withId(db, db.schema.createTable('sport_categories'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('summary', 'text', (col) => col.notNull())
    .addColumn('content', 'text', (col) => col.notNull())
    .addColumn('image', 'text')
    .addColumn('sort', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();

  await withId(db, db.schema.createTable('downloads'))
    .addColumn('category', 'text', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('file_name', 'text', (col) => col.notNull())
    .addColumn('mime', 'text', (col) => col.notNull())
    .addColumn('size', 'integer', (col) => col.notNull())
    .addColumn('content', 'text', (col) => col.notNull())
    .addColumn('published_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('downloads_category_published')
    .on('downloads')
    .columns(['category', 'published_at'])
    .execute();

  await db.schema
    .createTable('site_config')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('value', 'text', (col) => col.notNull())
    .execute();

  await withId(db, db.schema.createTable('lovs'))
    .addColumn('type', 'text', (col) => col.notNull())
    .addColumn('value', 'text', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('sort', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('lovs_type_sort').on('lovs').columns(['type', 'sort']).execute();

  await withId(db, db.schema.createTable('cooperators'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('type', 'text', (col) => col.notNull())
    .addColumn('logo', 'text', (col) => col.notNull())
    .addColumn('url', 'text')
    .addColumn('sort', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('cooperators_type_sort')
    .on('cooperators')
    .columns(['type', 'sort'])
    .execute();
}

const TABLES_NEWEST_FIRST = [
  'cooperators',
  'lovs',
  'site_config',
  'downloads',
  'sport_categories',
  'trainings',
  'news',
  'notices',
  'game_events',
  'volunteer_assignments',
  'game_players',
  'games',
  'registration_players',
  'registrations',
  'competitions',
  'certificates',
  'membership_events',
  'memberships',
  'clubs',
  'rate_limits',
  'sms_codes',
  'tickets',
  'users',
];

export const initialMigration: Migration = {
  async up(db) {
    await createAccountTables(db);
    await createClubTables(db);
    await createCompetitionTables(db);
    await createGameTables(db);
    await createContentTables(db);
  },
  async down(db) {
    for (const table of TABLES_NEWEST_FIRST) await db.schema.dropTable(table).execute();
  },
};
