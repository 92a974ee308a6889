// A download is a file of bytes (a PDF is not text): `data` replaces the text column `content`,
// and the text files already stored move over as their UTF-8 bytes.
import { sql, type Migration } from 'kysely';
import { isPostgres } from '../connect';

export const downloadBytesMigration: Migration = {
  async up(db) {
    const pg = isPostgres(db);
    await db.schema
      .alterTable('downloads')
      .addColumn('data', sql.raw(pg ? 'bytea' : 'blob'), (col) =>
        col.notNull().defaultTo(pg ? sql`''::bytea` : sql`x''`),
      )
      .execute();
    await sql`update downloads set data = ${pg ? sql`convert_to(content, 'UTF8')` : sql`cast(content as blob)`}`.execute(
      db,
    );
    await db.schema.alterTable('downloads').dropColumn('content').execute();
  },
  async down(db) {
    const pg = isPostgres(db);
    await db.schema
      .alterTable('downloads')
      .addColumn('content', 'text', (col) => col.notNull().defaultTo(''))
      .execute();
    await sql`update downloads set content = ${pg ? sql`convert_from(data, 'UTF8')` : sql`cast(data as text)`}`.execute(
      db,
    );
    await db.schema.alterTable('downloads').dropColumn('data').execute();
  },
};
