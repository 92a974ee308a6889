// The staff the centre tells of work waiting for them: every enabled staff account.
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';

export async function staffIds(trx: Transaction<Database>): Promise<number[]> {
  const staff = await trx
    .selectFrom('users')
    .select('id')
    .where('type', '=', 'staff')
    .where('disabled', '=', 0)
    .execute();
  return staff.map((row) => row.id);
}
