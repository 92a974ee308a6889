import type { Kysely } from 'kysely';
import type { Database, Gender } from '../../db/schema';
import type { Page, PageQuery } from '../../../src/contract/common';
import type { CertificateKind } from '../../../src/contract/content-portal';
import type { Master, PlayerSearchItem } from '../../../src/contract/content-people';
import { lovNames } from '../../db/lov-queries';
import { PUBLIC_PERSON_TYPES } from './people-public';
import { ON_ROSTER } from './club-queries';
import { contains, given, readPage } from '../../db/query-helpers';

export async function searchMasters(
  db: Kysely<Database>,
  query: PageQuery & { name?: string; kind?: CertificateKind; level?: string; city?: string },
): Promise<Page<Master>> {
  const { name, kind, level, city } = query;
  const base = db
    .selectFrom('certificates as c')
    .innerJoin('users as u', 'u.id', 'c.user_id')
    .where('u.type', 'in', PUBLIC_PERSON_TYPES)
    .$if(given(name), (qb) => qb.where(contains('u.name', name as string)))
    .$if(kind !== undefined, (qb) => qb.where('c.kind', '=', kind as CertificateKind))
    .$if(given(level), (qb) => qb.where('c.level', '=', level as string))
    .$if(given(city), (qb) => qb.where(contains('u.city', city as string)));
  const [page, levelNames] = await Promise.all([
    readPage(base, query, ({ limit, offset }) =>
      base
        .select([
          'c.id',
          'c.kind',
          'c.level',
          'c.number',
          'c.issued_on',
          'u.id as user_id',
          'u.name',
          'u.gender',
          'u.city',
        ])
        .orderBy('c.kind')
        .orderBy('c.id')
        .limit(limit)
        .offset(offset)
        .execute(),
    ),
    lovNames(db, 'CERTIFICATE_TYPE'),
  ]);
  return {
    ...page,
    list: page.list.map((row) => ({
      certificateId: row.id,
      userId: row.user_id,
      name: row.name,
      gender: row.gender,
      city: row.city,
      kind: row.kind,
      level: row.level,
      levelName: levelNames.get(row.level) ?? row.level,
      number: row.number,
      issuedOn: row.issued_on,
    })),
  };
}

export async function searchPlayers(
  db: Kysely<Database>,
  query: PageQuery & {
    name?: string;
    club?: string;
    clubId?: number;
    city?: string;
    gender?: Gender;
  },
): Promise<Page<PlayerSearchItem>> {
  const { name, club, clubId, city, gender } = query;
  const base = db
    .selectFrom('users as u')
    .leftJoin('memberships as m', (join) =>
      join.onRef('m.user_id', '=', 'u.id').on('m.status', 'in', ON_ROSTER),
    )
    .leftJoin('clubs as c', 'c.id', 'm.club_id')
    .where('u.type', '=', 'player')
    .$if(given(name), (qb) => qb.where(contains('u.name', name as string)))
    .$if(given(club), (qb) => qb.where(contains('c.name', club as string)))
    .$if(clubId !== undefined, (qb) => qb.where('c.id', '=', clubId as number))
    .$if(given(city), (qb) => qb.where(contains('u.city', city as string)))
    .$if(gender !== undefined, (qb) => qb.where('u.gender', '=', gender as Gender));
  const page = await readPage(base, query, ({ limit, offset }) =>
    base
      .select([
        'u.id',
        'u.name',
        'u.gender',
        'u.city',
        'c.id as club_id',
        'c.name as club_name',
        'm.number',
      ])
      .orderBy('u.id')
      .limit(limit)
      .offset(offset)
      .execute(),
  );
  return {
    ...page,
    list: page.list.map((row) => ({
      id: row.id,
      name: row.name,
      gender: row.gender,
      city: row.city,
      clubId: row.club_id,
      clubName: row.club_name,
      number: row.number,
    })),
  };
}
