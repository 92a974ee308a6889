// Which teams have not given their spirit score of a finished game (docs/competitions.md, "Spirit
// scores"), so staff can remind them before the deadline.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { SpiritMissing } from '../../../src/contract/spirit';
import { spiritDeadlineOf } from '../../../src/contract/rules/spirit-deadline';

export async function findSpiritMissing(
  db: Kysely<Database>,
  competitionId: number,
): Promise<SpiritMissing | undefined> {
  const competition = await db
    .selectFrom('competitions')
    .select(['end_date', 'spirit_deadline'])
    .where('id', '=', competitionId)
    .executeTakeFirst();
  if (!competition) return undefined;
  const [games, given] = await Promise.all([
    db
      .selectFrom('games')
      .select([
        'id',
        'date',
        'time',
        'field',
        'round',
        'home_club_id',
        'away_club_id',
        'home_name',
        'away_name',
      ])
      .where('competition_id', '=', competitionId)
      .where('status', '=', 'finished')
      .where('cancelled_at', 'is', null)
      .where('forfeit_team', 'is', null)
      .where('home_club_id', 'is not', null)
      .where('away_club_id', 'is not', null)
      .orderBy('date')
      .orderBy('time')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('spirit_scores')
      .innerJoin('games', 'games.id', 'spirit_scores.game_id')
      .select(['spirit_scores.game_id', 'spirit_scores.club_id'])
      .where('games.competition_id', '=', competitionId)
      .execute(),
  ]);
  const gave = new Set(given.map((row) => `${row.game_id}:${row.club_id}`));
  let givenCount = 0;
  const missing = games.flatMap((game) => {
    const sides = [
      { clubId: game.home_club_id as number, name: game.home_name },
      { clubId: game.away_club_id as number, name: game.away_name },
    ];
    const lacking = sides.filter((side) => !gave.has(`${game.id}:${side.clubId}`));
    givenCount += sides.length - lacking.length;
    if (lacking.length === 0) return [];
    return [
      {
        gameId: game.id,
        date: game.date,
        time: game.time,
        field: game.field,
        round: game.round,
        homeName: game.home_name,
        awayName: game.away_name,
        missing: lacking,
      },
    ];
  });
  return {
    deadline: spiritDeadlineOf(competition.end_date, competition.spirit_deadline),
    due: games.length * 2,
    given: givenCount,
    games: missing,
  };
}
