import type { Kysely } from 'kysely';
import type { Database, Gender } from '../../db/schema';
import type { Page, PageQuery } from '../../../src/contract/common';
import type { CertificateKind } from '../../../src/contract/content-portal';
import type { Master, PlayerSearchItem } from '../../../src/contract/content-people';
import { lovNames } from '../../db/lov-queries';
import { PUBLIC_PERSON_TYPES } from './people-public';
import { CERTIFICATE_VALIDITY } from './people-messages';
import { ON_ROSTER } from './club-queries';
import { contains, given, readPage } from '../../db/query-helpers';
import { publicPlayerStatuses } from '../membership/seasons/member-season';

/** `today` (`YYYY-MM-DD`) decides which certificates read 已过期. */
export async function searchMasters(
  db: Kysely<Database>,
  query: PageQuery & { name?: string; kind?: CertificateKind; level?: string; city?: string },
  today: string,
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
          'c.id as certificateId',
          'u.id as userId',
          'u.name',
          'u.gender',
          'u.city',
          'c.kind',
          'c.level',
          'c.number',
          'c.issued_on as issuedOn',
          'c.valid_until as validUntil',
        ])
        .orderBy('c.kind')
        .orderBy('c.id')
        .limit(limit)
        .offset(offset)
        .execute(),
    ),
    lovNames(db, 'CERTIFICATE_TYPE'),
  ]);
  const levelNameOf = (level: string) => levelNames.get(level) ?? level;
  return {
    ...page,
    list: page.list.map((row) => ({
      ...row,
      levelName: levelNameOf(row.level),
      validity:
        row.validUntil !== null && row.validUntil < today
          ? CERTIFICATE_VALIDITY.expired
          : CERTIFICATE_VALIDITY.valid,
    })),
  };
}

/**
 * Players by name, club, city and gender. One who hid their record (docs/records.md) is found by
 * name alone and shown by name alone, so no filter tells the public their club, city or gender;
 * `staff` sees everyone whole. `today` (`YYYY-MM-DD`) decides the current season each player's
 * status is read for; a hidden record hides that status too.
 */
export async function searchPlayers(
  db: Kysely<Database>,
  query: PageQuery & {
    name?: string;
    club?: string;
    clubId?: number;
    city?: string;
    gender?: Gender;
  },
  today: string,
  staff = false,
): Promise<Page<PlayerSearchItem>> {
  const { name, club, clubId, city, gender } = query;
  const filtersBeyondName =
    given(club) || clubId !== undefined || given(city) || gender !== undefined;
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
    .$if(gender !== undefined, (qb) => qb.where('u.gender', '=', gender as Gender))
    .$if(filtersBeyondName && !staff, (qb) => qb.where('u.records_hidden', '=', 0));
  // The columns are named as the answer names them: the rows are the page's items.
  // Whose record is hidden from this caller: their season status is left off too.
  const hidden = new Set<number>();
  const page = await readPage(base, query, async ({ limit, offset }) => {
    const rows = await base
      .select([
        'u.id',
        'u.name',
        'u.gender',
        'u.city',
        'c.id as clubId',
        'c.name as clubName',
        'm.number',
        'u.records_hidden',
      ])
      .orderBy('u.id')
      .limit(limit)
      .offset(offset)
      .execute();
    return rows.map(({ records_hidden: hides, ...row }) => {
      if (hides !== 1 || staff) return row;
      hidden.add(row.id);
      return {
        id: row.id,
        name: row.name,
        gender: null,
        city: null,
        clubId: null,
        clubName: null,
        number: null,
      };
    });
  });
  const statuses = await publicPlayerStatuses(
    db,
    page.list.filter((player) => !hidden.has(player.id)).map((player) => player.id),
    today,
  );
  return {
    ...page,
    list: page.list.map((player) => ({
      ...player,
      seasonStatus: statuses.get(player.id) ?? '',
    })),
  };
}
