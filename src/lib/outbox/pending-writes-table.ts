// The app database's table of writes made offline that are not scoring actions (a spirit score,
// docs/offline-and-sync.md, "Pending writes"). Each row is the latest version of one record the
// person changed, under that record's key, so an edit made before the first one was sent replaces
// it and only the latest is ever sent. Its store is declared with the database's other versions
// (src/lib/db-versions.ts, version 3) before the database first opens.
import type Dexie from 'dexie';
import type { Table } from 'dexie';
import { db } from '../db';

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

/** The table of `database`, an app database (FeipanDatabase) or a copy of it in tests. */
export function pendingWritesOf(database: Dexie): Table<PendingWrite, string> {
  return database.table('pendingWrites');
}

/** The table of THE app database. */
export const appPendingWrites = pendingWritesOf(db);
