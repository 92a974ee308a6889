// Puts a backup back (`npm run restore FILE`), after checkBackup accepted it and no server runs on
// the database (server-presence.ts); a refusal changes nothing.
//
// - SQLite: the backup is copied to a temporary file beside the database and renamed into place in
//   one step; the database it replaces is kept beside it as `<database>.before-restore-<time>`.
// - PostgreSQL: pg_restore in one transaction (--single-transaction --exit-on-error), dropping
//   the objects it restores first (--clean --if-exists): it replaces everything or nothing.
import fs from 'node:fs/promises';
import SQLite from 'better-sqlite3';
import { parseDatabaseUrl, SQLITE_MEMORY } from '../db/database-url';
import { backupName } from './backup-files';
import { BACKUP_MSG } from './backup-messages';
import { BackupRefused, checkBackup } from './check-backup';
import { runTool } from './run-tool';
import { postgresInUse, sqliteInUse } from './server-presence';
import type { BackupSource } from './take-backup';

export interface Restored {
  /** SQLite: where the database that was replaced is kept. */
  keptOld: string | null;
}

const ENGINE_NAME = { sqlite: 'SQLite', postgres: 'PostgreSQL' } as const;

export async function restoreBackup(
  target: BackupSource,
  file: string,
  now: number = Date.now(),
): Promise<Restored> {
  const database = parseDatabaseUrl(target.databaseUrl);
  if (!database) throw new Error(`无法识别的数据库地址：${target.databaseUrl}`);
  if (database.engine === 'sqlite' && database.filename === SQLITE_MEMORY) {
    throw new BackupRefused(BACKUP_MSG.memoryDatabase);
  }
  const backup = await checkBackup(file);
  if (backup.engine !== database.engine) {
    throw new BackupRefused(
      BACKUP_MSG.wrongEngine(file, ENGINE_NAME[backup.engine], ENGINE_NAME[database.engine]),
    );
  }
  const inUse =
    database.engine === 'sqlite'
      ? sqliteInUse(database.filename)
      : await postgresInUse(database.connectionString, target.schema);
  if (inUse) throw new BackupRefused(BACKUP_MSG.serverRunning(inUse));

  if (database.engine === 'postgres') {
    await runTool(
      'pg_restore',
      [
        '--clean',
        '--if-exists',
        '--single-transaction',
        '--exit-on-error',
        '--no-owner',
        '--no-privileges',
        `--dbname=${new URL(database.connectionString).pathname.slice(1) || 'postgres'}`,
        file,
      ],
      database.connectionString,
    );
    return { keptOld: null };
  }
  return { keptOld: await replaceSqliteFile(database.filename, file, now) };
}

async function exists(file: string): Promise<boolean> {
  return fs.access(file).then(
    () => true,
    () => false,
  );
}

async function replaceSqliteFile(databaseFile: string, backupFile: string, now: number) {
  const temporary = `${databaseFile}.restoring-${process.pid}`;
  await fs.copyFile(backupFile, temporary);
  let keptOld: string | null = null;
  try {
    if (await exists(databaseFile)) {
      // Fold the old database's WAL into it, so the copy kept is whole on its own.
      const old = new SQLite(databaseFile, { fileMustExist: true });
      old.pragma('wal_checkpoint(TRUNCATE)');
      old.close();
      keptOld = `${databaseFile}.before-restore-${backupName('sqlite', now).slice('feipan-'.length, -'.sqlite'.length)}`;
      await fs.rename(databaseFile, keptOld);
    }
    await fs.rm(`${databaseFile}-wal`, { force: true });
    await fs.rm(`${databaseFile}-shm`, { force: true });
    await fs.rename(temporary, databaseFile);
  } catch (error) {
    await fs.rm(temporary, { force: true });
    if (keptOld && !(await exists(databaseFile))) await fs.rename(keptOld, databaseFile);
    throw error;
  }
  return keptOld;
}
