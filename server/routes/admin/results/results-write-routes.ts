// The console's writes of results: 更正比分, 弃权 and 撤销弃权 (server/domain/competitions/
// result-writes.ts), each with its audit row in the same transaction.
import type { FastifyInstance } from 'fastify';
import { adminResultsApi } from '../../../../src/contract/api/admin-results';
import { serveStaffWrite } from '../staff-write-route';
import { resultWrites } from '../../../domain/competitions/result-writes';
import { RESULTS_MESSAGES as M } from '../../../domain/competitions/results-messages';

export async function resultsWriteRoutes(app: FastifyInstance): Promise<void> {
  const writes = resultWrites(app);
  await serveStaffWrite(app, adminResultsApi.addPoint, writes.addPoint, M.corrected);
  await serveStaffWrite(app, adminResultsApi.removePoint, writes.removePoint, M.corrected);
  await serveStaffWrite(
    app,
    adminResultsApi.forfeit,
    (staff, id, { team, reason }) => writes.setForfeit(staff, id, team, reason),
    M.forfeited,
  );
  await serveStaffWrite(
    app,
    adminResultsApi.unforfeit,
    (staff, id, { reason }) => writes.setForfeit(staff, id, null, reason),
    M.unforfeited,
  );
}
