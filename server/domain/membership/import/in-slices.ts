// Lists the import reads or writes, cut into statements that stay within the engines' bound on
// bound variables: SQLite's default since 3.32 is 32,766 per statement (PostgreSQL's 65,535 is
// larger). A statement takes the largest power of two of rows that fits, and the rest goes in
// smaller powers of two: 10,000 accounts are a handful of statements, and whatever a list's length a
// statement's SQL is one of a few texts, so SQLite's statement cache (server/db/statement-cache.ts)
// keeps a few prepared statements per table rather than one ~100 KB text per length ever imported.
const MAX_VARIABLES = 32_766;

export function slices<T>(rows: readonly T[], valuesPerRow: number): T[][] {
  let size = 1;
  while (size * 2 * valuesPerRow <= MAX_VARIABLES) size *= 2;
  const cut: T[][] = [];
  let start = 0;
  for (; size >= 1; size /= 2) {
    while (rows.length - start >= size) {
      cut.push(rows.slice(start, start + size));
      start += size;
    }
  }
  return cut;
}

/** Reads by `in (…)` lists of values (one bound variable each). */
export async function readInSlices<T, R>(
  values: readonly T[],
  read: (slice: T[]) => Promise<R[]>,
): Promise<R[]> {
  const found: R[] = [];
  for (const slice of slices(values, 1)) found.push(...(await read(slice)));
  return found;
}

/** Rows to insert, each an object of its columns' values, cut into statements. */
export const rowSlices = <T extends object>(rows: readonly T[]): T[][] =>
  slices(rows, Object.keys(rows[0] ?? {}).length);
