// One backup of the database DATABASE_URL names into a directory: `npm run backup` and the
// server's schedule both call this.
import { parseDatabaseUrl, SQLITE_MEMORY } from '../db/database-url';
import { writeBackupFile, type KeptBackup } from './backup-files';
import { BACKUP_MSG } from './backup-messages';
import { backupPostgres } from './backup-postgres';
import { backupSqlite } from './backup-sqlite';

export interface BackupSource {
  databaseUrl: string;
  /** PostgreSQL only: one schema rather than the whole database (tests). */
  schema?: string;
}

export interface TakenBackup extends KeptBackup {
  ms: number;
}

export async function takeBackup(
  source: BackupSource,
  dir: string,
  now: () => number = Date.now,
): Promise<TakenBackup> {
  const target = parseDatabaseUrl(source.databaseUrl);
  if (!target) throw new Error(`无法识别的数据库地址：${source.databaseUrl}`);
  if (target.engine === 'sqlite' && target.filename === SQLITE_MEMORY) {
    throw new Error(BACKUP_MSG.memoryDatabase);
  }
  const started = now();
  const kept = await writeBackupFile(dir, target.engine, started, (temporary) =>
    target.engine === 'sqlite'
      ? backupSqlite(target.filename, temporary)
      : backupPostgres(target.connectionString, temporary, source.schema),
  );
  return { ...kept, ms: now() - started };
}
