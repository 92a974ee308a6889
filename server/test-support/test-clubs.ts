// Clubs, memberships and certificates for tests that need them without the demo data.
import type { Kysely } from 'kysely';
import type { ClubStatus, Database, Division, MembershipStatus } from '../db/schema';

export async function createTestClub(
  db: Kysely<Database>,
  fields: { name: string; contactUserId?: number | null; division?: Division; status?: ClubStatus },
): Promise<number> {
  const row = await db
    .insertInto('clubs')
    .values({
      name: fields.name,
      division: fields.division ?? 'MIX',
      city: '上海',
      logo: null,
      intro: null,
      founded_year: 2018,
      status: fields.status ?? 'approved',
      contact_user_id: fields.contactUserId ?? null,
      created_at: '2026-01-01T00:00:00.000Z',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function createTestMembership(
  db: Kysely<Database>,
  clubId: number,
  userId: number,
  status: MembershipStatus,
  number: number | null = null,
): Promise<number> {
  const at = '2026-01-02T00:00:00.000Z';
  const row = await db
    .insertInto('memberships')
    .values({ club_id: clubId, user_id: userId, status, number, created_at: at, updated_at: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('membership_events').values({ membership_id: row.id, status, at }).execute();
  return row.id;
}
