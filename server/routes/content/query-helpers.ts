// Small pieces every content query shares, written once so SQLite and PostgreSQL behave alike.
import { sql, type Expression, type SqlBool } from 'kysely';
import type { PageQuery } from '../../../src/contract/common';

/** COUNT(*) comes back as a number on SQLite and as a string (bigint) on PostgreSQL. */
export const toCount = (value: unknown): number => Number(value ?? 0);

export const pageWindow = ({ page, pageSize }: PageQuery) => ({
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
