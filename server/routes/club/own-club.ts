// Which club a call acts on: a contact's own club (the newest one they are contact of), or for
// staff the club they name. Anyone else is refused.
import type { Kysely } from 'kysely';
import type { AuthUser } from '../../auth/auth-user';
import type { ClubsTable, Database } from '../../db/schema';
import type { Selectable } from 'kysely';
import { BusinessError, forbidden, notFound } from '../../http/business-error';
import type { Club } from '../../../src/contract/club';

export type ClubRow = Selectable<ClubsTable>;

export const NO_CLUB = '您还没有注册俱乐部';

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
    if (clubId === undefined) throw new BusinessError('请指定俱乐部（clubId）');
    const club = await db
      .selectFrom('clubs')
      .selectAll()
      .where('id', '=', clubId)
      .executeTakeFirst();
    if (!club) throw notFound('俱乐部');
    return club;
  }
  if (user.type !== 'contact') throw forbidden('只有俱乐部联系人可以管理俱乐部');
  const club = await findContactClub(db, user.id);
  if (!club) throw new BusinessError(NO_CLUB);
  if (clubId !== undefined && clubId !== club.id) throw forbidden('只能管理自己的俱乐部');
  return club;
}

export function assertApproved(club: ClubRow) {
  if (club.status === 'pending')
    throw new BusinessError('俱乐部正在等待协会审核，审核通过后才能进行此操作');
  if (club.status === 'rejected') throw new BusinessError('俱乐部未通过审核，不能进行此操作');
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
  createdAt: row.created_at,
});
