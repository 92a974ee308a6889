// Puts a team into one side of a format game, or takes it out again: the side's club and name
// (the slot's label while unknown), and the side's game roster copied from the club's approved
// entry the way a game made by hand gets it (server/domain/games-and-scoring/game-setup.ts), so the
// volunteer's phone has the players at its next sync.
import type { Team } from '../../../db/schema';
import type { Trx } from './stage-trx';

export async function fillSide(
  trx: Trx,
  game: { id: number; competition_id: number },
  side: Team,
  team: { clubId: number; name: string } | { clubId: null; label: string },
): Promise<void> {
  const columns =
    side === 'home'
      ? { home_club_id: team.clubId, home_name: 'name' in team ? team.name : team.label }
      : { away_club_id: team.clubId, away_name: 'name' in team ? team.name : team.label };
  await trx.updateTable('games').set(columns).where('id', '=', game.id).execute();
  await trx
    .deleteFrom('game_players')
    .where('game_id', '=', game.id)
    .where('team', '=', side)
    .execute();
  if (team.clubId === null) return;
  const players = await trx
    .selectFrom('registrations as r')
    .innerJoin('registration_players as rp', 'rp.registration_id', 'r.id')
    .innerJoin('users', 'users.id', 'rp.user_id')
    .select(['rp.user_id', 'rp.number', 'users.name'])
    .where('r.competition_id', '=', game.competition_id)
    .where('r.club_id', '=', team.clubId)
    .where('r.status', '=', 'approved')
    .orderBy('rp.user_id')
    .execute();
  if (players.length === 0) return;
  await trx
    .insertInto('game_players')
    .values(
      players.map((p) => ({
        game_id: game.id,
        team: side,
        user_id: p.user_id,
        name: p.name,
        number: p.number,
      })),
    )
    .execute();
}
