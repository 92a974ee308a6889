// Who may act on a game: the volunteer it is given to, and staff on every game. A volunteer staff
// took the game from (volunteer_assignments.removed_at) may still send what they recorded before
// that moment, so no point scored on an offline phone is lost (docs/competitions.md).
import type { Kysely, Transaction } from 'kysely';
import type { Database, UserType } from '../../db/schema';
import { forbidden } from '../../http/business-error';
import { MSG } from './scoring-call-messages';

export interface Actor {
  id: number;
  type: UserType;
  /**
   * When the actor says they acted (an action's `at`, phone time). Without it, as for reads, only
   * a current assignment counts.
   */
  actedAt?: number;
}

/**
 * The actor's assignment to the game that lets them score it, as a query: null for staff, who may
 * score every game. A write checks it in the statement that locks the game (game-event-log.ts).
 */
export function assignmentFor(
  db: Kysely<Database> | Transaction<Database>,
  actor: Actor,
  gameId: number,
) {
  if (actor.type === 'staff') return null;
  const { actedAt } = actor;
  return db
    .selectFrom('volunteer_assignments')
    .select('game_id')
    .where('game_id', '=', gameId)
    .where('user_id', '=', actor.id)
    .where((eb) =>
      actedAt === undefined
        ? eb('removed_at', 'is', null)
        : eb.or([eb('removed_at', 'is', null), eb('removed_at', '>=', actedAt)]),
    );
}

export async function assertMayScore(
  db: Kysely<Database> | Transaction<Database>,
  actor: Actor,
  gameId: number,
) {
  const assignment = assignmentFor(db, actor, gameId);
  if (assignment && !(await assignment.executeTakeFirst())) throw forbidden(MSG.notAssigned);
}

/** The caller as the author of one action, recorded at `at` on their phone (or now, if unsaid). */
export const actorOf = <T extends Actor>(user: T, at: number | undefined, now: number): T => ({
  ...user,
  actedAt: at ?? now,
});
