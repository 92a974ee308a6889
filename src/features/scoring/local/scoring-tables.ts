// The scoring feature's tables in the one app database (src/lib/db.ts), typed: games, rosters,
// the local event log, the outbox and meta. Their stores are declared with the database's other
// versions (src/lib/db-versions.ts, version 2) before it first opens.
import type Dexie from 'dexie';
import type { Table } from 'dexie';
import type { GameEventView, GameRosters, VolunteerGame } from '../../../contract/scoring';
import type { ScoringAction } from './scoring-action';

/** Where an action of the local log stands with the server. */
export type SyncMark = 'pending' | 'synced' | 'rejected';

/** One action of a game's local log. */
export type LoggedAction = ScoringAction & { sync: SyncMark };

export interface Rejection {
  code: number;
  /** The server's own Chinese message, shown to the volunteer as is. */
  message: string;
  at: number;
}

/** An action waiting for the server, or turned down by it and kept until the volunteer dismisses it. */
export interface OutboxEntry {
  id: string;
  gameId: number;
  seq: number;
  action: ScoringAction;
  status: 'pending' | 'rejected';
  rejection: Rejection | null;
  /** The volunteer (user id) who took the action; absent when the phone did not know yet. */
  owner?: number;
}

/** A game as the list gave it, plus the server's event log once the game itself was read. */
export interface StoredGame extends VolunteerGame {
  events?: GameEventView[];
  /** When the server's event log was read (ms since epoch). */
  pulledAt?: number;
}

export interface StoredRosters extends GameRosters {
  gameId: number;
  storedAt: number;
}

export interface MetaRow {
  key: string;
  value: string | number;
}

export interface ScoringTables {
  db: Dexie;
  games: Table<StoredGame, number>;
  rosters: Table<StoredRosters, number>;
  events: Table<LoggedAction, string>;
  outbox: Table<OutboxEntry, string>;
  meta: Table<MetaRow, string>;
}

/** The scoring tables of `db`, an app database (FeipanDatabase) or a copy of it in tests. */
export function scoringTablesOf(db: Dexie): ScoringTables {
  return {
    db,
    games: db.table('games'),
    rosters: db.table('rosters'),
    events: db.table('events'),
    outbox: db.table('outbox'),
    meta: db.table('meta'),
  };
}
