// The season a day belongs to: the one whose dates hold it. A competition's season is the one of
// its first day; a day no season holds has none, and then eligibility asks nothing.
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database } from '../../../db/schema';
import type { SeasonsTable } from '../../../db/schema-season';

type Db = Kysely<Database> | Transaction<Database>;
export type SeasonRow = Selectable<SeasonsTable>;

export const seasonOfDate = (db: Db, date: string): Promise<SeasonRow | undefined> =>
  db
    .selectFrom('seasons')
    .selectAll()
    .where('starts_on', '<=', date)
    .where('ends_on', '>=', date)
    .orderBy('year', 'desc')
    .executeTakeFirst();
