// What the console reads of people: the member search, the staff and volunteer accounts, and one
// person's page with their club and certificates. Phones are shown whole: this is staff's own view.
import type { Kysely, Selectable } from 'kysely';
import type { Database, UsersTable, UserType } from '../../db/schema';
import type {
  AdminMember,
  AdminMemberDetail,
  ACCOUNT_STATES,
} from '../../../src/contract/admin-people';
import { contains, given, toCount } from '../../db/query-helpers';
import { lovNames } from '../../db/lov-queries';
import { CURRENT_MEMBERSHIP_STATUSES } from '../../auth/current-user';

type UserRow = Selectable<UsersTable>;

export const toMember = (row: UserRow): AdminMember => ({
  id: row.id,
  name: row.name,
  phone: row.phone,
  type: row.type,
  gender: row.gender,
  city: row.city,
  disabled: row.disabled === 1,
  mustChangePassword: row.must_change_password === 1,
  createdAt: row.created_at,
});

export interface MemberFilter {
  page: number;
  size: number;
  q?: string;
  /** The one type asked for; else every type of `among`, or every type when that is absent. */
  type?: UserType;
  among?: readonly UserType[];
  state?: (typeof ACCOUNT_STATES)[number];
}

export async function listMembers(db: Kysely<Database>, filter: MemberFilter) {
  const { page, size, q, type, among, state } = filter;
  const types = type ? [type] : among;
  const base = db
    .selectFrom('users')
    .$if(given(q), (qb) =>
      qb.where((eb) => eb.or([contains('name', q as string), contains('phone', q as string)])),
    )
    .$if(types !== undefined, (qb) => qb.where('type', 'in', types as UserType[]))
    .$if(state !== undefined, (qb) => qb.where('disabled', '=', state === 'disabled' ? 1 : 0));
  const [count, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll().as('total')).executeTakeFirst(),
    base
      .selectAll()
      .orderBy('id', 'desc')
      .limit(size)
      .offset((page - 1) * size)
      .execute(),
  ]);
  return { list: rows.map(toMember), total: toCount(count?.total), page, size };
}

export async function findMemberDetail(
  db: Kysely<Database>,
  id: number,
): Promise<AdminMemberDetail | undefined> {
  const user = await db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
  if (!user) return undefined;
  const [club, certificates, levelNames] = await Promise.all([
    db
      .selectFrom('memberships as m')
      .innerJoin('clubs as c', 'c.id', 'm.club_id')
      .select(['c.id', 'c.name'])
      .where('m.user_id', '=', id)
      .where('m.status', 'in', CURRENT_MEMBERSHIP_STATUSES)
      .orderBy('m.updated_at', 'desc')
      .executeTakeFirst(),
    db
      .selectFrom('certificates')
      .selectAll()
      .where('user_id', '=', id)
      .orderBy('kind')
      .orderBy('id')
      .execute(),
    lovNames(db, 'CERTIFICATE_TYPE'),
  ]);
  return {
    ...toMember(user),
    club: club ?? null,
    certificates: certificates.map((row) => ({
      id: row.id,
      kind: row.kind,
      level: row.level,
      levelName: levelNames.get(row.level) ?? row.level,
      number: row.number,
      issuedOn: row.issued_on,
      validUntil: row.valid_until,
    })),
  };
}
