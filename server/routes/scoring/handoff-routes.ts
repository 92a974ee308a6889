// 交接给其他志愿者: a volunteer whose phone is dying gives the game to another. The caller's
// assignment is marked removed at the server's time rather than deleted, so the game leaves their
// list and keeps at most the volunteers staff gave it, while every action their phone recorded
// before the handoff still syncs (game-access.ts accepts an action whose `at` is at or before
// `removed_at`). The new volunteer's phone reads the game's log from the server and goes on.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { scoringApi } from '../../../src/contract/api/scoring';
import { requireUser } from '../../auth/require-user';
import { signedIn } from '../../auth/route-auth';
import type { Database } from '../../db/schema';
import { BusinessError, ErrorCode, notFound } from '../../http/business-error';
import { ok } from '../../http/envelope';
import { serve } from '../../http/serve-route';
import { assertMayScore } from '../../domain/games-and-scoring/game-access';
import { lockGame } from '../../domain/games-and-scoring/game-event-log';
import { MSG } from '../../domain/games-and-scoring/scoring-call-messages';

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

export async function scoringHandoffRoutes(app: FastifyInstance): Promise<void> {
  const config = signedIn('volunteer');

  await serve(app, scoringApi.handoffVolunteers, {
    config,
    handler: async (request) => {
      const user = await requireUser(request, 'volunteer');
      const gameId = request.params.id;
      const game = await app.db
        .selectFrom('games')
        .select('id')
        .where('id', '=', gameId)
        .executeTakeFirst();
      if (!game) throw notFound(MSG.game);
      await assertMayScore(app.db, user, gameId);
      const volunteers = await enabledVolunteers(app.db)
        .where('id', 'not in', currentVolunteers(app.db, gameId))
        .orderBy('name')
        .orderBy('id')
        .execute();
      return ok(volunteers);
    },
  });

  await serve(app, scoringApi.handoff, {
    config,
    handler: async (request) => {
      const user = await requireUser(request, 'volunteer');
      const { gameId, toUserId } = request.body;
      const now = app.now();
      const volunteer = await app.db.transaction().execute(async (trx) => {
        const game = await lockGame(trx, gameId);
        await assertMayScore(trx, user, gameId);
        if (game.status === 'finished') throw new BusinessError(MSG.handoffFinished);
        if (toUserId === user.id) throw invalidTarget(MSG.handoffToSelf);
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
          .where('user_id', '=', user.id)
          .execute();
        return target;
      });
      return ok({ gameId, volunteer }, MSG.handedOff(volunteer.name));
    },
  });
}
