import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PostgresIntrospector, SqliteIntrospector, sql, type Kysely } from 'kysely';
import { openFreshDatabase } from '../test-support/build-test-app';
import { migrateToLatest, migrations } from './migrate';
import { isPostgres } from './connect';
import type { Database } from './schema';

const TABLES: (keyof Database)[] = [
  'users',
  'tickets',
  'sms_codes',
  'rate_limits',
  'answer_versions',
  'clubs',
  'memberships',
  'membership_events',
  'certificates',
  'competitions',
  'registrations',
  'registration_players',
  'games',
  'game_players',
  'volunteer_assignments',
  'game_events',
  'notices',
  'news',
  'trainings',
  'training_signups',
  'sport_categories',
  'downloads',
  'site_config',
  'lovs',
  'cooperators',
  'uploads',
  'audit_log',
  'spirit_scores',
  'spirit_captains',
  'competition_formats',
  'competition_stages',
  'tie_decisions',
  'stage_conflicts',
  'events',
  'seasons',
  'waiver_versions',
  'season_registrations',
  'private_files',
  'payments',
  'payment_items',
  'transfers',
  'eligibility_exceptions',
  'inbox_messages',
  'inbox_preferences',
  'spirit_reminders',
  'message_deliveries',
  'calendar_feeds',
  'calendar_stamps',
  'receipt_counters',
  'player_game_stats',
  'player_records',
  'club_records',
  'club_record_marks',
  'ranking_level_weights',
  'ranking_rules',
];

describe('migrateToLatest', () => {
  let db: Kysely<Database>;
  let drop: () => Promise<void>;
  beforeEach(async () => {
    ({ db, drop } = await openFreshDatabase());
  });
  afterEach(async () => {
    vi.restoreAllMocks();
    await drop();
  });

  /** The table listing Kysely's migrator makes, failing as PostgreSQL does with `code`. */
  const listingFails = (code: string, times: 'once' | 'always') => {
    const introspector = isPostgres(db) ? PostgresIntrospector : SqliteIntrospector;
    const failure = Object.assign(new Error('模式在列出时被删除'), { code });
    const spy = vi.spyOn(introspector.prototype, 'getTables');
    return times === 'once' ? spy.mockRejectedValueOnce(failure) : spy.mockRejectedValue(failure);
  };

  it.each(['3F000', '42P01', '42703'])(
    'tries again when a schema, table or column vanished while the tables were listed (%s)',
    async (code) => {
      const listing = listingFails(code, 'once');
      expect(await migrateToLatest(db)).toEqual(Object.keys(migrations));
      expect(listing.mock.calls.length).toBeGreaterThan(1);
    },
  );

  it('gives up on a listing that keeps failing, and never retries another error', async () => {
    const vanishing = listingFails('42P01', 'always');
    await expect(migrateToLatest(db)).rejects.toThrow('数据库迁移失败');
    expect(vanishing).toHaveBeenCalledTimes(3);
    vi.restoreAllMocks();
    const broken = listingFails('XX000', 'always');
    await expect(migrateToLatest(db)).rejects.toThrow('数据库迁移失败');
    expect(broken).toHaveBeenCalledTimes(1);
  });

  it('never retries a migration that failed on a missing column of its own', async () => {
    const newest = Object.values(migrations).at(-1)!;
    const failure = Object.assign(new Error('列不存在'), { code: '42703' });
    const up = vi.spyOn(newest, 'up').mockRejectedValue(failure);
    await expect(migrateToLatest(db)).rejects.toThrow('数据库迁移失败');
    expect(up).toHaveBeenCalledTimes(1);
  });

  it('creates every table once; a second run is a no-op', async () => {
    expect(await migrateToLatest(db)).toEqual(Object.keys(migrations));
    expect(await migrateToLatest(db)).toEqual([]);
    // On PostgreSQL, only the tables of this test's schema: others (a started server's in public,
    // say) share the database. Asked of information_schema for this schema alone: Kysely's
    // introspection reads every schema, and fails when another test file drops its own meanwhile.
    const names = isPostgres(db)
      ? (
          await sql<{ name: string }>`select table_name as name from information_schema.tables
            where table_schema = current_schema() and table_type = 'BASE TABLE'
            and table_name not like 'kysely_migration%'`.execute(db)
        ).rows.map((row) => row.name)
      : (await db.introspection.getTables()).map((table) => table.name);
    expect(names.sort()).toEqual([...TABLES].sort());
  });

  it('enforces a unique phone and foreign keys', async () => {
    await migrateToLatest(db);
    const user = {
      phone: '13900000001',
      password_hash: 'x',
      name: '甲',
      type: 'player' as const,
      gender: null,
      birth_year: null,
      city: null,
      avatar: null,
      intro: null,
      created_at: '2026-01-01',
      updated_at: '2026-01-01',
    };
    await db.insertInto('users').values(user).execute();
    await expect(db.insertInto('users').values(user).execute()).rejects.toThrow(/unique/i);
    await expect(
      db
        .insertInto('tickets')
        .values({ token_hash: 'h', user_id: 999, created_at: 'x', last_used_at: 1 })
        .execute(),
    ).rejects.toThrow(/foreign key/i);
  });

  it('stores epoch milliseconds beyond 32 bits and returns them as numbers', async () => {
    await migrateToLatest(db);
    const now = Date.UTC(2030, 0, 1);
    await db.insertInto('rate_limits').values({ key: 'k', window_start: now, count: 1 }).execute();
    const row = await db.selectFrom('rate_limits').selectAll().executeTakeFirstOrThrow();
    expect(row.window_start).toBe(now);
    const count = await sql<{ n: number }>`select count(*) as n from rate_limits`.execute(db);
    expect(Number(count.rows[0]?.n)).toBe(1);
  });
});
