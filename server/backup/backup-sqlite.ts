// A consistent copy of a SQLite database while the server keeps writing to it: SQLite's online
// backup API (better-sqlite3's backup()), on a connection of its own, not a file copy, which could
// catch a page half written or miss what still sits in the WAL.
//
// The copy is taken in one step: the backup API starts over whenever another connection writes
// between two steps, so with phones scoring a copy in small steps might never finish. One step is
// one read transaction, which in WAL mode never blocks the writer; it holds the event loop for
// the copy (tens of milliseconds for a season's data, see docs/architecture.md, "Backups").
import SQLite from 'better-sqlite3';

const ALL_PAGES = 0x7fffffff;
const BUSY_TIMEOUT_MS = 5000;

export async function backupSqlite(filename: string, destination: string): Promise<void> {
  const source = new SQLite(filename, { readonly: true, fileMustExist: true });
  try {
    source.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
    await source.backup(destination, { progress: () => ALL_PAGES });
  } finally {
    source.close();
  }
  // The copy keeps the source's WAL mode in its header; a backup is one self-contained file.
  const copy = new SQLite(destination);
  try {
    copy.pragma('journal_mode = DELETE');
  } finally {
    copy.close();
  }
}
