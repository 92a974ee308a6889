// The sport's pages (飞盘项目) as visitors read them: the published ones in the staff's order, and
// one whole.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { visibleAt } from '../../db/query-helpers';

export const listSportCategories = (db: Kysely<Database>, now: string) =>
  db
    .selectFrom('sport_categories')
    .select(['id', 'name', 'summary', 'image'])
    .where(visibleAt(now))
    .orderBy('pinned', 'desc')
    .orderBy('sort')
    .orderBy('id')
    .execute();

export const findSportCategory = (db: Kysely<Database>, now: string, id: number) =>
  db
    .selectFrom('sport_categories')
    .select(['id', 'name', 'summary', 'image', 'content'])
    .where('id', '=', id)
    .where(visibleAt(now))
    .executeTakeFirst();
