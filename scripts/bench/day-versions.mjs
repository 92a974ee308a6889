// A game's answer version as the database holds it (answer_versions, docs/public-answers.md), read
// by the day's live pages' bookkeeping right after a phone's acknowledgement: the version a page
// must reach to show that point. On SQLite a read-only connection to the server's file (WAL lets
// it read beside the server's writes), on PostgreSQL a small pool of its own.
import Database from 'better-sqlite3';
import pg from 'pg';

const SQL = "select version from answer_versions where scope = 'game:' || ?";

/** Resolves with { read(gameId): Promise<number>, close() }. */
export async function openVersionReader(databaseUrl) {
  if (databaseUrl.startsWith('sqlite:')) {
    const db = new Database(databaseUrl.slice('sqlite:'.length), { readonly: true });
    const statement = db.prepare(SQL);
    return {
      read: async (gameId) => statement.get(String(gameId))?.version ?? 0,
      close: async () => db.close(),
    };
  }
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 4 });
  return {
    read: async (gameId) => {
      const { rows } = await pool.query(SQL.replace('?', '$1'), [String(gameId)]);
      return Number(rows[0]?.version ?? 0);
    },
    close: () => pool.end(),
  };
}
