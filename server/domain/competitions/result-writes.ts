// The console's writes of results: 更正比分 (a point added or removed as an event of the game's
// log, record-correction.ts), 弃权 and 撤销弃权 (games.forfeit_team). Each through auditedWrite:
// the change and its audit row in one transaction, visitors' caches cleared once it commits; then
// the championship games the result fills (stages/game-progress.ts).
// server/routes/admin/results/results-write-routes.ts serves them.
import type { FastifyInstance } from 'fastify';
import type { AddPointBody, RemovePointBody } from '../../../src/contract/admin-results';
import type { AuthUser } from '../../auth/auth-user';
import { auditedWrite, auditTarget, type ChangeDone, type Trx } from '../../audit/audited-write';
import type { Game, Team } from '../../db/schema';
import { BusinessError } from '../../http/business-error';
import { lockGame } from '../games-and-scoring/game-event-log';
import { recordCorrection, type CorrectionChange } from '../games-and-scoring/record-correction';
import { findGameResult } from './results-queries';
import { RESULTS_MESSAGES as M } from './results-messages';
import { progressAfterStaffWrite } from './stages/game-progress';
import { tellGameCorrected } from '../inbox/game-news';
import { refreshPlayerGame } from '../records/players/refresh-player-game';
import { markClubRecordsOfGame } from '../records/clubs/mark-club-records';

const gameName = (game: Pick<Game, 'home_name' | 'away_name'>) =>
  `${game.home_name} 对 ${game.away_name}`;

const scoreOf = (game: Game) => ({ homeScore: game.home_score, awayScore: game.away_score });

/** Why the game's forfeit cannot become `team` (null: none), if it cannot. */
function forfeitRefusal(game: Game, team: Team | null): string | undefined {
  if (team === null) return game.forfeit_team === null ? M.notForfeited : undefined;
  if (game.cancelled_at !== null) return M.cancelledGame;
  return game.forfeit_team === null ? undefined : M.alreadyForfeited;
}

export function resultWrites(app: FastifyInstance) {
  const target = auditTarget('game', findGameResult, M.game);
  /** A change to a game's result, then the championship games it fills (game-progress.ts). */
  const write = (user: AuthUser, change: (trx: Trx) => Promise<ChangeDone>) =>
    auditedWrite(app, user, target, async (trx) => {
      const done = await change(trx);
      await progressAfterStaffWrite(trx, done.id, { id: user.id, now: app.now() });
      await tellGameCorrected(trx, app, done.id);
      await markClubRecordsOfGame(trx, done.id);
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

  return {
    addPoint: (user: AuthUser, gameId: number, { team, scorerId, reason }: AddPointBody) =>
      correct(
        user,
        gameId,
        { kind: 'score', team, scorerId: scorerId ?? null },
        reason,
        (game, side) => M.audit.addPoint(gameName(game), side, reason),
      ),

    removePoint: (user: AuthUser, gameId: number, { scoreId, reason }: RemovePointBody) =>
      correct(user, gameId, { kind: 'delete_score', scoreId }, reason, (game, side) =>
        M.audit.removePoint(gameName(game), side, reason),
      ),

    /** 弃权: `team` forfeits the game; 撤销弃权 with `team` null. */
    setForfeit: (user: AuthUser, gameId: number, team: Team | null, reason: string) =>
      write(user, async (trx) => {
        const game = await lockGame(trx, gameId);
        const refusal = forfeitRefusal(game, team);
        if (refusal) throw new BusinessError(refusal);
        await trx
          .updateTable('games')
          .set({ forfeit_team: team })
          .where('id', '=', game.id)
          .execute();
        await refreshPlayerGame(trx, { ...game, forfeit_team: team });
        const summary =
          team === null
            ? M.audit.unforfeit(gameName(game), reason)
            : M.audit.forfeit(gameName(game), M.teamSide[team], reason);
        return {
          id: game.id,
          audit: {
            action: team === null ? 'game.unforfeit' : 'game.forfeit',
            summary,
            before: { forfeitTeam: game.forfeit_team },
          },
        };
      }),
  };
}
