// 交接给其他志愿者: a volunteer whose phone is dying gives the game to another. The caller's
// assignment is marked removed at the server's time rather than deleted, so the game leaves their
// list and keeps at most the volunteers staff gave it, while every action their phone recorded
// before the handoff still syncs (game-access.ts accepts an action whose `at` is at or before
// `removed_at`). The new volunteer's phone reads the game's log from the server and goes on.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { BusinessError, ErrorCode, notFound } from '../../http/business-error';
import { assertMayScore, type Actor } from './game-access';
import { lockGame } from './game-event-log';
import { MSG } from './scoring-call-messages';
import { tellVolunteers } from '../inbox/game-news';
import type { Teller } from '../inbox/tell';

const enabledVolunteers = (db: Kysely<Database>) =>
  db
    .selectFrom('users')
    .select(['id', 'name'])
    .where('type', '=', 'volunteer')
    .where('disabled', '=', 0);

const currentVolunteers = (db: Kysely<Database>, gameId: number) =>
  db
    .selectFrom('volunteer_assignments')
    .select('user_id')
    .where('game_id', '=', gameId)
    .where('removed_at', 'is', null);

const invalidTarget = (message: string) =>
  new BusinessError(message, ErrorCode.validation, [{ path: 'toUserId', message }]);

/** The enabled volunteers the caller may give the game to: those not scoring it already. */
export async function handoffCandidates(db: Kysely<Database>, actor: Actor, gameId: number) {
  const game = await db
    .selectFrom('games')
    .select('id')
    .where('id', '=', gameId)
    .executeTakeFirst();
  if (!game) throw notFound(MSG.game);
  await assertMayScore(db, actor, gameId);
  return enabledVolunteers(db)
    .where('id', 'not in', currentVolunteers(db, gameId))
    .orderBy('name')
    .orderBy('id')
    .execute();
}

/** Gives the caller's game to `toUserId` at `now` (server time); answers who took it. */
export async function handOff(
  db: Kysely<Database>,
  actor: Actor,
  gameId: number,
  toUserId: number,
  teller: Teller,
): Promise<{ id: number; name: string }> {
  const now = teller.now();
  return db.transaction().execute(async (trx) => {
    const game = await lockGame(trx, gameId);
    await assertMayScore(trx, actor, gameId);
    if (game.status === 'finished') throw new BusinessError(MSG.handoffFinished);
    if (toUserId === actor.id) throw invalidTarget(MSG.handoffToSelf);
    const target = await enabledVolunteers(trx).where('id', '=', toUserId).executeTakeFirst();
    if (!target) throw invalidTarget(MSG.handoffUnknown);
    const rows = await trx
      .selectFrom('volunteer_assignments')
      .select(['user_id', 'removed_at'])
      .where('game_id', '=', gameId)
      .where('user_id', '=', toUserId)
      .execute();
    const own = rows[0];
    if (own && own.removed_at === null) throw invalidTarget(MSG.handoffAlreadyScoring);
    if (own) {
      await trx
        .updateTable('volunteer_assignments')
        .set({ removed_at: null })
        .where('game_id', '=', gameId)
        .where('user_id', '=', toUserId)
        .execute();
    } else {
      await trx
        .insertInto('volunteer_assignments')
        .values({ game_id: gameId, user_id: toUserId, removed_at: null })
        .execute();
    }
    await trx
      .updateTable('volunteer_assignments')
      .set({ removed_at: now })
      .where('game_id', '=', gameId)
      .where('user_id', '=', actor.id)
      .execute();
    await tellVolunteers(trx, teller, gameId, { given: [toUserId], taken: [], handedOver: true });
    return target;
  });
}
