// Sends one owner's pending writes of one kind, oldest first, and settles each answer
// (docs/offline-and-sync.md, "Pending writes"). The failure policy:
// - accepted: the row goes, unless the person edited it while it travelled (then its id changed
//   and the edit stays to be sent next);
// - refused by a business rule (code ≠ 0, not 401): the row stays with the server's message;
// - no answer, a timeout, a 5xx, a malformed answer or a 401: the drain stops and every row stays,
//   to be sent again later (the server stores each write once under its id).
import type { Table } from 'dexie';
import { isApiError } from '../api-error';
import type { PendingWrite } from './pending-writes-table';

export interface DrainResult {
  outcome: 'done' | 'retry' | 'needs-login';
  /** How many writes the server answered (accepted or refused) in this drain. */
  settled: number;
}

export async function drainPendingWrites<B>(
  table: Table<PendingWrite, string>,
  kind: string,
  owner: number,
  send: (write: PendingWrite<B>) => Promise<unknown>,
): Promise<DrainResult> {
  const rows = (await table.where('kind').equals(kind).toArray()) as PendingWrite<B>[];
  const waiting = rows
    .filter((row) => row.owner === owner && row.rejection === null)
    .sort((a, b) => a.savedAt - b.savedAt);
  let settled = 0;
  for (const write of waiting) {
    try {
      await send(write);
    } catch (error) {
      if (isApiError(error) && error.kind === 'business' && error.code !== 401) {
        const rejection = { code: error.code ?? 0, message: error.message };
        await table
          .where('key')
          .equals(write.key)
          .and((row) => row.id === write.id)
          .modify({ rejection });
        settled += 1;
        continue;
      }
      if (isApiError(error) && error.code === 401) return { outcome: 'needs-login', settled };
      return { outcome: 'retry', settled };
    }
    await table
      .where('key')
      .equals(write.key)
      .and((row) => row.id === write.id)
      .delete();
    settled += 1;
  }
  return { outcome: 'done', settled };
}
