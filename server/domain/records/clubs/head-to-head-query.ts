// Two clubs head to head (docs/records.md, "Clubs"): every game between them that the standings
// count (`countedResult`: cancelled never, a forfeit as forfeit_points to 0, else a finished game
// as recorded, the stored score following the same log rule), of competitions visitors may see.
// Read from the games themselves: two clubs meet a few times a season, and the pair is indexed.
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import type { HeadToHead } from '../../../../src/contract/club-records';
import { visibleAt } from '../../../db/query-helpers';
import { countedResult } from '../../competitions/rank-teams';

type Db = Kysely<Database>;

export async function findHeadToHead(
  db: Db,
  clubId: number,
  otherId: number,
  now: string,
): Promise<HeadToHead | undefined> {
  const clubs = await db
    .selectFrom('clubs')
    .select(['id', 'name'])
    .where('id', 'in', [clubId, otherId])
    .where('status', '=', 'approved')
    .execute();
  const club = clubs.find((c) => c.id === clubId);
  const other = clubs.find((c) => c.id === otherId);
  if (!club || !other) return undefined;
  const rows = await db
    .selectFrom('games as g')
    .innerJoin('competitions', 'competitions.id', 'g.competition_id')
    .select([
      'g.id',
      'g.date',
      'g.status',
      'g.home_club_id',
      'g.home_score',
      'g.away_score',
      'g.cancelled_at',
      'g.forfeit_team',
      'competitions.id as competition_id',
      'competitions.name as competition_name',
      'competitions.forfeit_points',
    ])
    .where((eb) =>
      eb.or([
        eb.and([eb('g.home_club_id', '=', clubId), eb('g.away_club_id', '=', otherId)]),
        eb.and([eb('g.home_club_id', '=', otherId), eb('g.away_club_id', '=', clubId)]),
      ]),
    )
    .where(visibleAt(now, 'competitions'))
    .orderBy('g.date', 'desc')
    .orderBy('g.time', 'desc')
    .orderBy('g.id', 'desc')
    .execute();
  const games = rows.flatMap((row) => {
    const counted = countedResult(
      {
        status: row.status,
        cancelled: row.cancelled_at !== null,
        forfeitTeam: row.forfeit_team,
        forfeitPoints: row.forfeit_points,
      },
      { home: row.home_score, away: row.away_score },
    );
    if (counted === null) return [];
    const clubIsHome = row.home_club_id === clubId;
    return [
      {
        gameId: row.id,
        competitionId: row.competition_id,
        competitionName: row.competition_name,
        date: row.date,
        clubScore: clubIsHome ? counted.home : counted.away,
        otherScore: clubIsHome ? counted.away : counted.home,
        forfeit: row.forfeit_team !== null,
      },
    ];
  });
  return {
    club,
    other,
    games,
    totals: {
      games: games.length,
      clubWins: games.filter((g) => g.clubScore > g.otherScore).length,
      otherWins: games.filter((g) => g.otherScore > g.clubScore).length,
      clubPoints: games.reduce((sum, g) => sum + g.clubScore, 0),
      otherPoints: games.reduce((sum, g) => sum + g.otherScore, 0),
    },
  };
}
