// A club's games of today and the next days: what its contact and its players take to the field.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { localDateString } from '../../db/local-date';
import type { ClubGames } from '../../../src/contract/club';
import { gamesOf } from './game-queries';

/** `YYYY-MM-DD` of the server's calendar `days` after `now`. */
function dayAfter(now: number, days: number): string {
  const date = new Date(now);
  date.setDate(date.getDate() + days);
  return localDateString(date);
}

/** The club's games from today to `days` days on, in playing order. */
export async function clubGamesFrom(
  db: Kysely<Database>,
  club: ClubGames['club'],
  now: number,
  days: number,
): Promise<ClubGames> {
  const from = dayAfter(now, 0);
  const to = dayAfter(now, days);
  const competitions = await db
    .selectFrom('games')
    .select('competition_id')
    .distinct()
    .where((eb) => eb.or([eb('home_club_id', '=', club.id), eb('away_club_id', '=', club.id)]))
    .where('date', '>=', from)
    .where('date', '<=', to)
    .execute();
  const games = await gamesOf(
    db,
    competitions.map((row) => row.competition_id),
    from,
  );
  return {
    club,
    from,
    to,
    games: games.filter(
      (game) => game.date <= to && (game.home.clubId === club.id || game.away.clubId === club.id),
    ),
  };
}
