// Migration 0003 turns the stored text files into bytes: a Chinese text file downloads the same
// UTF-8 bytes after it as before, on SQLite and on PostgreSQL.
import { afterEach, beforeEach, expect, it } from 'vitest';
import { sql, type Kysely } from 'kysely';
import { openFreshDatabase } from '../../test-support/build-test-app';
import { migrateToLatest, migrateUpTo } from '../migrate';
import type { Database } from '../schema';

let db: Kysely<Database>;
let drop: () => Promise<void>;
beforeEach(async () => {
  ({ db, drop } = await openFreshDatabase());
});
afterEach(() => drop());

it('keeps the text files already stored as their UTF-8 bytes', async () => {
  expect(await migrateUpTo(db, '0002-game-pools')).toEqual(['0001-initial', '0002-game-pools']);
  const text = '序号,姓名\n1,张三\n';
  await sql`insert into downloads (category, name, file_name, mime, size, content, published_at)
    values ('edu_file', '名单', '名单.csv', 'text/csv', ${Buffer.byteLength(text)}, ${text}, '2026-01-01')`.execute(
    db,
  );

  expect(await migrateToLatest(db)).toContain('0003-download-bytes');
  const row = await db.selectFrom('downloads').selectAll().executeTakeFirstOrThrow();
  expect(Buffer.isBuffer(row.data)).toBe(true);
  expect(row.data.toString('utf8')).toBe(text);
  expect(row.data.length).toBe(row.size);
  expect(row).not.toHaveProperty('content');
});
