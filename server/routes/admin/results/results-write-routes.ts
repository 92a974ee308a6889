// The console's writes of results: 更正比分 (a point added or removed as an event of the game's
// log, record-correction.ts), 弃权 and 撤销弃权 (games.forfeit_team). Each through auditedWrite:
// the change and its audit row in one transaction, visitors' caches cleared once it commits.
import type { FastifyInstance } from 'fastify';
import { adminResultsApi } from '../../../../src/contract/api/admin-results';
import type { AuthUser } from '../../../auth/auth-user';
import { requireUser } from '../../../auth/require-user';
import { signedIn } from '../../../auth/route-auth';
import type { Game } from '../../../db/schema';
import { BusinessError, ErrorCode, notFound } from '../../../http/business-error';
import { ok } from '../../../http/envelope';
import { serve } from '../../../http/serve-route';
import { progressAfterStaffWrite } from '../../../domain/competitions/stages/game-progress';
import { lockGame } from '../../../domain/games-and-scoring/game-event-log';
import {
  recordCorrection,
  type CorrectionChange,
} from '../../../domain/games-and-scoring/record-correction';
import { auditedWrite, type ChangeDone, type Trx } from '../../../audit/audited-write';
import { findGameResult } from '../../../domain/competitions/results-queries';
import { RESULTS_MESSAGES as M } from './results-messages';

const gameName = (game: Pick<Game, 'home_name' | 'away_name'>) =>
  `${game.home_name} 对 ${game.away_name}`;

async function readResult(trx: Trx, id: number) {
  const result = await findGameResult(trx, id);
  if (!result) throw notFound(M.game);
  return result;
}

const scoreOf = (game: Game) => ({ homeScore: game.home_score, awayScore: game.away_score });

export async function resultsWriteRoutes(app: FastifyInstance): Promise<void> {
  const config = signedIn('staff');
  const target = { type: 'game', read: readResult };
  /** A change to a game's result, then the championship games it fills (game-progress.ts). */
  const write = (user: AuthUser, change: (trx: Trx) => Promise<ChangeDone>) =>
    auditedWrite(app, user, target, async (trx) => {
      const done = await change(trx);
      await progressAfterStaffWrite(trx, done.id, { id: user.id, now: app.now() });
      return done;
    });

  const correct = (
    user: AuthUser,
    gameId: number,
    change: CorrectionChange,
    reason: string,
    summary: (game: Game, team: string) => string,
  ) =>
    write(user, async (trx) => {
      const before = await lockGame(trx, gameId);
      const stored = await recordCorrection(trx, user, gameId, change, { reason }, app.now());
      const team = stored.team ? M.teamSide[stored.team] : '';
      return {
        id: gameId,
        audit: { action: 'game.correct', summary: summary(before, team), before: scoreOf(before) },
      };
    });

  await serve(app, adminResultsApi.addPoint, {
    config,
    handler: async (request) => {
      const { team, scorerId, reason } = request.body;
      const saved = await correct(
        requireUser(request),
        request.params.id,
        { kind: 'score', team, scorerId: scorerId ?? null },
        reason,
        (game, side) => M.audit.addPoint(gameName(game), side, reason),
      );
      return ok(saved, M.corrected);
    },
  });

  await serve(app, adminResultsApi.removePoint, {
    config,
    handler: async (request) => {
      const { scoreId, reason } = request.body;
      const saved = await correct(
        requireUser(request),
        request.params.id,
        { kind: 'delete_score', scoreId },
        reason,
        (game, side) => M.audit.removePoint(gameName(game), side, reason),
      );
      return ok(saved, M.corrected);
    },
  });

  await serve(app, adminResultsApi.forfeit, {
    config,
    handler: async (request) => {
      const { team, reason } = request.body;
      const saved = await write(requireUser(request), async (trx) => {
        const game = await lockGame(trx, request.params.id);
        if (game.cancelled_at !== null) {
          throw new BusinessError(M.cancelledGame, ErrorCode.business);
        }
        if (game.forfeit_team !== null) {
          throw new BusinessError(M.alreadyForfeited, ErrorCode.business);
        }
        await trx
          .updateTable('games')
          .set({ forfeit_team: team })
          .where('id', '=', game.id)
          .execute();
        return {
          id: game.id,
          audit: {
            action: 'game.forfeit',
            summary: M.audit.forfeit(gameName(game), M.teamSide[team], reason),
            before: { forfeitTeam: null },
          },
        };
      });
      return ok(saved, M.forfeited);
    },
  });

  await serve(app, adminResultsApi.unforfeit, {
    config,
    handler: async (request) => {
      const { reason } = request.body;
      const saved = await write(requireUser(request), async (trx) => {
        const game = await lockGame(trx, request.params.id);
        if (game.forfeit_team === null) {
          throw new BusinessError(M.notForfeited, ErrorCode.business);
        }
        await trx
          .updateTable('games')
          .set({ forfeit_team: null })
          .where('id', '=', game.id)
          .execute();
        return {
          id: game.id,
          audit: {
            action: 'game.unforfeit',
            summary: M.audit.unforfeit(gameName(game), reason),
            before: { forfeitTeam: game.forfeit_team },
          },
        };
      });
      return ok(saved, M.unforfeited);
    },
  });
}
