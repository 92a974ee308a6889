// A person entering their own ID number in the user centre: checked (GB 11643), sealed, its masked
// form and the birth date it holds stored beside it. The digits go nowhere else: not in the
// answer, not in a log line, not in an audit row.
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import { localDateString } from '../../../db/local-date';
import { BusinessError } from '../../../http/business-error';
import type { IdNumberCipher } from './id-number-cipher';
import { maskIdNumber, readIdNumber } from './id-number';
import { MSG } from './identity-messages';

export interface SavedIdNumber {
  masked: string;
  birthDate: string;
}

export async function saveIdNumber(
  db: Kysely<Database>,
  cipher: IdNumberCipher | null,
  userId: number,
  raw: string,
  now: number,
): Promise<SavedIdNumber> {
  const reading = readIdNumber(raw, localDateString(new Date(now)));
  if (!reading.ok) throw new BusinessError(reading.message);
  if (!cipher) throw new BusinessError(MSG.noKey);
  const masked = maskIdNumber(reading.idNumber);
  await db
    .updateTable('users')
    .set({
      id_number_cipher: cipher.seal(reading.idNumber),
      id_number_masked: masked,
      birth_date: reading.birthDate,
      updated_at: new Date(now).toISOString(),
    })
    .where('id', '=', userId)
    .execute();
  return { masked, birthDate: reading.birthDate };
}
