// npm run backup and npm run restore, on the database the server suite runs on (a SQLite file, or
// a PostgreSQL schema with TEST_DATABASE_URL): a backup taken while writes continue restores every
// write acknowledged before it began; a file that is not a whole backup of this product and
// version is refused and the database is left as it was; so is a restore while a server runs.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sql, type Kysely } from 'kysely';
import SQLite from 'better-sqlite3';
import { openFreshDatabase, type FreshDatabase } from '../test-support/build-test-app';
import { parseDatabaseUrl } from '../db/database-url';
import { migrateToLatest } from '../db/migrate';
import type { Database } from '../db/schema';
import { takeBackup } from './take-backup';
import { restoreBackup } from './restore';
import { checkBackup } from './check-backup';
import { serverPidFile } from './server-presence';

let fresh: FreshDatabase;
let backupDir: string;
const opened: Kysely<Database>[] = [];
const children: ChildProcess[] = [];

beforeEach(async () => {
  fresh = await openFreshDatabase({ shared: true });
  await migrateToLatest(fresh.db);
  backupDir = fs.mkdtempSync(path.join(os.tmpdir(), 'feipan-backups-'));
});
afterEach(async () => {
  for (const child of children.splice(0)) child.kill();
  await Promise.all(opened.splice(0).map((db) => db.destroy()));
  await fresh.drop();
  fs.rmSync(backupDir, { recursive: true, force: true });
});

const onPostgres = () => parseDatabaseUrl(fresh.source.databaseUrl)?.engine === 'postgres';
const sqliteFile = () => fresh.source.databaseUrl.slice('sqlite:'.length);

/** One acknowledged write: a row the database has committed when the promise resolves. */
const write = (db: Kysely<Database>, n: number) =>
  db
    .insertInto('rate_limits')
    .values({ key: `w-${String(n).padStart(6, '0')}`, window_start: n, count: 1 })
    .execute();

const keys = async (db: Kysely<Database>) =>
  (await db.selectFrom('rate_limits').select('key').orderBy('key').execute()).map((row) => row.key);

/** Reopens the database after a restore, as a server started again would. */
function reopen(): Kysely<Database> {
  const db = fresh.connectAgain();
  opened.push(db);
  return db;
}

