// better-sqlite3 with its prepared statements kept by their SQL. Kysely prepares every query anew,
// and on a busy day (followers' reads of answer versions, phones' small writes) preparing cost
// more than running: about a tenth of the server's time in a profile of `npm run bench:day`.
// better-sqlite3 runs a statement to the end before the next one starts (the server never streams
// a query), so one statement per SQL text is safe to share; SQLite prepares it again by itself
// when a migration changes the schema under it.
import type SQLite from 'better-sqlite3';
import type { SqliteDatabase } from 'kysely';

/** Distinct SQL texts kept; an `in (…)` list of another length is another text. */
const MAX_STATEMENTS = 1000;

export function withStatementCache(sqlite: SQLite.Database): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare: (text) => {
      const kept = statements.get(text);
      if (kept) return kept;
      const statement = sqlite.prepare(text);
      if (statements.size >= MAX_STATEMENTS) {
        statements.delete(statements.keys().next().value as string);
      }
      statements.set(text, statement);
      return statement;
    },
  };
}
