// Every table of schema.ts, with the indexes the queries need. Written once for SQLite and
// PostgreSQL: only the id column differs (see column-types.ts). A released migration never changes;
// later changes go into a new numbered file.
import type { Migration } from 'kysely';
import { createAccountTables } from './0001-initial/account-tables';
import { createClubTables } from './0001-initial/club-tables';
import { createCompetitionTables } from './0001-initial/competition-tables';
import { createGameTables } from './0001-initial/game-tables';
import { createContentTables } from './0001-initial/content-tables';

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
