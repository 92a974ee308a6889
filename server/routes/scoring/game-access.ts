// Who may act on a game: the volunteers assigned to it, and staff on every game.
import type { Kysely, Transaction } from 'kysely';
import type { Database, UserType } from '../../db/schema';
import { forbidden } from '../../http/business-error';
import { MSG } from './volunteer-messages';

export interface Actor {
  id: number;
  type: UserType;
}

export async function assertMayScore(
  db: Kysely<Database> | Transaction<Database>,
  actor: Actor,
  gameId: number,
) {
  if (actor.type === 'staff') return;
  const assignment = await db
    .selectFrom('volunteer_assignments')
    .select('game_id')
    .where('game_id', '=', gameId)
    .where('user_id', '=', actor.id)
    .executeTakeFirst();
  if (!assignment) throw forbidden(MSG.notAssigned);
}