describe('backup and restore', () => {
  it('restores every write acknowledged before a backup taken while writes continue', async () => {
    const writer = fresh.connectAgain();
    opened.push(writer);
    let next = 0;
    let writing = true;
    const acknowledged: number[] = [];
    const writes = (async () => {
      while (writing) {
        const n = next++;
        await write(writer, n);
        acknowledged.push(n);
        // better-sqlite3 answers without a turn of the event loop: let the backup's steps run.
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    while (acknowledged.length < 200) await new Promise((resolve) => setTimeout(resolve, 5));
    const beforeBackup = [...acknowledged];
    const backup = await takeBackup(fresh.source, backupDir);
    const duringBackup = acknowledged.length - beforeBackup.length;
    // Writes go on after the backup; the restore must bring the database back to the backup.
    while (acknowledged.length < beforeBackup.length + duringBackup + 50) {
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    writing = false;
    await writes;
    await Promise.all(opened.splice(0).map((db) => db.destroy()));
    await fresh.db.destroy();

    const checked = await checkBackup(path.join(backupDir, backup.name));
    expect(checked.engine).toBe(onPostgres() ? 'postgres' : 'sqlite');
    await restoreBackup(fresh.source, path.join(backupDir, backup.name));

    const restored = await keys(reopen());
    const expected = (n: number) => `w-${String(n).padStart(6, '0')}`;
    // Everything acknowledged before the backup began, and one unbroken run of writes: a snapshot.
    expect(restored.slice(0, beforeBackup.length)).toEqual(beforeBackup.map(expected));
    expect(restored).toEqual(restored.map((_key, index) => expected(index)));
    expect(restored.length).toBeLessThan(acknowledged.length);
  });

  it('holds the uploads: their bytes are rows of the database', async () => {
    const bytes = Buffer.from(Array.from({ length: 70_000 }, (_, i) => (i * 31) % 256));
    await fresh.db
      .insertInto('uploads')
      .values({
        sha256: 'test-sha',
        file_name: '赛程.pdf',
        mime: 'application/pdf',
        size: bytes.length,
        data: bytes,
        created_at: '2026-11-29T03:00:00Z',
        created_by: null,
      })
      .execute();
    const backup = await takeBackup(fresh.source, backupDir);
    await fresh.db.deleteFrom('uploads').execute();
    await fresh.db.destroy();
    await restoreBackup(fresh.source, path.join(backupDir, backup.name));
    const upload = await reopen()
      .selectFrom('uploads')
      .select(['file_name', 'data'])
      .executeTakeFirstOrThrow();
    expect(upload.file_name).toBe('赛程.pdf');
    expect(Buffer.compare(Buffer.from(upload.data), bytes)).toBe(0);
  });

  describe('refuses, changing nothing', () => {
    let backupFile: string;
    beforeEach(async () => {
      await write(fresh.db, 1);
      backupFile = path.join(backupDir, (await takeBackup(fresh.source, backupDir)).name);
      await write(fresh.db, 2);
    });

    /** The restore is refused with `message` and the database still holds both writes. */
    async function refused(file: string, message: RegExp) {
      await expect(restoreBackup(fresh.source, file)).rejects.toThrow(message);
      expect(await keys(fresh.db)).toEqual(['w-000001', 'w-000002']);
    }

    it('a file that is not a backup', async () => {
      const file = path.join(backupDir, 'notes.txt');
      fs.writeFileSync(file, '这不是备份\n'.repeat(100));
      await refused(file, /不是本系统的备份文件/);
      await refused(path.join(backupDir, 'missing.sqlite'), /找不到备份文件/);
    });

    it('a truncated backup', async () => {
      const file = path.join(backupDir, 'truncated');
      const bytes = fs.readFileSync(backupFile);
      fs.writeFileSync(file, bytes.subarray(0, Math.floor(bytes.length * 0.6)));
      await refused(file, /已损坏或不完整/);
    });

    it('a backup from a newer version of the schema', async () => {
      await sql`insert into kysely_migration (name, timestamp) values ('9999-newer', 'x')`.execute(
        fresh.db,
      );
      const newer = path.join(backupDir, (await takeBackup(fresh.source, backupDir)).name);
      await sql`delete from kysely_migration where name = '9999-newer'`.execute(fresh.db);
      await refused(newer, /来自更新版本的系统.*9999-newer/);
    });

    it('another database than this product’s', async () => {
      if (onPostgres()) return; // a foreign pg_dump needs a foreign database; SQLite shows the check
      const file = path.join(backupDir, 'other.sqlite');
      const other = new SQLite(file);
      other.exec('create table notes (id integer primary key, body text)');
      other.close();
      await refused(file, /不是本系统的备份：缺少数据表 users/);
    });

    it('while a server is running on the database', async () => {
      if (onPostgres()) {
        // The suite's own connections name themselves as a server on this schema does.
        await refused(backupFile, /数据库上还有 \d+ 个服务器连接：请先停止服务器/);
        return;
      }
      const server = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)']);
      children.push(server);
      fs.writeFileSync(serverPidFile(sqliteFile()), `${server.pid}\n`);
      await refused(backupFile, new RegExp(`正由服务器（进程 ${server.pid}）使用：请先停止服务器`));
      // A mark left by a server that is gone does not count.
      server.kill();
      await new Promise((resolve) => server.once('exit', resolve));
      await fresh.db.destroy();
      await restoreBackup(fresh.source, backupFile);
      expect(await keys(reopen())).toEqual(['w-000001']);
    });
  });
});
