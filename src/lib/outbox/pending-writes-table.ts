// The app database's table of writes made offline that are not scoring actions (a spirit score,
// docs/offline-and-sync.md, "Pending writes"). Each row is the latest version of one record the
// person changed, under that record's key, so an edit made before the first one was sent replaces
// it and only the latest is ever sent. Declared when first used, like the scoring tables: Dexie
// takes a new version only on a closed database, so an open under way is awaited first.
import type Dexie from 'dexie';
import type { Table } from 'dexie';
import { db } from '../db';

export const PENDING_WRITES_VERSION = 3;

export interface PendingRejection {
  code: number;
  /** The server's own Chinese message, shown as is. */
  message: string;
}

export interface PendingWrite<B = unknown> {
  /** The record written, e.g. `spirit:42`: one pending write per record. */
  key: string;
  /** Which queue sends it (createWriteQueue's `kind`). */
  kind: string;
  /** The signed-in user who made it: only they send it. */
  owner: number;
  /** The id the server stores the write under, made on the phone: a resend changes nothing. */
  id: string;
  body: B;
  savedAt: number;
  /** Set when the server refused it; kept, and shown, until the person edits or dismisses it. */
  rejection: PendingRejection | null;
}

const declared = new WeakSet<Dexie>();

/** Declares the table on `database` (once) and returns it; the database must not be open. */
export function attachPendingWrites(database: Dexie): Table<PendingWrite, string> {
  if (!declared.has(database)) {
    if (database.isOpen()) database.close({ disableAutoOpen: false });
    database.version(PENDING_WRITES_VERSION).stores({ pendingWrites: 'key, kind, owner' });
    declared.add(database);
  }
  return database.table('pendingWrites');
}

let appTable: Promise<Table<PendingWrite, string>> | null = null;

/** The table of THE app database, declared after any open under way has finished. */
export function pendingWritesTable(): Promise<Table<PendingWrite, string>> {
  appTable ??= db
    .open()
    .catch(() => undefined)
    .then(() => attachPendingWrites(db));
  return appTable;
}
