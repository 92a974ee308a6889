// 报名 reads: a competition's entries (pending first, then the newest), one entry whole, and the
// members of its club who could join its roster.
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { adminRegistrationsApi } from '../../../../src/contract/api/admin-registrations';
import type { RegistrationStatus } from '../../../../src/contract/admin-registrations';
import { signedIn } from '../../../auth/route-auth';
import { localDateString } from '../../../db/local-date';
import { contains, given, toCount } from '../../../db/query-helpers';
import { notFound } from '../../../http/business-error';
import { ok } from '../../../http/envelope';
import { serve } from '../../../http/serve-route';
import { maskPhone } from '../../../domain/clubs-and-people/mask-phone';
import {
  readRegistration,
  registrationRows,
  toAdminRegistration,
} from '../../../domain/competitions/registration-read';
import { MSG } from '../../../domain/competitions/registrations-messages';

const staffOnly = signedIn('staff');

export async function registrationReadRoutes(app: FastifyInstance): Promise<void> {
  const today = () => localDateString(new Date(app.now()));

  await serve(app, adminRegistrationsApi.list, {
    config: staffOnly,
    handler: async (request) => {
      const competitionId = request.params.id;
      const { page, size, q, status } = request.query;
      const competition = await app.db
        .selectFrom('competitions')
        .select('id')
        .where('id', '=', competitionId)
        .executeTakeFirst();
      if (!competition) throw notFound(MSG.competition);
      const base = app.db
        .selectFrom('registrations')
        .innerJoin('clubs', 'clubs.id', 'registrations.club_id')
        .where('registrations.competition_id', '=', competitionId)
        .$if(given(q), (qb) => qb.where(contains('clubs.name', q as string)))
        .$if(status !== undefined, (qb) =>
          qb.where('registrations.status', '=', status as RegistrationStatus),
        );
      const [count, rows] = await Promise.all([
        base.select((eb) => eb.fn.countAll().as('total')).executeTakeFirst(),
        registrationRows(app.db)
          .where('r.id', 'in', base.select('registrations.id'))
          // Pending entries are what staff come here for.
          .orderBy(sql`case when r.status = 'pending' then 0 else 1 end`)
          .orderBy('r.id', 'desc')
          .limit(size)
          .offset((page - 1) * size)
          .execute(),
      ]);
      return ok({
        list: rows.map(toAdminRegistration),
        total: toCount(count?.total),
        page,
        size,
      });
    },
  });

  await serve(app, adminRegistrationsApi.detail, {
    config: staffOnly,
    handler: async (request) => ok(await readRegistration(app.db, request.params.id, today())),
  });

  await serve(app, adminRegistrationsApi.candidates, {
    config: staffOnly,
    handler: async (request) => {
      const registration = await app.db
        .selectFrom('registrations')
        .select(['id', 'club_id'])
        .where('id', '=', request.params.id)
        .executeTakeFirst();
      if (!registration) throw notFound(MSG.registration);
      const q = request.query.q;
      const rows = await app.db
        .selectFrom('memberships as m')
        .innerJoin('users as u', 'u.id', 'm.user_id')
        .select(['u.id as userId', 'u.name', 'u.gender', 'u.phone', 'm.number'])
        .where('m.club_id', '=', registration.club_id)
        .where('m.status', '=', 'active')
        .where('u.id', 'not in', (eb) =>
          eb
            .selectFrom('registration_players')
            .select('user_id')
            .where('registration_id', '=', registration.id),
        )
        .$if(given(q), (qb) =>
          qb.where((eb) =>
            eb.or([contains('u.name', q as string), contains('u.phone', q as string)]),
          ),
        )
        .orderBy('m.number')
        .orderBy('u.id')
        .limit(50)
        .execute();
      return ok(rows.map((p) => ({ ...p, phone: maskPhone(p.phone) })));
    },
  });
}
