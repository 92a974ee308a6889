// Checking a sheet's rows is CPU on the server's one thread: 10,000 rows take a few hundred
// milliseconds on a busy machine, which in one piece would hold up every other request meanwhile —
// on a championship day the phones' score writes. The rows are mapped a thousand at a time (20 to
// 60 ms on this shared machine under load), with a turn of the event loop between; so are the
// accounts' rows built and their statements compiled (member-writes.ts). Each turn lets every
// request waiting meanwhile go first, so on a busy day the import itself takes longer: fewer,
// larger slices keep that cost down while no slice holds the thread for long.
import { setImmediate } from 'node:timers/promises';

const ROWS_PER_TURN = 1000;

/** `perTurn`: fewer for heavier items (a statement of 2,048 rows to compile is one a turn). */
export async function mapInTurns<T, R>(
  rows: readonly T[],
  map: (row: T) => R,
  perTurn = ROWS_PER_TURN,
): Promise<R[]> {
  const mapped: R[] = [];
  for (let start = 0; start < rows.length; start += perTurn) {
    if (start > 0) await setImmediate();
    for (const row of rows.slice(start, start + perTurn)) mapped.push(map(row));
  }
  return mapped;
}
