// Lists the import reads or writes by the few hundred: a 20,000-row file in one statement would
// pass SQLite's and PostgreSQL's bounds on bound variables.
const SLICE = 200;

export async function readInSlices<T, R>(
  values: readonly T[],
  read: (slice: T[]) => Promise<R[]>,
): Promise<R[]> {
  const found: R[] = [];
  for (let start = 0; start < values.length; start += SLICE) {
    found.push(...(await read(values.slice(start, start + SLICE))));
  }
  return found;
}

export async function writeInSlices<T>(
  rows: readonly T[],
  write: (slice: T[]) => Promise<unknown>,
): Promise<void> {
  for (let start = 0; start < rows.length; start += SLICE) {
    await write(rows.slice(start, start + SLICE));
  }
}
