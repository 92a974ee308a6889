// A club entering competitions with a roster. Entries are taken while the registration window is
// open (and staff have not closed it early by setting the phase); a rejected entry is fixed and
// sent again, which puts it back to pending. After the deadline only staff change a roster
// (server/routes/admin/registrations).
import type { Kysely, Selectable } from 'kysely';
import { localDateString } from '../../db/local-date';
import type { CompetitionsTable, Database } from '../../db/schema';
import { visibleAt } from '../../db/query-helpers';
import { BusinessError, notFound } from '../../http/business-error';
import type {
  ClubCompetition,
  RegisterCompetitionBody,
  Registration,
} from '../../../src/contract/club';
import { registrationOpen } from '../../../src/contract/rules/roster-rules';
import type { ClubRow } from '../clubs-and-people/own-club';
import { MSG } from '../clubs-and-people/club-messages';
import { assertRoster, registrationWindowOf } from './roster-refusal';
import { registrationView } from './entry-rosters';
import { tellEntryWaiting, tellPlayers } from '../inbox/entry-news';
import type { Teller } from '../inbox/tell';
import { assertEligible } from '../membership/eligibility/assert-eligible';

/** The dates' window, unless staff set a phase other than 报名中 over it. */
const entriesOpen = (competition: Selectable<CompetitionsTable>, today: string) =>
  (competition.phase === null || competition.phase === 'registering') &&
  registrationOpen(registrationWindowOf(competition), today);

/** The competitions the club may enter now or has entered, with its entry. */
export async function clubCompetitionsOf(
  db: Kysely<Database>,
  clubId: number,
  now: number,
): Promise<ClubCompetition[]> {
  const today = localDateString(new Date(now));
  const competitions = await db
    .selectFrom('competitions')
    .selectAll()
    .where(visibleAt(new Date(now).toISOString()))
    .orderBy('start_date')
    .execute();
  const registrations = await db
    .selectFrom('registrations')
    .leftJoin('registration_players', 'registration_players.registration_id', 'registrations.id')
    .select([
      'registrations.id',
      'registrations.competition_id',
      'registrations.status',
      'registrations.reject_reason',
      'registrations.created_at',
    ])
    .select((eb) => eb.fn.count<number>('registration_players.user_id').as('playerCount'))
    .where('registrations.club_id', '=', clubId)
    .groupBy([
      'registrations.id',
      'registrations.competition_id',
      'registrations.status',
      'registrations.reject_reason',
      'registrations.created_at',
    ])
    .execute();
  const list: ClubCompetition[] = [];
  for (const c of competitions) {
    const registration = registrations.find((r) => r.competition_id === c.id);
    const open = entriesOpen(c, today);
    if (!open && !registration) continue;
    list.push({
      id: c.id,
      name: c.name,
      level: c.level,
      scope: c.scope,
      division: c.division,
      city: c.city,
      startDate: c.start_date,
      endDate: c.end_date,
      registrationOpens: c.registration_opens,
      registrationCloses: c.registration_closes,
      registrationOpen: open,
      minMale: c.min_male,
      minFemale: c.min_female,
      maxRoster: c.max_roster,
      minRoster: c.min_roster,
      registration: registration
        ? {
            id: registration.id,
            status: registration.status,
            rejectReason: registration.reject_reason,
            playerCount: Number(registration.playerCount),
            createdAt: registration.created_at,
          }
        : null,
    });
  }
  return list;
}

/** The club's active members named in `wanted`, with the numbers they enter under. */
async function rosterOfMembers(
  db: Kysely<Database>,
  clubId: number,
  wanted: RegisterCompetitionBody['players'],
) {
  const members = await db
    .selectFrom('memberships')
    .innerJoin('users', 'users.id', 'memberships.user_id')
    .select(['users.id as userId', 'users.name', 'users.gender', 'memberships.number'])
    .where('memberships.club_id', '=', clubId)
    .where('memberships.status', '=', 'active')
    .where(
      'users.id',
      'in',
      wanted.map((p) => p.userId),
    )
    .execute();
  return wanted.map((p) => {
    const member = members.find((m) => m.userId === p.userId);
    if (!member) throw new BusinessError(MSG.notActiveMember, undefined, { userId: p.userId });
    return { ...member, number: p.number ?? member.number };
  });
}

/** Enters the club with this roster, or replaces the roster of its pending or rejected entry. */
export async function enterCompetition(
  db: Kysely<Database>,
  club: ClubRow,
  competitionId: number,
  wanted: RegisterCompetitionBody['players'],
  teller: Teller,
): Promise<Registration> {
  const now = teller.now();
  const competition = await db
    .selectFrom('competitions')
    .selectAll()
    .where('id', '=', competitionId)
    .where(visibleAt(new Date(now).toISOString()))
    .executeTakeFirst();
  if (!competition) throw notFound(MSG.competition);
  if (!entriesOpen(competition, localDateString(new Date(now)))) {
    throw new BusinessError(MSG.windowClosed);
  }
  if (competition.division !== club.division) throw new BusinessError(MSG.divisionMismatch);
  const roster = await rosterOfMembers(db, club.id, wanted);
  assertRoster(competition, roster);
  await assertEligible(
    db,
    competition,
    roster.map((p) => p.userId),
    localDateString(new Date(now)),
  );

  const registrationId = await db.transaction().execute(async (trx) => {
    const existing = await trx
      .selectFrom('registrations')
      .select(['id', 'status'])
      .where('competition_id', '=', competition.id)
      .where('club_id', '=', club.id)
      .executeTakeFirst();
    const before = existing
      ? await trx
          .selectFrom('registration_players')
          .select('user_id')
          .where('registration_id', '=', existing.id)
          .execute()
      : [];
    if (existing?.status === 'approved') throw new BusinessError(MSG.registrationDecided);
    // A rejected entry sent again goes back to staff, its reason spent.
    if (existing?.status === 'rejected') {
      await trx
        .updateTable('registrations')
        .set({ status: 'pending', reject_reason: null })
        .where('id', '=', existing.id)
        .execute();
    }
    const id =
      existing?.id ??
      (
        await trx
          .insertInto('registrations')
          .values({
            competition_id: competition.id,
            club_id: club.id,
            status: 'pending',
            created_at: new Date(now).toISOString(),
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    await trx.deleteFrom('registration_players').where('registration_id', '=', id).execute();
    await trx
      .insertInto('registration_players')
      .values(roster.map((p) => ({ registration_id: id, user_id: p.userId, number: p.number })))
      .execute();
    const entry = {
      id,
      competition_id: competition.id,
      club_id: club.id,
      club_name: club.name,
      competition_name: competition.name,
    };
    const was = before.map((p) => p.user_id);
    const listed = roster.map((p) => p.userId);
    await tellPlayers(
      trx,
      teller,
      entry,
      listed.filter((userId) => !was.includes(userId)),
      was.filter((userId) => !listed.includes(userId)),
    );
    await tellEntryWaiting(trx, teller, entry);
    return id;
  });
  // Written in the transaction just above, so it is there.
  const view = await registrationView(db, registrationId);
  if (!view) throw notFound(MSG.registration);
  return view;
}
