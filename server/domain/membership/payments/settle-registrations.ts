// A confirmed payment's registrations become 有效, unless something else is still missing (a minor's
// guardian consent): those stay 待审核, and the payer's list says why (registration-display.ts).
import type { Transaction } from 'kysely';
import type { Database } from '../../../db/schema';
import type { RegistrationFacts } from './registration-facts';
import { waitingFor } from './registration-display';

export async function settleRegistrations(
  trx: Transaction<Database>,
  facts: readonly RegistrationFacts[],
  at: string,
): Promise<void> {
  const ready = facts.filter((fact) => waitingFor(fact) === null).map((fact) => fact.id);
  const waiting = facts.filter((fact) => waitingFor(fact) !== null).map((fact) => fact.id);
  if (ready.length > 0) {
    await trx
      .updateTable('season_registrations')
      .set({ status: 'active', updated_at: at })
      .where('id', 'in', ready)
      .execute();
  }
  if (waiting.length > 0) {
    await trx
      .updateTable('season_registrations')
      .set({ status: 'awaiting_review', updated_at: at })
      .where('id', 'in', waiting)
      .execute();
  }
}
