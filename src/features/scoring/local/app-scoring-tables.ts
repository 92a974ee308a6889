// The scoring tables of THE app database. Dexie takes a new version only on a closed database,
// and the HTTP cache may be opening it right when the scoring chunk arrives (a reload, a second
// tab): `db.version()` would then throw. So the open under way is awaited first, and the tables
// are declared after it (attachScoringTables closes the database; the next query reopens it at
// version 2). The scoring screens wait for `appScoringTablesReady` before they read.
import { db } from '../../../lib/db';
import { attachScoringTables, type ScoringTables } from './scoring-tables';

let tables: ScoringTables | null = null;

export const appScoringTablesReady: Promise<ScoringTables> = (async () => {
  // Joins an open under way, or opens at the version already installed; a failure to open shows
  // again on the first query, where the screens report it.
  await db.open().catch(() => undefined);
  tables = attachScoringTables(db);
  return tables;
})();

/** The tables, once `appScoringTablesReady` has resolved. */
export function getAppScoringTables(): ScoringTables {
  if (!tables) throw new Error('scoring tables used before appScoringTablesReady resolved');
  return tables;
}
