// 俱乐部: the registrations staff decide, pending ones first, and approving or rejecting one.
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { adminPeopleApi } from '../../../../src/contract/api/admin-people';
import type { AdminClub } from '../../../../src/contract/admin-people';
import { requireUser } from '../../../auth/require-user';
import { signedIn } from '../../../auth/route-auth';
import type { ClubStatus } from '../../../db/schema';
import { contains, given, toCount } from '../../../db/query-helpers';
import { notFound } from '../../../http/business-error';
import { ok } from '../../../http/envelope';
import { serve } from '../../../http/serve-route';
import { decideClub } from '../../../domain/clubs-and-people/club-decision';
import { MSG } from '../../../domain/clubs-and-people/people-messages';

const staffOnly = signedIn('staff');

function clubRows(app: FastifyInstance) {
  return app.db
    .selectFrom('clubs')
    .leftJoin('users as contact', 'contact.id', 'clubs.contact_user_id')
    .select([
      'clubs.id',
      'clubs.name',
      'clubs.division',
      'clubs.city',
      'clubs.status',
      'clubs.reject_reason',
      'clubs.created_at',
      'contact.id as contact_id',
      'contact.name as contact_name',
      'contact.phone as contact_phone',
    ]);
}

type ClubRow = Awaited<ReturnType<ReturnType<typeof clubRows>['executeTakeFirstOrThrow']>>;

const toAdminClub = (row: ClubRow): AdminClub => ({
  id: row.id,
  name: row.name,
  division: row.division,
  city: row.city,
  status: row.status,
  rejectReason: row.reject_reason,
  createdAt: row.created_at,
  contact:
    row.contact_id !== null && row.contact_name !== null && row.contact_phone !== null
      ? { id: row.contact_id, name: row.contact_name, phone: row.contact_phone }
      : null,
});

async function readClub(app: FastifyInstance, id: number): Promise<AdminClub> {
  const row = await clubRows(app).where('clubs.id', '=', id).executeTakeFirst();
  if (!row) throw notFound(MSG.club);
  return toAdminClub(row);
}

export async function adminClubRoutes(app: FastifyInstance): Promise<void> {
  await serve(app, adminPeopleApi.clubs, {
    config: staffOnly,
    handler: async (request) => {
      const { page, size, q, status } = request.query;
      const base = app.db
        .selectFrom('clubs')
        .$if(given(q), (qb) =>
          qb.where((eb) =>
            eb.or([contains('clubs.name', q as string), contains('clubs.city', q as string)]),
          ),
        )
        .$if(status !== undefined, (qb) => qb.where('clubs.status', '=', status as ClubStatus));
      const ids = base.select('clubs.id');
      const [count, rows] = await Promise.all([
        base.select((eb) => eb.fn.countAll().as('total')).executeTakeFirst(),
        clubRows(app)
          .where('clubs.id', 'in', ids)
          // Pending registrations are what staff come here for.
          .orderBy(sql`case when clubs.status = 'pending' then 0 else 1 end`)
          .orderBy('clubs.id', 'desc')
          .limit(size)
          .offset((page - 1) * size)
          .execute(),
      ]);
      return ok({ list: rows.map(toAdminClub), total: toCount(count?.total), page, size });
    },
  });

  await serve(app, adminPeopleApi.approveClub, {
    config: staffOnly,
    handler: async (request) => {
      const staff = requireUser(request, 'staff');
      await decideClub(app, staff, request.params.id, { status: 'approved' });
      return ok(await readClub(app, request.params.id), MSG.clubApproved);
    },
  });

  await serve(app, adminPeopleApi.rejectClub, {
    config: staffOnly,
    handler: async (request) => {
      const staff = requireUser(request, 'staff');
      const decision = { status: 'rejected', reason: request.body.reason } as const;
      await decideClub(app, staff, request.params.id, decision);
      return ok(await readClub(app, request.params.id), MSG.clubRejected);
    },
  });
}
