// An entry (a club's registration for a competition) with its roster: the public roster page
// reads an approved one, the club's centre its own in any status. Both read the same head and the
// same players, in number order.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { RegistrationRoster } from '../../../src/contract/content-competition';
import type { Registration } from '../../../src/contract/club';
import { visibleAt } from '../../db/query-helpers';

const entryHeads = (db: Kysely<Database>) =>
  db
    .selectFrom('registrations')
    .innerJoin('competitions', 'competitions.id', 'registrations.competition_id')
    .innerJoin('clubs', 'clubs.id', 'registrations.club_id')
    .select([
      'registrations.id',
      'registrations.status',
      'registrations.reject_reason',
      'registrations.created_at',
      'competitions.id as competition_id',
      'competitions.name as competition_name',
      'competitions.division',
      'clubs.id as club_id',
      'clubs.name as club_name',
      'clubs.logo as club_logo',
      'clubs.city as club_city',
    ]);

const rosterOf = (db: Kysely<Database>, registrationId: number) =>
  db
    .selectFrom('registration_players')
    .innerJoin('users', 'users.id', 'registration_players.user_id')
    .select(['users.id as userId', 'users.name', 'users.gender', 'registration_players.number'])
    .where('registration_players.registration_id', '=', registrationId)
    .orderBy('registration_players.number')
    .orderBy('users.id')
    .execute();

/** The club's approved roster for a competition visitors may see. */
export async function findRegistrationRoster(
  db: Kysely<Database>,
  competitionId: number,
  clubId: number,
  now: string,
): Promise<RegistrationRoster | undefined> {
  const head = await entryHeads(db)
    .where('registrations.competition_id', '=', competitionId)
    .where('registrations.club_id', '=', clubId)
    // A roster is public once staff approved the entry (docs/competitions.md, "Entries").
    .where('registrations.status', '=', 'approved')
    .where(visibleAt(now, 'competitions'))
    .executeTakeFirst();
  if (!head) return undefined;
  return {
    competitionId,
    competitionName: head.competition_name,
    club: { id: clubId, name: head.club_name, logo: head.club_logo, city: head.club_city },
    status: head.status,
    players: await rosterOf(db, head.id),
  };
}

/** One entry as its club's contact (or staff) reads it, whatever its status. */
export async function registrationView(
  db: Kysely<Database>,
  registrationId: number,
): Promise<Registration | null> {
  const head = await entryHeads(db)
    .where('registrations.id', '=', registrationId)
    .executeTakeFirst();
  if (!head) return null;
  return {
    id: head.id,
    status: head.status,
    rejectReason: head.reject_reason,
    createdAt: head.created_at,
    competition: { id: head.competition_id, name: head.competition_name, division: head.division },
    club: { id: head.club_id, name: head.club_name },
    players: await rosterOf(db, registrationId),
  };
}
