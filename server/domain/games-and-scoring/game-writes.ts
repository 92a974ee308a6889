// The console's writes of one game: add it (both rosters copied from the approved entries), move
// it, change its field, volunteers (up to two), pool or round, its rules while it has not begun,
// cancel it with a reason and restore it. Each is audited in its transaction; none touches the
// game's events or score, so whatever a phone recorded stands (docs/competitions.md).
// server/routes/admin/schedule/game-write-routes.ts serves them.
import type { FastifyInstance } from 'fastify';
import {
  rulesOfBody,
  volunteerIdsOf,
  type CreateGameBody,
  type UpdateGameBody,
} from '../../../src/contract/admin-schedule';
import type { AuthUser } from '../../auth/auth-user';
import { auditedWrite, type ChangeDone } from '../../audit/audited-write';
import type { Game } from '../../db/schema';
import { BusinessError, ErrorCode } from '../../http/business-error';
import { progressAfterStaffWrite } from '../competitions/stages/game-progress';
import { refreshPlayerGameById } from '../records/players/refresh-player-game';
import { markClubRecordsOfGame } from '../records/clubs/mark-club-records';
import {
  assignVolunteers,
  checkVolunteers,
  dateAndTime,
  entriesNamed,
  insertGame,
  ruleColumns,
  type Trx,
} from './game-setup';
import { rulesOf } from './game-view';
import { findAdminGame, findCompetition, findGameRow } from './schedule-queries';
import { tellGameCancelled, tellGameMoved, tellVolunteers } from '../inbox/game-news';
import { SCHEDULE_MESSAGES as M } from './schedule-messages';

const sameRules = (a: object, b: object) => JSON.stringify(a) === JSON.stringify(b);

export function gameWrites(app: FastifyInstance) {
  const target = { type: 'game', read: findAdminGame };
  const write = (user: AuthUser, change: (trx: Trx) => Promise<ChangeDone>) =>
    auditedWrite(app, user, target, change);

  const setCancelled = async (
    user: AuthUser,
    trx: Trx,
    id: number,
    check: (row: Game) => void,
    columns: Pick<Game, 'cancelled_at' | 'cancel_reason'>,
  ) => {
    const before = await findAdminGame(trx, id);
    const row = await findGameRow(trx, id);
    check(row);
    await trx.updateTable('games').set(columns).where('id', '=', id).execute();
    // A cancelled game counts for nobody: the championship games waiting on it fill again, and
    // its players' records lose it (or win it back on a restore).
    await refreshPlayerGameById(trx, id);
    await progressAfterStaffWrite(trx, id, { id: user.id, now: app.now() });
    await markClubRecordsOfGame(trx, id);
    return { before, row };
  };

  return {
    create: (user: AuthUser, competitionId: number, body: CreateGameBody) =>
      write(user, async (trx) => {
        await findCompetition(trx, competitionId);
        const entries = await entriesNamed(trx, competitionId, [
          { path: 'homeEntryId', id: body.homeEntryId },
          { path: 'awayEntryId', id: body.awayEntryId },
        ]);
        await checkVolunteers(trx, body);
        const home = entries.get(body.homeEntryId);
        const away = entries.get(body.awayEntryId);
        if (!home || !away) throw new Error('entriesNamed checked both sides');
        const id = await insertGame(trx, {
          ...body,
          competitionId,
          home,
          away,
          rules: rulesOfBody(body),
        });
        const volunteers = await assignVolunteers(trx, id, volunteerIdsOf(body), app.now());
        await tellVolunteers(trx, app, id, volunteers);
        return {
          id,
          audit: { action: 'game.create', summary: M.audit.create(home.name, away.name) },
        };
      }),

    update: (user: AuthUser, id: number, body: UpdateGameBody) =>
      write(user, async (trx) => {
        const before = await findAdminGame(trx, id);
        const row = await findGameRow(trx, id);
        const { division } = await findCompetition(trx, row.competition_id);
        const rules = ruleColumns(rulesOfBody(body), division, row);
        if (row.status !== 'scheduled' && !sameRules(rulesOf(row), rulesOf(rules))) {
          throw new BusinessError(M.rulesAfterBegin, ErrorCode.business, [
            { path: 'rules', message: M.rulesAfterBegin },
          ]);
        }
        await checkVolunteers(trx, body);
        await trx
          .updateTable('games')
          .set({
            ...dateAndTime(body.startsAt),
            field: body.field,
            pool: body.pool || null,
            round: body.round || null,
            ...rules,
          })
          .where('id', '=', id)
          .execute();
        const volunteers = await assignVolunteers(trx, id, volunteerIdsOf(body), app.now());
        await tellVolunteers(trx, app, id, volunteers);
        await tellGameMoved(trx, app, id, row);
        return {
          id,
          audit: {
            action: 'game.update',
            summary: M.audit.update(row.home_name, row.away_name),
            before,
          },
        };
      }),

    cancel: (user: AuthUser, id: number, reason: string) =>
      write(user, async (trx) => {
        const { before, row } = await setCancelled(
          user,
          trx,
          id,
          (game) => {
            if (game.cancelled_at !== null) throw new BusinessError(M.alreadyCancelled);
          },
          { cancelled_at: new Date(app.now()).toISOString(), cancel_reason: reason },
        );
        await tellGameCancelled(trx, app, id, reason);
        return {
          id,
          audit: {
            action: 'game.cancel',
            summary: M.audit.cancel(row.home_name, row.away_name, reason),
            before,
          },
        };
      }),

    restore: (user: AuthUser, id: number) =>
      write(user, async (trx) => {
        const { before, row } = await setCancelled(
          user,
          trx,
          id,
          (game) => {
            if (game.cancelled_at === null) throw new BusinessError(M.notCancelled);
          },
          { cancelled_at: null, cancel_reason: null },
        );
        return {
          id,
          audit: {
            action: 'game.restore',
            summary: M.audit.restore(row.home_name, row.away_name),
            before,
          },
        };
      }),
  };
}
