// A club's history (docs/records.md, "Clubs"): each competition visitors may see that the club
// played or was placed in, and its seasons, from the club records (refreshed first).
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import type { ClubSeasonRecord, ClubHistory } from '../../../../src/contract/club-records';
import { lovNames } from '../../../db/lov-queries';
import { visibleAt } from '../../../db/query-helpers';
import { compareChinese } from '../../../text/chinese-order';
import { refreshClubRecords } from './refresh-club-records';

type Db = Kysely<Database>;

/** A competition's season: the year it starts in. */
export const seasonOf = (startDate: string) => Number(startDate.slice(0, 4));

const twoDecimals = (value: number) => Math.round(value * 100) / 100;

interface Tally {
  games: number;
  wins: number;
  losses: number;
  points_for: number;
  points_against: number;
  spirit_sum: number;
  spirit_count: number;
}

const tallyOf = (row: Tally) => ({
  games: row.games,
  wins: row.wins,
  losses: row.losses,
  pointsFor: row.points_for,
  pointsAgainst: row.points_against,
  diff: row.points_for - row.points_against,
  spiritAverage: row.spirit_count === 0 ? null : twoDecimals(row.spirit_sum / row.spirit_count),
  spiritCount: row.spirit_count,
});

function seasonsOf(rows: readonly (Tally & { start_date: string })[]): ClubSeasonRecord[] {
  const seasons = new Map<number, Tally>();
  for (const row of rows) {
    const season = seasonOf(row.start_date);
    const sum = seasons.get(season) ?? {
      games: 0,
      wins: 0,
      losses: 0,
      points_for: 0,
      points_against: 0,
      spirit_sum: 0,
      spirit_count: 0,
    };
    for (const key of Object.keys(sum) as (keyof Tally)[]) sum[key] += row[key];
    seasons.set(season, sum);
  }
  return [...seasons]
    .sort(([a], [b]) => b - a)
    .map(([season, sum]) => ({ season, ...tallyOf(sum) }));
}

async function opponentsOf(db: Db, clubId: number) {
  const rows = await db
    .selectFrom('games as g')
    .innerJoin('clubs as c', (join) =>
      join.on((eb) =>
        eb.or([
          eb.and([eb('g.home_club_id', '=', clubId), eb('c.id', '=', eb.ref('g.away_club_id'))]),
          eb.and([eb('g.away_club_id', '=', clubId), eb('c.id', '=', eb.ref('g.home_club_id'))]),
        ]),
      ),
    )
    .select(['c.id', 'c.name'])
    .distinct()
    .execute();
  return rows.sort((a, b) => compareChinese(a.name, b.name));
}

export async function findClubHistory(
  db: Db,
  clubId: number,
  now: string,
): Promise<ClubHistory | undefined> {
  const club = await db
    .selectFrom('clubs')
    .select(['id', 'name', 'division'])
    .where('id', '=', clubId)
    .where('status', '=', 'approved')
    .executeTakeFirst();
  if (!club) return undefined;
  // Only the competitions this club played or entered (its rows come from no other).
  await refreshClubRecords(db, (eb) =>
    eb(
      'c.id',
      'in',
      eb
        .selectFrom('games')
        .select('competition_id')
        .where('home_club_id', '=', clubId)
        .union(eb.selectFrom('games').select('competition_id').where('away_club_id', '=', clubId))
        .union(
          eb
            .selectFrom('registrations')
            .select('competition_id')
            .where('club_id', '=', clubId)
            .where('status', '=', 'approved'),
        ),
    ),
  );
  const [rows, levels, opponents] = await Promise.all([
    db
      .selectFrom('club_records as r')
      .innerJoin('competitions', 'competitions.id', 'r.competition_id')
      .selectAll('r')
      .select([
        'competitions.name',
        'competitions.division',
        'competitions.level',
        'competitions.start_date',
      ])
      .where('r.club_id', '=', clubId)
      .where(visibleAt(now, 'competitions'))
      .orderBy('competitions.start_date', 'desc')
      .orderBy('competitions.id', 'desc')
      .execute(),
    lovNames(db, 'COMPETITION_LEVEL'),
    opponentsOf(db, clubId),
  ]);
  return {
    club,
    competitions: rows.map((row) => ({
      competitionId: row.competition_id,
      name: row.name,
      division: row.division,
      levelName: levels.get(row.level) ?? row.level,
      startDate: row.start_date,
      season: seasonOf(row.start_date),
      placement: row.placement,
      placedTeams: row.placed_teams,
      ...tallyOf(row),
    })),
    seasons: seasonsOf(rows),
    opponents,
  };
}
