// 生成循环赛: every pairing of a pool's entries once (src/contract/rules/round-robin.ts, the same
// function the page's preview runs), laid over the fields and slots, in one transaction with one
// audit row naming the games it made. Staff then adjust them one by one.
import type { FastifyInstance } from 'fastify';
import { rulesOfBody } from '../../../../src/contract/admin-schedule';
import { adminScheduleApi } from '../../../../src/contract/api/admin-schedule';
import { planRoundRobin } from '../../../../src/contract/rules/round-robin';
import { recordStaffWrite } from '../../../audit/record-staff-write';
import { requireUser } from '../../../auth/require-user';
import { signedIn } from '../../../auth/route-auth';
import { ok } from '../../../http/envelope';
import { serve } from '../../../http/serve-route';
import { entriesNamed, insertGame } from '../../../domain/games-and-scoring/game-setup';
import { findCompetition } from '../../../domain/games-and-scoring/schedule-queries';
import { SCHEDULE_MESSAGES as M } from '../../../domain/games-and-scoring/schedule-messages';

/** 第N轮, as the phone's list and the public page show a game's round. */
export const roundName = (round: number) => `第${round}轮`;

export async function roundRobinRoute(app: FastifyInstance): Promise<void> {
  await serve(app, adminScheduleApi.roundRobin, {
    config: signedIn('staff'),
    handler: async (request) => {
      const user = requireUser(request);
      const { body } = request;
      const competitionId = request.params.id;
      const ids = await app.db.transaction().execute(async (trx) => {
        await findCompetition(trx, competitionId);
        const entries = await entriesNamed(
          trx,
          competitionId,
          body.entryIds.map((id, index) => ({ path: `entryIds.${index}`, id })),
        );
        const teams = body.entryIds.flatMap((id) => entries.get(id) ?? []);
        const made: number[] = [];
        for (const game of planRoundRobin(teams, body)) {
          made.push(
            await insertGame(trx, {
              competitionId,
              home: game.home,
              away: game.away,
              startsAt: `${game.date}T${game.time}`,
              field: game.field,
              pool: body.pool,
              round: roundName(game.round),
              rules: rulesOfBody(body),
            }),
          );
        }
        await recordStaffWrite(trx, user, app.now(), {
          action: 'game.round_robin',
          targetType: 'competition',
          targetId: competitionId,
          summary: M.audit.roundRobin(body.pool, made.length),
          after: { pool: body.pool, gameIds: made },
        });
        return made;
      });
      return ok({ created: ids.length }, M.roundRobinCreated(ids.length));
    },
  });
}
