// npm run restore FILE: puts a backup back into the database DATABASE_URL names, after checking
// that the file is a whole backup of this product from this version or an older one, and that no
// server runs on that database (server/backup/restore.ts). Stop the servers first; start them
// again afterwards (they migrate an older backup forward as they start).
import { readEnv } from '../env';
import { BACKUP_MSG } from '../backup/backup-messages';
import { restoreBackup } from '../backup/restore';

async function main(): Promise<number> {
  const file = process.argv[2];
  if (!file) {
    console.error(BACKUP_MSG.usage);
    return 1;
  }
  try {
    const env = readEnv();
    const started = Date.now();
    const { keptOld } = await restoreBackup({ databaseUrl: env.databaseUrl }, file, started);
    console.log(BACKUP_MSG.restored(file, ((Date.now() - started) / 1000).toFixed(2)));
    if (keptOld) console.log(BACKUP_MSG.keptOld(keptOld));
    return 0;
  } catch (error) {
    console.error(`恢复失败：${(error as Error).message}`);
    return 1;
  }
}

process.exitCode = await main();
