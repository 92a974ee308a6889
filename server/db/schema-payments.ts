// The payments' own table (migration 0016, docs/membership.md "Payments"); the payments themselves
// are in schema-season.ts.
export interface ReceiptCountersTable {
  season_id: number;
  /** The last receipt number given in the season (2027-000001 is 1). */
  last_number: number;
}

export interface PaymentTables {
  receipt_counters: ReceiptCountersTable;
}
