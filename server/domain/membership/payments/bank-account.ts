// The association's account transfers go to: one site setting (site_config `bank_account`), which
// staff edit in the console and every payer reads beside the amount due.
import type { Kysely } from 'kysely';
import type { AuthUser } from '../../../auth/auth-user';
import { recordStaffWrite } from '../../../audit/record-staff-write';
import type { Database } from '../../../db/schema';
import { bankAccountSchema, type BankAccount } from '../../../../src/contract/membership-payments';
import { auditSummaries } from './payment-messages';

const KEY = 'bank_account';

export async function readBankAccount(db: Kysely<Database>): Promise<BankAccount | null> {
  const row = await db
    .selectFrom('site_config')
    .select('value')
    .where('key', '=', KEY)
    .executeTakeFirst();
  if (!row) return null;
  const parsed = bankAccountSchema.safeParse(JSON.parse(row.value));
  return parsed.success ? parsed.data : null;
}

export async function saveBankAccount(
  db: Kysely<Database>,
  staff: AuthUser,
  account: BankAccount,
  now: number,
): Promise<BankAccount> {
  await db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('site_config')
      .select('value')
      .where('key', '=', KEY)
      .executeTakeFirst();
    const text = JSON.stringify(account);
    await trx
      .insertInto('site_config')
      .values({ key: KEY, value: text })
      .onConflict((conflict) => conflict.column('key').doUpdateSet({ value: text }))
      .execute();
    await recordStaffWrite(trx, staff, now, {
      action: 'bank_account.update',
      targetType: 'site_config',
      targetId: KEY,
      summary: auditSummaries.bankAccount,
      before: before ? JSON.parse(before.value) : undefined,
      after: account,
    });
  });
  return account;
}
