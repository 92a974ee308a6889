// The signed-in user as login answers and GET /user/getUserInfo show them (own phone unmasked).
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { CurrentUser } from '../../src/contract/account';

/** Memberships that make a user part of a club's roster. */
export const CURRENT_MEMBERSHIP_STATUSES = ['active', 'leave_requested'] as const;

export async function loadCurrentUser(
  db: Kysely<Database>,
  userId: number,
): Promise<CurrentUser | null> {
  const user = await db
    .selectFrom('users')
    .select(['id', 'name', 'type', 'phone', 'gender', 'city', 'must_change_password'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!user) return null;

  const membership = await db
    .selectFrom('memberships')
    .select('club_id')
    .where('user_id', '=', userId)
    .where('status', 'in', CURRENT_MEMBERSHIP_STATUSES)
    .orderBy('updated_at', 'desc')
    .executeTakeFirst();
  const contactOf = await db
    .selectFrom('clubs')
    .select('id')
    .where('contact_user_id', '=', userId)
    .orderBy('id')
    .executeTakeFirst();

  return {
    id: user.id,
    name: user.name,
    type: user.type,
    phone: user.phone,
    gender: user.gender,
    city: user.city,
    clubId: contactOf?.id ?? membership?.club_id ?? null,
    isClubContact: contactOf !== undefined,
    mustChangePassword: user.must_change_password === 1,
  };
}
