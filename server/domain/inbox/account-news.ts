// What the message centre tells of a person's own account: staff reset their password. A kind
// about the account's safety, which nobody can turn off (inbox-kinds.ts).
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { tell, type Teller } from './tell';
import { ACCOUNT_TEXTS as T } from './inbox-texts';

export async function tellPasswordReset(
  trx: Transaction<Database>,
  teller: Teller,
  userId: number,
) {
  await tell(trx, teller, [userId], 'password_reset', {
    title: T.passwordResetTitle,
    body: T.passwordResetBody,
    link: '/user/center',
  });
}
