// A competition's spirit standings (docs/competitions.md, "Spirit scores"): per team, the average
// of the scores its opponents gave it in finished games. Comments stay out: they are for the team
// and the association, not for visitors.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { visibleAt } from '../../db/query-helpers';
import type { SpiritStandings } from '../../../src/contract/spirit';
import { spiritDeadlineOf } from '../../../src/contract/rules/spirit-deadline';
import { spiritStandings, type ReceivedSpirit } from '../../../src/contract/rules/spirit-standings';
import { compareChinese } from '../../text/chinese-order';

export async function findSpiritStandings(
  db: Kysely<Database>,
  competitionId: number,
  now: string,
): Promise<SpiritStandings | undefined> {
  const competition = await db
    .selectFrom('competitions')
    .select(['id', 'end_date', 'spirit_deadline'])
    .where('id', '=', competitionId)
    .where(visibleAt(now))
    .executeTakeFirst();
  if (!competition) return undefined;
  const played = (q: ReturnType<typeof games>) =>
    q
      .where('games.competition_id', '=', competitionId)
      .where('games.status', '=', 'finished')
      .where('games.cancelled_at', 'is', null)
      .where('games.forfeit_team', 'is', null);
  const games = () => db.selectFrom('games');
  const [finished, scores] = await Promise.all([
    played(games())
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow(),
    played(games())
      .innerJoin('spirit_scores', 'spirit_scores.game_id', 'games.id')
      .select([
        'games.home_club_id',
        'games.away_club_id',
        'games.home_name',
        'games.away_name',
        'spirit_scores.club_id',
        'spirit_scores.rules',
        'spirit_scores.fouls',
        'spirit_scores.fairness',
        'spirit_scores.attitude',
        'spirit_scores.communication',
      ])
      .execute(),
  ]);
  const received: ReceivedSpirit[] = scores.flatMap((row) => {
    // The score is of the other side of the game than the club that gave it.
    const toHome = row.club_id === row.away_club_id;
    const clubId = toHome ? row.home_club_id : row.away_club_id;
    if (clubId === null) return [];
    return [
      {
        clubId,
        name: toHome ? row.home_name : row.away_name,
        marks: {
          rules: row.rules,
          fouls: row.fouls,
          fairness: row.fairness,
          attitude: row.attitude,
          communication: row.communication,
        },
      },
    ];
  });
  return {
    competitionId,
    deadline: spiritDeadlineOf(competition.end_date, competition.spirit_deadline),
    finishedGames: Number(finished.count),
    standings: spiritStandings(received, compareChinese),
  };
}
