// Small pieces every content query shares, written once so SQLite and PostgreSQL behave alike.
import { sql, type Expression, type SelectQueryBuilder, type SqlBool } from 'kysely';
import type { Page, PageQuery } from '../../src/contract/common';

/** COUNT(*) comes back as a number on SQLite and as a string (bigint) on PostgreSQL. */
export const toCount = (value: unknown): number => Number(value ?? 0);

const pageWindow = ({ page, pageSize }: PageQuery) => ({
  limit: pageSize,
  offset: (page - 1) * pageSize,
});

/** Case-insensitive "contains" with the user's % and _ taken literally on both engines. */
export function contains(column: string, text: string): Expression<SqlBool> {
  const escaped = text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);
  return sql<SqlBool>`lower(${sql.ref(column)}) like ${`%${escaped}%`} escape '\\'`;
}

/** A filter value the user left empty means "no filter". */
export const given = (text: string | undefined): text is string =>
  text !== undefined && text !== '';

/**
 * One page of a filtered list: the total of `base` and the rows `pageRows` reads in the page's
 * window, both queried at once.
 */
export async function readPage<DB, TB extends keyof DB, O, Row>(
  base: SelectQueryBuilder<DB, TB, O>,
  query: PageQuery,
  pageRows: (window: { limit: number; offset: number }) => Promise<Row[]>,
): Promise<Page<Row>> {
  const [count, list] = await Promise.all([
    base
      .select((eb) => eb.fn.countAll().as('total'))
      // The selection of a generic builder does not narrow; the one column is known.
      .$castTo<{ total: unknown }>()
      .executeTakeFirst(),
    pageRows(pageWindow(query)),
  ]);
  return { list, total: toCount(count?.total), page: query.page, pageSize: query.pageSize };
}

/** The tables with a life cycle (migrations 0005 and 0006, docs/console.md). */
type LifeCycleTable =
  'notices' | 'news' | 'trainings' | 'downloads' | 'sport_categories' | 'competitions';

/**
 * What a visitor may see of a life-cycle table: published rows whose publish time has come. `now`
 * is the app's clock as an ISO string, the form `published_at` is written in, so the two compare
 * as text on both engines, and a scheduled row appears when its time passes with no job to run.
 * Lists show them pinned first, then newest (`orderBy('pinned', 'desc')`, then `published_at`).
 */
export function visibleAt(now: string, table?: LifeCycleTable): Expression<SqlBool> {
  const column = (name: string) => sql.ref(table === undefined ? name : `${table}.${name}`);
  return sql<SqlBool>`(${column('status')} = ${'published'} and ${column('published_at')} <= ${now})`;
}
