// npm run backup [DIR]: one consistent backup of the database DATABASE_URL names, taken while the
// server keeps running (server/backup/take-backup.ts), into DIR or else BACKUP_DIR. Prints the
// backup's name, size and time taken; a failure is one Chinese line and exit code 1.
import path from 'node:path';
import { readBackupEnv, readEnv } from '../env';
import { formatBytes, BACKUP_MSG } from '../backup/backup-messages';
import { takeBackup } from '../backup/take-backup';

async function main(): Promise<number> {
  try {
    const env = readEnv();
    const dir = process.argv[2] ?? readBackupEnv().backupDir;
    if (!dir) {
      console.error(BACKUP_MSG.noDir);
      return 1;
    }
    const taken = await takeBackup({ databaseUrl: env.databaseUrl }, dir);
    console.log(
      BACKUP_MSG.done(
        path.join(dir, taken.name),
        formatBytes(taken.bytes),
        (taken.ms / 1000).toFixed(2),
      ),
    );
    return 0;
  } catch (error) {
    console.error(BACKUP_MSG.failed((error as Error).message));
    return 1;
  }
}

process.exitCode = await main();
