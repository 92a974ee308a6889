// Checking a sheet's rows is CPU on the server's one thread: 10,000 rows take a few hundred
// milliseconds on a busy machine, which in one piece would hold up every other request meanwhile —
// on a championship day the phones' score writes. The rows are mapped a few hundred at a time,
// with a turn of the event loop between.
import { setImmediate } from 'node:timers/promises';

const ROWS_PER_TURN = 250;

export async function mapInTurns<T, R>(rows: readonly T[], map: (row: T) => R): Promise<R[]> {
  const mapped: R[] = [];
  for (let start = 0; start < rows.length; start += ROWS_PER_TURN) {
    if (start > 0) await setImmediate();
    for (const row of rows.slice(start, start + ROWS_PER_TURN)) mapped.push(map(row));
  }
  return mapped;
}
