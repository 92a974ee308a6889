// What a clubs sheet is checked against, and storing its checked rows inside the caller's
// transaction; a contact named by the sheet becomes the club's contact, as registering a club does.
// An association's clubs are a few hundred rows at most, so their statements are built in the
// transaction itself (a members sheet's are built before it: member-writes.ts).
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../../db/schema';
import { readPhone } from './import-cells';
import type { ClubRecord, ClubState } from './club-rows';
import { readInSlices, rowSlices, slices } from './in-slices';
import { ROW_MSG } from './import-messages';
import type { RacedRow } from './member-writes';

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

/**
 * Stores the rows inside the caller's transaction and answers those it left out: a club another
 * write registered under the same name since the rows were checked.
 */
export async function writeClubs(
  trx: Transaction<Database>,
  entries: readonly { line: number; record: ClubRecord }[],
  at: string,
): Promise<RacedRow[]> {
  const rows = entries.map(({ record: r }) => ({
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
  }));
  const names = new Set<string>();
  for (const slice of rowSlices(rows)) {
    const stored = await trx
      .insertInto('clubs')
      .values(slice)
      .onConflict((oc) => oc.column('name').doNothing())
      .returning('name')
      .execute();
    for (const club of stored) names.add(club.name);
  }
  const contacts = entries.flatMap(({ record: r }) =>
    r.contactUserId !== null && names.has(r.name) ? [r.contactUserId] : [],
  );
  for (const slice of slices(contacts, 1)) {
    await trx
      .updateTable('users')
      .set({ type: 'contact', updated_at: at })
      .where('id', 'in', slice)
      .execute();
  }
  return entries
    .filter((e) => !names.has(e.record.name))
    .map((e) => ({ line: e.line, problem: ROW_MSG.clubExists, exists: true }));
}
