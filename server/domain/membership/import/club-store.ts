// What a clubs sheet is checked against, and storing its checked rows inside the caller's
// transaction; a contact named by the sheet becomes the club's contact, as registering a club does.
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../../db/schema';
import { readPhone } from './import-cells';
import type { ClubRecord, ClubState } from './club-rows';
import { readInSlices, writeInSlices } from './in-slices';

type Db = Kysely<Database> | Transaction<Database>;

export async function loadClubState(
  db: Db,
  texts: readonly Record<string, string>[],
  year: number,
): Promise<ClubState> {
  const phones = [...new Set(texts.map((t) => readPhone(t.contactPhone ?? '')))].filter(
    (phone): phone is string => phone !== undefined,
  );
  const clubs = await db
    .selectFrom('clubs')
    .select(['name', 'contact_user_id', 'status'])
    .execute();
  const contactClub = new Map(
    clubs
      .filter((c) => c.contact_user_id !== null && c.status !== 'rejected')
      .map((c) => [c.contact_user_id as number, c.name]),
  );
  const users = await readInSlices(phones, (slice) =>
    db.selectFrom('users').select(['id', 'phone', 'type']).where('phone', 'in', slice).execute(),
  );
  return {
    year,
    clubNames: new Set(clubs.map((c) => c.name)),
    contacts: new Map(
      users.map((u) => [
        u.phone,
        { id: u.id, type: u.type, clubName: contactClub.get(u.id) ?? null },
      ]),
    ),
  };
}

export async function writeClubs(
  trx: Transaction<Database>,
  records: readonly ClubRecord[],
  at: string,
): Promise<void> {
  await writeInSlices(records, (slice) =>
    trx
      .insertInto('clubs')
      .values(
        slice.map((r) => ({
          name: r.name,
          division: r.division,
          city: r.city,
          logo: null,
          intro: r.intro,
          founded_year: r.foundedYear,
          status: 'approved' as const,
          contact_user_id: r.contactUserId,
          reject_reason: null,
          created_at: at,
        })),
      )
      .execute(),
  );
  const contacts = records.flatMap((r) => (r.contactUserId === null ? [] : [r.contactUserId]));
  await writeInSlices(contacts, (slice) =>
    trx
      .updateTable('users')
      .set({ type: 'contact', updated_at: at })
      .where('id', 'in', slice)
      .execute(),
  );
}
