// 报名 writes: 通过, 驳回 with a reason, and staff adding or removing one player with a reason
// (server/domain/competitions/registration-writes.ts), each with its audit row in the same
// transaction; each answers the entry as it is after.
import type { FastifyInstance } from 'fastify';
import { adminRegistrationsApi } from '../../../../src/contract/api/admin-registrations';
import { serveStaffWrite } from '../staff-write-route';
import { registrationWrites } from '../../../domain/competitions/registration-writes';
import { MSG } from '../../../domain/competitions/registrations-messages';

export async function registrationWriteRoutes(app: FastifyInstance): Promise<void> {
  const writes = registrationWrites(app);
  await serveStaffWrite(app, adminRegistrationsApi.approve, writes.approve, MSG.approved);
  await serveStaffWrite(
    app,
    adminRegistrationsApi.reject,
    (staff, id, { reason }) => writes.reject(staff, id, reason),
    MSG.rejected,
  );
  await serveStaffWrite(app, adminRegistrationsApi.addPlayer, writes.addPlayer, MSG.playerAdded);
  await serveStaffWrite(
    app,
    adminRegistrationsApi.removePlayer,
    writes.removePlayer,
    MSG.playerRemoved,
  );
}
