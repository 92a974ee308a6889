// Reads behind the user centre and the public member page.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type {
  Certificate,
  MyMembership,
  PublicMember,
  UserCenter,
  UserCompetition,
} from '../../../src/contract/account';
import { CURRENT_MEMBERSHIP_STATUSES, loadCurrentUser } from '../../auth/current-user';
import { PUBLIC_PERSON_TYPES } from '../clubs-and-people/people-public';

export async function certificatesOf(db: Kysely<Database>, userId: number): Promise<Certificate[]> {
  const rows = await db
    .selectFrom('certificates')
    .select(['id', 'kind', 'level', 'number', 'issued_on'])
    .where('user_id', '=', userId)
    .orderBy('issued_on', 'desc')
    .orderBy('id')
    .execute();
  return rows.map(({ issued_on, ...row }) => ({ ...row, issuedOn: issued_on }));
}

/** The user's memberships with their club, newest first; filter by status when given. */
export async function membershipsOf(
  db: Kysely<Database>,
  userId: number,
  statuses: readonly MyMembership['status'][],
): Promise<MyMembership[]> {
  const rows = await db
    .selectFrom('memberships')
    .innerJoin('clubs', 'clubs.id', 'memberships.club_id')
    .select([
      'memberships.id',
      'memberships.status',
      'memberships.number',
      'memberships.updated_at',
      'clubs.id as club_id',
      'clubs.name as club_name',
      'clubs.division',
      'clubs.city',
    ])
    .where('memberships.user_id', '=', userId)
    .where('memberships.status', 'in', statuses)
    .orderBy('memberships.updated_at', 'desc')
    .orderBy('memberships.id', 'desc')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    club: { id: row.club_id, name: row.club_name, division: row.division, city: row.city },
    status: row.status,
    number: row.number,
    updatedAt: row.updated_at,
  }));
}

export async function currentMembershipOf(
  db: Kysely<Database>,
  userId: number,
): Promise<MyMembership | null> {
  const [membership] = await membershipsOf(db, userId, CURRENT_MEMBERSHIP_STATUSES);
  return membership ?? null;
}

export async function competitionsOf(
  db: Kysely<Database>,
  userId: number,
  year: number,
): Promise<UserCompetition[]> {
  const rows = await db
    .selectFrom('registration_players')
    .innerJoin('registrations', 'registrations.id', 'registration_players.registration_id')
    .innerJoin('competitions', 'competitions.id', 'registrations.competition_id')
    .innerJoin('clubs', 'clubs.id', 'registrations.club_id')
    .select([
      'competitions.id',
      'competitions.name',
      'competitions.level',
      'competitions.scope',
      'competitions.division',
      'competitions.city',
      'competitions.start_date',
      'competitions.end_date',
      'clubs.id as club_id',
      'clubs.name as club_name',
      'registrations.status',
      'registration_players.number',
    ])
    .where('registration_players.user_id', '=', userId)
    // Dates are ISO text, so the year is a text range both engines index and compare alike.
    .where('competitions.start_date', '>=', `${year}-01-01`)
    .where('competitions.start_date', '<=', `${year}-12-31`)
    .orderBy('competitions.start_date')
    .orderBy('competitions.id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    level: row.level,
    scope: row.scope,
    division: row.division,
    city: row.city,
    startDate: row.start_date,
    endDate: row.end_date,
    club: { id: row.club_id, name: row.club_name },
    registrationStatus: row.status,
    number: row.number,
  }));
}

/** The signed-in user's centre; undefined when the account is gone. */
export async function userCenterOf(
  db: Kysely<Database>,
  userId: number,
): Promise<UserCenter | undefined> {
  const current = await loadCurrentUser(db, userId);
  const own = await db
    .selectFrom('users')
    .select(['avatar', 'intro', 'email', 'created_at'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!current || !own) return undefined;
  const contactOf = await db
    .selectFrom('clubs')
    .select(['id', 'name', 'division', 'city', 'status'])
    .where('contact_user_id', '=', userId)
    .orderBy('id')
    .executeTakeFirst();
  return {
    user: {
      ...current,
      avatar: own.avatar,
      intro: own.intro,
      email: own.email,
      createdAt: own.created_at,
    },
    membership: await currentMembershipOf(db, userId),
    invitations: await membershipsOf(db, userId, ['invited']),
    contactOf: contactOf ?? null,
    certificates: await certificatesOf(db, userId),
  };
}

/**
 * A player's or contact's public page. Staff and volunteer accounts are undefined like a missing
 * id, so the answer does not tell them.
 */
/**
 * A member as anyone may see them. One who hid their record (docs/records.md) shows the public
 * only their name and certificates; `staff` sees everything.
 */
export async function publicMemberOf(
  db: Kysely<Database>,
  id: number,
  staff = false,
): Promise<PublicMember | undefined> {
  const found = await db
    .selectFrom('users')
    .select(['id', 'name', 'type', 'gender', 'city', 'avatar', 'intro', 'records_hidden'])
    .where('id', '=', id)
    .where('type', 'in', PUBLIC_PERSON_TYPES)
    .executeTakeFirst();
  if (!found) return undefined;
  const { records_hidden: hidden, ...user } = found;
  const certificates = await certificatesOf(db, user.id);
  if (hidden === 1 && !staff) {
    const { id: userId, name, type } = user;
    return {
      id: userId,
      name,
      type,
      gender: null,
      city: null,
      avatar: null,
      intro: null,
      club: null,
      certificates,
    };
  }
  const membership = await currentMembershipOf(db, user.id);
  return {
    ...user,
    club: membership ? { ...membership.club, number: membership.number } : null,
    certificates,
  };
}
