// The calendar feeds' tables (migration 0023, docs/calendars.md), apart from schema.ts.

export type CalendarOwnerKind = 'club' | 'volunteer';

/** The secret address of a club's or a volunteer's feed: `token` is its last part. */
export interface CalendarFeedsTable {
  owner_kind: CalendarOwnerKind;
  owner_id: number;
  token: string;
  created_at: string;
}

/** What a game's feed entry last said (a digest) and its SEQUENCE, raised when that changes. */
export interface CalendarStampsTable {
  game_id: number;
  fingerprint: string;
  sequence: number;
}

export interface CalendarTables {
  calendar_feeds: CalendarFeedsTable;
  calendar_stamps: CalendarStampsTable;
}
