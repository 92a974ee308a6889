// Every version of the app database's schema, as data. All of them are declared on the database
// before it first opens (src/lib/db.ts), so a page never upgrades the database it has open: an
// upgrade after opening was blocked by a second tab's connection (sign-out's cache clean-up and
// the scoring page in two tabs both broke on it). A feature keeps its typed accessors to its own
// tables; only the store strings live here, where the database can see them without importing
// any feature.
//
// Append-only: a phone installed months ago may still hold any earlier version, with scoring
// actions not yet sent, and Dexie upgrades it through the versions below without losing them.
// A changed index is a new version, never an edit of an old one.

export interface DatabaseVersion {
  version: number;
  /** Dexie's store strings: the primary key first, then the indexes. */
  stores: Record<string, string>;
}

export const DATABASE_VERSIONS: readonly DatabaseVersion[] = [
  // The HTTP cache (src/lib/swr.ts).
  { version: 1, stores: { httpCache: 'key, url, storedAt, owner' } },
  // The scoring app's games, rosters, local event log, outbox and meta
  // (src/features/scoring/local/scoring-tables.ts).
  {
    version: 2,
    stores: {
      games: 'id, date',
      rosters: 'gameId',
      events: 'id, gameId, [gameId+seq]',
      outbox: 'id, gameId, seq, status',
      meta: 'key',
    },
  },
  // Writes made offline that are not scoring actions (src/lib/outbox/pending-writes-table.ts).
  { version: 3, stores: { pendingWrites: 'key, kind, owner' } },
];

/** The version every page of this deploy opens the database at. */
export const DATABASE_VERSION = Math.max(...DATABASE_VERSIONS.map((declared) => declared.version));
