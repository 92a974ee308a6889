// The server's start refuses without the key once any ID number is stored encrypted, and with a
// key that does not open them (a typo in the deployment would otherwise be found only at the
// next insurance export). With nothing stored yet, a server without the key starts and refuses
// only the call that would store a number.
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import type { IdNumberCipher } from './id-number-cipher';
import { MSG } from './identity-messages';

export async function assertIdNumberKey(
  db: Kysely<Database>,
  cipher: IdNumberCipher | null,
): Promise<void> {
  const stored = await db
    .selectFrom('users')
    .select('id_number_cipher')
    .where('id_number_cipher', 'is not', null)
    .limit(1)
    .executeTakeFirst();
  if (!stored?.id_number_cipher) return;
  if (!cipher) throw new Error(MSG.keyMissingAtStart);
  try {
    cipher.open(stored.id_number_cipher);
  } catch {
    throw new Error(MSG.keyWrongAtStart);
  }
}
