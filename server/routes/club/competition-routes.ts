// Entering the club into a competition with a roster, and reading its registrations. Entries are
// taken while the registration window is open (and staff have not closed it early by setting the
// phase); a rejected entry is fixed and sent again, which puts it back to pending. After the
// deadline only staff change a roster (server/routes/admin/registrations).
import type { FastifyInstance } from 'fastify';
import type { Kysely, Selectable } from 'kysely';
import { requireUser } from '../../auth/require-user';
import { signedIn } from '../../auth/route-auth';
import { localDateString } from '../../db/local-date';
import type { CompetitionsTable, Database } from '../../db/schema';
import { visibleAt } from '../../db/query-helpers';
import { BusinessError, forbidden, notFound } from '../../http/business-error';
import { ok } from '../../http/envelope';
import { serve } from '../../http/serve-route';
import { clubApi } from '../../../src/contract/api/club';
import type { ClubCompetition, Registration } from '../../../src/contract/club';
import { assertApproved, resolveClub } from '../../domain/clubs-and-people/own-club';
import { registrationOpen } from '../../../src/contract/rules/roster-rules';
import { assertRoster, registrationWindowOf } from '../../domain/competitions/roster-refusal';
import { MSG } from '../../domain/clubs-and-people/club-messages';

/** The dates' window, unless staff set a phase other than 报名中 over it. */
const entriesOpen = (competition: Selectable<CompetitionsTable>, today: string) =>
  (competition.phase === null || competition.phase === 'registering') &&
  registrationOpen(registrationWindowOf(competition), today);

async function registrationView(
  db: Kysely<Database>,
  registrationId: number,
): Promise<Registration | null> {
  const head = await db
    .selectFrom('registrations')
    .innerJoin('competitions', 'competitions.id', 'registrations.competition_id')
    .innerJoin('clubs', 'clubs.id', 'registrations.club_id')
    .select([
      'registrations.id',
      'registrations.status',
      'registrations.reject_reason',
      'registrations.created_at',
      'competitions.id as competitionId',
      'competitions.name as competitionName',
      'competitions.division',
      'clubs.id as clubId',
      'clubs.name as clubName',
    ])
    .where('registrations.id', '=', registrationId)
    .executeTakeFirst();
  if (!head) return null;
  const players = await db
    .selectFrom('registration_players')
    .innerJoin('users', 'users.id', 'registration_players.user_id')
    .select(['users.id as userId', 'users.name', 'users.gender', 'registration_players.number'])
    .where('registration_players.registration_id', '=', registrationId)
    .orderBy('registration_players.number')
    .orderBy('users.id')
    .execute();
  return {
    id: head.id,
    status: head.status,
    rejectReason: head.reject_reason,
    createdAt: head.created_at,
    competition: { id: head.competitionId, name: head.competitionName, division: head.division },
    club: { id: head.clubId, name: head.clubName },
    players,
  };
}

export async function clubCompetitionRoutes(app: FastifyInstance): Promise<void> {
  await serve(app, clubApi.competitions, {
    config: signedIn('contact', 'staff'),
    handler: async (request) => {
      const user = requireUser(request, 'contact', 'staff');
      const club = await resolveClub(app.db, user, request.query.clubId);
      const today = localDateString(new Date(app.now()));
      const competitions = await app.db
        .selectFrom('competitions')
        .selectAll()
        .where(visibleAt(new Date(app.now()).toISOString()))
        .orderBy('start_date')
        .execute();
      const registrations = await app.db
        .selectFrom('registrations')
        .leftJoin(
          'registration_players',
          'registration_players.registration_id',
          'registrations.id',
        )
        .select([
          'registrations.id',
          'registrations.competition_id',
          'registrations.status',
          'registrations.reject_reason',
          'registrations.created_at',
        ])
        .select((eb) => eb.fn.count<number>('registration_players.user_id').as('playerCount'))
        .where('registrations.club_id', '=', club.id)
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
      return ok(list);
    },
  });

  await serve(app, clubApi.enter, {
    config: signedIn('contact', 'staff'),
    handler: async (request) => {
      const user = requireUser(request, 'contact', 'staff');
      const club = await resolveClub(app.db, user, request.body.clubId);
      assertApproved(club);
      const competition = await app.db
        .selectFrom('competitions')
        .selectAll()
        .where('id', '=', request.params.id)
        .where(visibleAt(new Date(app.now()).toISOString()))
        .executeTakeFirst();
      if (!competition) throw notFound(MSG.competition);
      if (!entriesOpen(competition, localDateString(new Date(app.now())))) {
        throw new BusinessError(MSG.windowClosed);
      }
      if (competition.division !== club.division) throw new BusinessError(MSG.divisionMismatch);

      const wanted = request.body.players;
      const members = await app.db
        .selectFrom('memberships')
        .innerJoin('users', 'users.id', 'memberships.user_id')
        .select(['users.id as userId', 'users.name', 'users.gender', 'memberships.number'])
        .where('memberships.club_id', '=', club.id)
        .where('memberships.status', '=', 'active')
        .where(
          'users.id',
          'in',
          wanted.map((p) => p.userId),
        )
        .execute();
      const roster = wanted.map((p) => {
        const member = members.find((m) => m.userId === p.userId);
        if (!member)
          throw new BusinessError(MSG.notActiveMember, undefined, {
            userId: p.userId,
          });
        return { ...member, number: p.number ?? member.number };
      });
      assertRoster(competition, roster);

      const registrationId = await app.db.transaction().execute(async (trx) => {
        const existing = await trx
          .selectFrom('registrations')
          .select(['id', 'status'])
          .where('competition_id', '=', competition.id)
          .where('club_id', '=', club.id)
          .executeTakeFirst();
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
                created_at: new Date(app.now()).toISOString(),
              })
              .returning('id')
              .executeTakeFirstOrThrow()
          ).id;
        await trx.deleteFrom('registration_players').where('registration_id', '=', id).execute();
        await trx
          .insertInto('registration_players')
          .values(roster.map((p) => ({ registration_id: id, user_id: p.userId, number: p.number })))
          .execute();
        return id;
      });
      // Written in the transaction just above, so it is there.
      const view = await registrationView(app.db, registrationId);
      if (!view) throw notFound(MSG.registration);
      return ok(view, MSG.registrationSubmitted);
    },
  });

  await serve(app, clubApi.registration, {
    config: signedIn('contact', 'staff'),
    handler: async (request) => {
      const user = requireUser(request, 'contact', 'staff');
      const view = await registrationView(app.db, request.params.id);
      if (!view) throw notFound(MSG.registration);
      if (user.type !== 'staff') {
        const club = await resolveClub(app.db, user, undefined);
        if (club.id !== view.club.id) throw forbidden(MSG.ownRegistrationsOnly);
      }
      return ok(view);
    },
  });
}
