// The season ranking of one division (docs/records.md, "The season ranking"): every placed
// result of a competition visitors may see, of that division, starting in that season's year,
// of a level staff gave points to, ranked by season-ranking.ts.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import type { SeasonRanking, SeasonRankingQuery } from '../../../../src/contract/club-records';
import { visibleAt } from '../../../db/query-helpers';
import { compareChinese } from '../../../text/chinese-order';
import { readRankingRules } from './ranking-rules-store';
import { refreshClubRecords } from './refresh-club-records';
import { rankClubs } from './season-ranking';

type Db = Kysely<Database>;

const points = (hundredths: number) => hundredths / 100;

async function seasonsOf(db: Db, division: SeasonRankingQuery['division'], now: string) {
  const rows = await db
    .selectFrom('competitions')
    .select(sql<string>`substr(start_date, 1, 4)`.as('year'))
    .distinct()
    .where('division', '=', division)
    .where(visibleAt(now))
    .execute();
  return rows.map((row) => Number(row.year)).sort((a, b) => b - a);
}

export async function findSeasonRanking(
  db: Db,
  { division, season }: SeasonRankingQuery,
  now: string,
): Promise<SeasonRanking> {
  // Only the competitions this page ranks.
  await refreshClubRecords(db, (eb) =>
    eb.and([
      eb('c.division', '=', division),
      eb('c.start_date', '>=', `${season}-01-01`),
      eb('c.start_date', '<=', `${season}-12-31`),
    ]),
  );
  const [rules, seasons, rows] = await Promise.all([
    readRankingRules(db),
    seasonsOf(db, division, now),
    db
      .selectFrom('club_records as r')
      .innerJoin('competitions', 'competitions.id', 'r.competition_id')
      .innerJoin('clubs', 'clubs.id', 'r.club_id')
      .select([
        'r.competition_id',
        'r.club_id',
        'r.placement',
        'r.placed_teams',
        'competitions.name',
        'competitions.level',
        'clubs.name as club_name',
      ])
      .where('competitions.division', '=', division)
      .where('competitions.start_date', '>=', `${season}-01-01`)
      .where('competitions.start_date', '<=', `${season}-12-31`)
      .where('r.placement', 'is not', null)
      .where(visibleAt(now, 'competitions'))
      .execute(),
  ]);
  const weights = new Map(rules.weights.map((w) => [w.level, w]));
  const placed = rows.flatMap((row) => {
    const weight = weights.get(row.level);
    if (!weight || weight.maxPoints === 0 || row.placement === null) return [];
    return [
      {
        competitionId: row.competition_id,
        clubId: row.club_id,
        placement: row.placement,
        placedTeams: row.placed_teams,
        maxPoints: weight.maxPoints,
        name: row.name,
        levelName: weight.levelName,
      },
    ];
  });
  const clubNames = new Map(rows.map((row) => [row.club_id, row.club_name]));
  const competitionOf = new Map(placed.map((p) => [p.competitionId, p]));
  const nameOf = (clubId: number) => clubNames.get(clubId) ?? '';
  const ranked = rankClubs(placed, rules.bestOf, (a, b) => compareChinese(nameOf(a), nameOf(b)));
  return {
    division,
    season,
    seasons,
    rules,
    rows: ranked.map((club) => ({
      rank: club.rank,
      clubId: club.clubId,
      name: nameOf(club.clubId),
      points: points(club.hundredths),
      counted: club.counted,
      bestPlacement: club.bestPlacement,
      results: club.results.map(({ result, hundredths, counted }) => ({
        competitionId: result.competitionId,
        name: competitionOf.get(result.competitionId)?.name ?? '',
        levelName: competitionOf.get(result.competitionId)?.levelName ?? '',
        maxPoints: result.maxPoints,
        placement: result.placement,
        placedTeams: result.placedTeams,
        points: points(hundredths),
        counted,
      })),
    })),
  };
}
