// The next receipt number of a season, e.g. 2027-000001 (see migrations/0016-payments.ts): the
// season's counter row is raised in the caller's transaction, whose lock makes concurrent
// confirmations take turns; a number is never given twice, even if its transaction's payment is
// the only thing that ever saw it.
import type { Transaction } from 'kysely';
import type { Database } from '../../../db/schema';

export async function nextReceiptNumber(
  trx: Transaction<Database>,
  season: { id: number; year: number },
): Promise<string> {
  await trx
    .insertInto('receipt_counters')
    .values({ season_id: season.id, last_number: 0 })
    .onConflict((conflict) => conflict.column('season_id').doNothing())
    .execute();
  const { last_number } = await trx
    .updateTable('receipt_counters')
    .set((eb) => ({ last_number: eb('last_number', '+', 1) }))
    .where('season_id', '=', season.id)
    .returning('last_number')
    .executeTakeFirstOrThrow();
  return `${season.year}-${String(last_number).padStart(6, '0')}`;
}
