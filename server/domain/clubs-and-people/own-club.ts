// Which club a call acts on: a contact's own club (the newest one they are contact of), or for
// staff the club they name. Anyone else is refused, except where a player reads the club they
// play for (`clubOfCaller`).
import type { Kysely } from 'kysely';
import type { AuthUser } from '../../auth/auth-user';
import { CURRENT_MEMBERSHIP_STATUSES } from '../../auth/current-user';
import type { ClubsTable, Database } from '../../db/schema';
import type { Selectable } from 'kysely';
import { BusinessError, forbidden, notFound } from '../../http/business-error';
import type { Club } from '../../../src/contract/club';
import { MSG } from './club-messages';

export type ClubRow = Selectable<ClubsTable>;

export const findContactClub = (db: Kysely<Database>, userId: number) =>
  db
    .selectFrom('clubs')
    .selectAll()
    .where('contact_user_id', '=', userId)
    .orderBy('id', 'desc')
    .executeTakeFirst();

export async function resolveClub(
  db: Kysely<Database>,
  user: AuthUser,
  clubId: number | undefined,
): Promise<ClubRow> {
  if (user.type === 'staff') {
    if (clubId === undefined) throw new BusinessError(MSG.nameClubId);
    const club = await db
      .selectFrom('clubs')
      .selectAll()
      .where('id', '=', clubId)
      .executeTakeFirst();
    if (!club) throw notFound(MSG.club);
    return club;
  }
  if (user.type !== 'contact') throw forbidden(MSG.contactsOnly);
  const club = await findContactClub(db, user.id);
  if (!club) throw new BusinessError(MSG.noClub);
  if (clubId !== undefined && clubId !== club.id) throw forbidden(MSG.ownClubOnly);
  return club;
}

/** A contact's own club, the club staff name, or the club a player plays for. */
export async function clubOfCaller(
  db: Kysely<Database>,
  user: AuthUser,
  clubId: number | undefined,
): Promise<{ id: number; name: string }> {
  if (user.type === 'staff' || user.type === 'contact') {
    const club = await resolveClub(db, user, clubId);
    return { id: club.id, name: club.name };
  }
  const membership = await db
    .selectFrom('memberships')
    .innerJoin('clubs', 'clubs.id', 'memberships.club_id')
    .select(['clubs.id', 'clubs.name'])
    .where('memberships.user_id', '=', user.id)
    .where('memberships.status', 'in', CURRENT_MEMBERSHIP_STATUSES)
    .orderBy('memberships.updated_at', 'desc')
    .executeTakeFirst();
  if (!membership) throw new BusinessError(MSG.notInClub);
  if (clubId !== undefined && clubId !== membership.id) throw forbidden(MSG.ownClubGamesOnly);
  return membership;
}

export function assertApproved(club: ClubRow) {
  if (club.status === 'pending') throw new BusinessError(MSG.awaitingApproval);
  if (club.status === 'rejected') throw new BusinessError(MSG.clubRejected);
}

export const toClub = (row: ClubRow): Club => ({
  id: row.id,
  name: row.name,
  division: row.division,
  city: row.city,
  logo: row.logo,
  intro: row.intro,
  foundedYear: row.founded_year,
  status: row.status,
  rejectReason: row.reject_reason,
  createdAt: row.created_at,
});
