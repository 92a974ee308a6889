// What a members sheet is checked against, read in one pass: the accounts of the phones the file
// names, the approved clubs, the certificate levels and the certificate numbers the file names.
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../../db/schema';
import { listLovs } from '../../../db/lov-queries';
import { readPhone } from './import-cells';
import { readInSlices } from './in-slices';
import type { MemberState } from './member-rows';

type Db = Kysely<Database> | Transaction<Database>;

export async function loadMemberState(
  db: Db,
  texts: readonly Record<string, string>[],
  today: string,
): Promise<MemberState> {
  const phones = [...new Set(texts.map((t) => readPhone(t.phone ?? '')))].filter(
    (phone): phone is string => phone !== undefined,
  );
  const numbers = [...new Set(texts.map((t) => t.certificateNumber ?? '').filter(Boolean))];
  const users = await readInSlices(phones, (slice) =>
    db.selectFrom('users').select(['phone', 'name']).where('phone', 'in', slice).execute(),
  );
  const certificates = await readInSlices(numbers, (slice) =>
    db.selectFrom('certificates').select(['kind', 'number']).where('number', 'in', slice).execute(),
  );
  const clubs = await db
    .selectFrom('clubs')
    .select(['id', 'name'])
    .where('status', '=', 'approved')
    .execute();
  const levels = await listLovs(db, ['CERTIFICATE_TYPE']);
  return {
    today,
    namesByPhone: new Map(users.map((u) => [u.phone, u.name])),
    clubIds: new Map(clubs.map((c) => [c.name, c.id])),
    levelCodes: new Map(
      levels.flatMap((l) => [[l.value, l.value] as const, [l.name, l.value] as const]),
    ),
    levelNames: new Map(levels.map((l) => [l.value, l.name])),
    takenCertificates: new Set(certificates.map((c) => `${c.kind}:${c.number}`)),
  };
}
