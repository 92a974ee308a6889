// The console's 报名 lists: a competition's entries (pending first, then the newest) and the
// members of an entry's club who could join its roster. One entry whole is registration-read.ts.
import { sql, type Kysely } from 'kysely';
import type { RegistrationStatus } from '../../../src/contract/admin-registrations';
import type { Database } from '../../db/schema';
import { contains, given, toCount } from '../../db/query-helpers';
import { notFound } from '../../http/business-error';
import { maskPhone } from '../clubs-and-people/mask-phone';
import { registrationRows, toAdminRegistration } from './registration-read';
import { MSG } from './registrations-messages';
import { findCompetitionId } from './results-queries';

export interface RegistrationFilter {
  page: number;
  size: number;
  q?: string;
  status?: RegistrationStatus;
}

export async function listRegistrations(
  db: Kysely<Database>,
  competitionId: number,
  filter: RegistrationFilter,
) {
  const { page, size, q, status } = filter;
  if (!(await findCompetitionId(db, competitionId))) throw notFound(MSG.competition);
  const base = db
    .selectFrom('registrations')
    .innerJoin('clubs', 'clubs.id', 'registrations.club_id')
    .where('registrations.competition_id', '=', competitionId)
    .$if(given(q), (qb) => qb.where(contains('clubs.name', q as string)))
    .$if(status !== undefined, (qb) =>
      qb.where('registrations.status', '=', status as RegistrationStatus),
    );
  const [count, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll().as('total')).executeTakeFirst(),
    registrationRows(db)
      .where('r.id', 'in', base.select('registrations.id'))
      // Pending entries are what staff come here for.
      .orderBy(sql`case when r.status = 'pending' then 0 else 1 end`)
      .orderBy('r.id', 'desc')
      .limit(size)
      .offset((page - 1) * size)
      .execute(),
  ]);
  return {
    list: rows.map(toAdminRegistration),
    total: toCount(count?.total),
    page,
    size,
  };
}

/** The club's active members not on the entry's roster (at most 50), phones masked. */
export async function rosterCandidates(
  db: Kysely<Database>,
  registrationId: number,
  q: string | undefined,
) {
  const registration = await db
    .selectFrom('registrations')
    .select(['id', 'club_id'])
    .where('id', '=', registrationId)
    .executeTakeFirst();
  if (!registration) throw notFound(MSG.registration);
  const rows = await db
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
      qb.where((eb) => eb.or([contains('u.name', q as string), contains('u.phone', q as string)])),
    )
    .orderBy('m.number')
    .orderBy('u.id')
    .limit(50)
    .execute();
  return rows.map((p) => ({ ...p, phone: maskPhone(p.phone) }));
}
