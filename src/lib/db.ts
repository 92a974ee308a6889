// THE IndexedDB database of the app (Dexie 4). No component opens IndexedDB itself: features
// read and write through the tables declared on it.
//
// Schema versions are append-only: version 1 (the HTTP cache) is never edited. A feature adds
// its tables with the next version on this same instance before the database first opens
// (the scoring feature: db.version(2).stores({ games: …, events: …, outbox: … })); Dexie
// carries the tables of earlier versions forward.
import Dexie, { type EntityTable } from 'dexie';

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
    this.version(1).stores({ httpCache: 'key, url, storedAt, owner' });
  }
}

export const db = new FeipanDatabase();
