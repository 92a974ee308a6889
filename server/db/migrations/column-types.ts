// The few column definitions that differ between SQLite and PostgreSQL, so a migration is written
// once. Epoch-millisecond columns are `bigint` everywhere: SQLite stores any integer in it and
// PostgreSQL's `integer` would overflow; connect.ts makes pg return them as numbers.
import type { CreateTableBuilder, Kysely } from 'kysely';
import { isPostgres } from '../connect';

export type TableBuilder = CreateTableBuilder<string, never>;

/** Adds an auto-increment integer primary key named `id`. */
export function withId(db: Kysely<unknown>, table: TableBuilder): TableBuilder {
  return isPostgres(db)
    ? table.addColumn('id', 'serial', (col) => col.primaryKey())
    : table.addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement());
}
