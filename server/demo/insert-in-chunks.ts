/**
 * Runs `insert` on slices of `rows`, one after another. Keeps every statement well under SQLite's
 * and PostgreSQL's bound-parameter limits however many rows the demo grows to.
 */
export async function insertInChunks<Row>(
  rows: readonly Row[],
  insert: (chunk: Row[]) => Promise<unknown>,
  size = 100,
): Promise<void> {
  for (let start = 0; start < rows.length; start += size) {
    await insert(rows.slice(start, start + size));
  }
}
