// Approved clubs and their current roster. Members still on the roster are `active` ones and
// those whose leave application is pending (they stay until the club approves it).
import { sql, type Kysely } from 'kysely';
import type { Database, Division } from '../../db/schema';
import type { Page, PageQuery } from '../../../src/contract/common';
import type { ClubDetail, ClubSummary } from '../../../src/contract/content-people';
import { contains, given, readPage, toCount } from '../../db/query-helpers';

export const ON_ROSTER = ['active', 'leave_requested'] as const;

export interface ClubFilter extends PageQuery {
  division?: Division;
  city?: string;
  name?: string;
  keyword?: string;
}

function clubRows(db: Kysely<Database>) {
  return db.selectFrom('clubs').where('status', '=', 'approved');
}

export async function listClubs(
  db: Kysely<Database>,
  filter: ClubFilter,
): Promise<Page<ClubSummary>> {
  const { division, city, name, keyword } = filter;
  const base = clubRows(db)
    .$if(division !== undefined, (qb) => qb.where('division', '=', division as Division))
    .$if(given(city), (qb) => qb.where(contains('city', city as string)))
    .$if(given(name), (qb) => qb.where(contains('name', name as string)))
    .$if(given(keyword), (qb) =>
      qb.where((eb) =>
        eb.or([contains('name', keyword as string), contains('city', keyword as string)]),
      ),
    );
  const page = await readPage(base, filter, ({ limit, offset }) =>
    base
      .select(['id', 'name', 'division', 'city', 'logo', 'founded_year as foundedYear'])
      .select((eb) =>
        eb
          .selectFrom('memberships as m')
          .whereRef('m.club_id', '=', 'clubs.id')
          .where('m.status', 'in', ON_ROSTER)
          .select(sql<number>`count(*)`.as('n'))
          .as('member_count'),
      )
      .orderBy('id')
      .limit(limit)
      .offset(offset)
      .execute(),
  );
  const list = page.list.map(({ member_count, ...row }) => ({
    ...row,
    memberCount: toCount(member_count),
  }));
  return { ...page, list };
}

export async function findClubDetail(
  db: Kysely<Database>,
  id: number,
): Promise<ClubDetail | undefined> {
  const club = await clubRows(db)
    .leftJoin('users as contact', 'contact.id', 'clubs.contact_user_id')
    .select([
      'clubs.id',
      'clubs.name',
      'clubs.division',
      'clubs.city',
      'clubs.logo',
      'clubs.founded_year',
      'clubs.intro',
      'contact.name as contact_name',
    ])
    .where('clubs.id', '=', id)
    .executeTakeFirst();
  if (!club) return undefined;
  const members = await db
    .selectFrom('memberships as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select(['u.id', 'u.name', 'u.gender', 'm.number'])
    .where('m.club_id', '=', id)
    .where('m.status', 'in', ON_ROSTER)
    .orderBy('m.number')
    .orderBy('u.id')
    .execute();
  return {
    id: club.id,
    name: club.name,
    division: club.division,
    city: club.city,
    logo: club.logo,
    foundedYear: club.founded_year,
    memberCount: members.length,
    intro: club.intro,
    contactName: club.contact_name,
    members: members.map((m) => ({
      userId: m.id,
      name: m.name,
      gender: m.gender,
      number: m.number,
    })),
  };
}
