// The club registrations staff decide (俱乐部 in the console): every club whatever its status,
// pending ones first, with its contact's phone in full (this is staff's own view).
import { sql, type Kysely } from 'kysely';
import type { AdminClub } from '../../../src/contract/admin-people';
import type { ClubStatus, Database } from '../../db/schema';
import { contains, given, toCount } from '../../db/query-helpers';

export interface AdminClubFilter {
  page: number;
  size: number;
  q?: string;
  status?: ClubStatus;
}

function clubRows(db: Kysely<Database>) {
  return db
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

export async function findAdminClub(
  db: Kysely<Database>,
  id: number,
): Promise<AdminClub | undefined> {
  const row = await clubRows(db).where('clubs.id', '=', id).executeTakeFirst();
  return row && toAdminClub(row);
}

export async function listAdminClubs(db: Kysely<Database>, filter: AdminClubFilter) {
  const { page, size, q, status } = filter;
  const base = db
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
    clubRows(db)
      .where('clubs.id', 'in', ids)
      // Pending registrations are what staff come here for.
      .orderBy(sql`case when clubs.status = 'pending' then 0 else 1 end`)
      .orderBy('clubs.id', 'desc')
      .limit(size)
      .offset((page - 1) * size)
      .execute(),
  ]);
  return { list: rows.map(toAdminClub), total: toCount(count?.total), page, size };
}
