// Is a server running on this database? `npm run restore` refuses while one is.
//
// - SQLite: the server writes its process id to `<database>.server-pid` when it opens the database
//   and removes it when it stops. A file whose process is gone (the server was killed) does not
//   count: `process.kill(pid, 0)` tells whether the process exists. SQLite itself cannot say: a
//   server between requests holds no lock on the file.
// - PostgreSQL: every connection of a server names itself `feipan-server` (`application_name`,
//   server/db/connect.ts); pg_stat_activity lists the connections to the database, the live
//   scores' listening one among them, which stays open while the server runs.
import fs from 'node:fs';
import { loadPg, serverApplicationName } from '../db/connect';
import { BACKUP_MSG } from './backup-messages';

export const serverPidFile = (databaseFile: string) => `${databaseFile}.server-pid`;

/** The server marks the SQLite file as its own; the returned function removes the mark. */
export function markSqliteInUse(databaseFile: string): () => void {
  const file = serverPidFile(databaseFile);
  fs.writeFileSync(file, `${process.pid}\n`);
  return () => {
    try {
      if (fs.readFileSync(file, 'utf8').trim() === String(process.pid)) fs.rmSync(file);
    } catch {
      // Already gone: nothing to remove.
    }
  };
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Why a restore must wait (a server is running), or null. */
export function sqliteInUse(databaseFile: string): string | null {
  let pid: number;
  try {
    pid = Number(fs.readFileSync(serverPidFile(databaseFile), 'utf8').trim());
  } catch {
    return null;
  }
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid || !alive(pid)) return null;
  return BACKUP_MSG.sqliteInUse(databaseFile, pid);
}

export async function postgresInUse(
  connectionString: string,
  schema?: string,
): Promise<string | null> {
  const client = new (loadPg().Client)({ connectionString, application_name: 'feipan-restore' });
  await client.connect();
  try {
    const result = await client.query<{ n: string }>(
      `select count(*) as n from pg_stat_activity
        where datname = current_database() and application_name = $1 and pid <> pg_backend_pid()`,
      [serverApplicationName(schema)],
    );
    const count = Number(result.rows[0]?.n ?? 0);
    return count > 0 ? BACKUP_MSG.postgresInUse(count) : null;
  } finally {
    await client.end();
  }
}
