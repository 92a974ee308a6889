// There is always at least one staff account that can sign in (docs/console.md). A caller cannot
// disable or retype themself, so a single request never removes the last one; two staff removing
// each other at the same moment could. This check runs inside the write's transaction after it
// locks the enabled staff rows (an UPDATE that changes nothing, as the scoring log locks a game):
// the second of two such writes waits for the first, then sees its outcome and is refused.
import type { Transaction } from 'kysely';
import type { Database, User } from '../../db/schema';
import { BusinessError } from '../../http/business-error';
import { toCount } from '../../db/query-helpers';
import { MSG } from '../clubs-and-people/people-messages';

/** Throws when `user` is an enabled staff account and no other enabled one exists. */
export async function keepAnotherStaff(
  trx: Transaction<Database>,
  user: Pick<User, 'id' | 'type' | 'disabled'>,
): Promise<void> {
  if (user.type !== 'staff' || user.disabled === 1) return;
  await trx
    .updateTable('users')
    .set((eb) => ({ disabled: eb.ref('disabled') }))
    .where('type', '=', 'staff')
    .where('disabled', '=', 0)
    .execute();
  const others = await trx
    .selectFrom('users')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('type', '=', 'staff')
    .where('disabled', '=', 0)
    .where('id', '!=', user.id)
    .executeTakeFirst();
  if (toCount(others?.n) === 0) throw new BusinessError(MSG.lastStaff);
}
