// THE IndexedDB database of the app (Dexie 4). No component opens IndexedDB itself: features
// read and write through the tables declared on it.
//
// Every version of the schema (src/lib/db-versions.ts) is declared here, before the database
// first opens, so no page upgrades it after opening: a later upgrade was blocked by a second
// tab's open connection. Features keep typed accessors to their own tables
// (features/scoring/local/scoring-tables.ts, lib/outbox/pending-writes-table.ts).
import Dexie, { type EntityTable } from 'dexie';
import { DATABASE_VERSIONS } from './db-versions';

export const DATABASE_NAME = 'feipan';

/** One cached GET answer (the `data` of its envelope), keyed by URL and sorted query. */
export interface HttpCacheEntry {
  key: string;
  url: string;
  data: unknown;
  /** When the answer arrived (ms since epoch); the freshness window counts from here. */
  storedAt: number;
  /** Id of the user whose ticket fetched it, or null for an answer fetched as a visitor. */
  owner: number | null;
  /**
   * A write since it arrived may have changed it (src/lib/stale-answers.ts): it is still shown,
   * offline too, but never without asking the server. A new answer replaces the entry without it.
   */
  stale?: boolean;
}

export class FeipanDatabase extends Dexie {
  httpCache!: EntityTable<HttpCacheEntry, 'key'>;

  constructor(name: string = DATABASE_NAME) {
    super(name);
    for (const { version, stores } of DATABASE_VERSIONS) this.version(version).stores(stores);
    // Another tab (a newer deploy) wants to upgrade, or the database is being deleted: this
    // connection steps aside at once so the other is never blocked. The next query here reopens
    // the database at whatever version is then installed (Dexie opens a newer one as it is), and
    // since versions only ever add tables, this page's tables are all still there.
    this.on('versionchange', () => {
      this.close({ disableAutoOpen: false });
      return false;
    });
  }
}

export const db = new FeipanDatabase();
