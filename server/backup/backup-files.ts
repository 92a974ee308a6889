// The backup directory: how a backup is named, written and pruned. A backup is written under a
// temporary name and renamed when complete, so a failed one never leaves a half file under a
// backup's name; pruning runs only after a success and removes only the oldest beyond the count.
import fs from 'node:fs/promises';
import path from 'node:path';
import { BACKUP_MSG } from './backup-messages';

export type BackupEngine = 'sqlite' | 'postgres';

export const BACKUP_EXTENSION: Record<BackupEngine, string> = {
  sqlite: '.sqlite',
  postgres: '.pgdump',
};

/** `feipan-2026-11-29T030012Z.sqlite`: UTC, so names sort by time and never repeat an hour. */
const NAME = /^feipan-\d{4}-\d{2}-\d{2}T\d{6}Z(-\d+)?\.(sqlite|pgdump)$/;
const PARTIAL_PREFIX = '.partial-';

export interface KeptBackup {
  name: string;
  bytes: number;
  /** ISO time the backup was completed. */
  at: string;
}

export function backupName(engine: BackupEngine, now: number, attempt = 0): string {
  const stamp = new Date(now)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  const date = `${stamp.slice(0, 4)}-${stamp.slice(4, 6)}-${stamp.slice(6, 8)}`;
  return `feipan-${date}${stamp.slice(8)}${attempt ? `-${attempt}` : ''}${BACKUP_EXTENSION[engine]}`;
}

export const isBackupName = (name: string) => NAME.test(name);

/** The backups in `dir`, newest first; none when the directory does not exist. */
export async function listBackups(dir: string): Promise<KeptBackup[]> {
  let names: string[];
  try {
    names = await fs.readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const kept = await Promise.all(
    names.filter(isBackupName).map(async (name) => {
      const stat = await fs.stat(path.join(dir, name));
      return { name, bytes: stat.size, at: stat.mtime.toISOString(), ms: stat.mtimeMs };
    }),
  );
  return kept
    .sort((a, b) => b.ms - a.ms || b.name.localeCompare(a.name))
    .map(({ name, bytes, at }) => ({ name, bytes, at }));
}

/** Removes all but the newest `keep` backups; returns the names removed. */
export async function pruneBackups(dir: string, keep: number): Promise<string[]> {
  const old = (await listBackups(dir)).slice(keep).map((backup) => backup.name);
  await Promise.all(old.map((name) => fs.rm(path.join(dir, name), { force: true })));
  return old;
}

/** A failure the operator can act on, in Chinese: disk full, a directory that cannot be written. */
export function explainWriteError(error: unknown, dir: string): Error {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  const message = error instanceof Error ? error.message : String(error);
  if (code === 'ENOSPC' || /SQLITE_FULL|No space left|database or disk is full/i.test(message)) {
    return new Error(BACKUP_MSG.diskFull, { cause: error });
  }
  if (code === 'EACCES' || code === 'EPERM' || code === 'EROFS' || code === 'ENOTDIR') {
    return new Error(BACKUP_MSG.dirNotWritable(dir, code), { cause: error });
  }
  return error instanceof Error ? error : new Error(message);
}

/**
 * Runs `write` into a temporary file of `dir` and renames it to a new backup's name when it
 * succeeds. On failure the temporary file is removed and the error explained; nothing else in
 * the directory is touched.
 */
export async function writeBackupFile(
  dir: string,
  engine: BackupEngine,
  now: number,
  write: (temporaryPath: string) => Promise<void>,
): Promise<KeptBackup> {
  const temporary = path.join(
    dir,
    `${PARTIAL_PREFIX}${process.pid}-${now}${BACKUP_EXTENSION[engine]}`,
  );
  try {
    await fs.mkdir(dir, { recursive: true });
    await write(temporary);
    let name = backupName(engine, now);
    for (let attempt = 1; await exists(path.join(dir, name)); attempt += 1) {
      name = backupName(engine, now, attempt);
    }
    await fs.rename(temporary, path.join(dir, name));
    const stat = await fs.stat(path.join(dir, name));
    return { name, bytes: stat.size, at: stat.mtime.toISOString() };
  } catch (error) {
    await fs.rm(temporary, { force: true }).catch(() => {});
    throw explainWriteError(error, dir);
  }
}

async function exists(file: string): Promise<boolean> {
  return fs.access(file).then(
    () => true,
    () => false,
  );
}
