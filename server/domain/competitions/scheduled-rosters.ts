// A roster change after games are on the schedule: the games of the competition that have not
// started take the change too, so the volunteer's phone shows the roster staff approved on its
// next sync. A game under way or finished keeps the players it was scored with.
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';

type Trx = Transaction<Database>;

async function unstartedGamesOf(trx: Trx, competitionId: number, clubId: number) {
  return trx
    .selectFrom('games')
    .select(['id', 'home_club_id'])
    .where('competition_id', '=', competitionId)
    .where('status', '=', 'scheduled')
    .where('cancelled_at', 'is', null)
    .where((eb) => eb.or([eb('home_club_id', '=', clubId), eb('away_club_id', '=', clubId)]))
    .execute();
}

export async function addToUnstartedGames(
  trx: Trx,
  entry: { competitionId: number; clubId: number },
  player: { userId: number; name: string; number: number | null },
): Promise<void> {
  const games = await unstartedGamesOf(trx, entry.competitionId, entry.clubId);
  if (games.length === 0) return;
  await trx
    .insertInto('game_players')
    .values(
      games.map((game) => ({
        game_id: game.id,
        team: game.home_club_id === entry.clubId ? ('home' as const) : ('away' as const),
        user_id: player.userId,
        name: player.name,
        number: player.number,
      })),
    )
    .execute();
}

export async function removeFromUnstartedGames(
  trx: Trx,
  entry: { competitionId: number; clubId: number },
  userId: number,
): Promise<void> {
  const games = await unstartedGamesOf(trx, entry.competitionId, entry.clubId);
  if (games.length === 0) return;
  await trx
    .deleteFrom('game_players')
    .where(
      'game_id',
      'in',
      games.map((game) => game.id),
    )
    .where('user_id', '=', userId)
    .execute();
}
