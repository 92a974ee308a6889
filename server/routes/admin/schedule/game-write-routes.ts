// The console's writes of one game: add, change, cancel with a reason and restore
// (server/domain/games-and-scoring/game-writes.ts), each audited in its transaction.
import type { FastifyInstance } from 'fastify';
import { adminScheduleApi } from '../../../../src/contract/api/admin-schedule';
import { serveStaffWrite } from '../staff-write-route';
import { gameWrites } from '../../../domain/games-and-scoring/game-writes';
import { SCHEDULE_MESSAGES as M } from '../../../domain/games-and-scoring/schedule-messages';

export async function gameWriteRoutes(app: FastifyInstance): Promise<void> {
  const writes = gameWrites(app);
  // The path of 新增比赛 names the competition the game is added to.
  await serveStaffWrite(app, adminScheduleApi.create, writes.create, M.created);
  await serveStaffWrite(app, adminScheduleApi.update, writes.update, M.saved);
  await serveStaffWrite(
    app,
    adminScheduleApi.cancel,
    (staff, id, { reason }) => writes.cancel(staff, id, reason),
    M.cancelled,
  );
  await serveStaffWrite(app, adminScheduleApi.restore, writes.restore, M.restored);
}
