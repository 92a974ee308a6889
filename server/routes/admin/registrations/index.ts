// 报名 in the console (src/features/admin/registrations): a competition's entries, 通过 / 驳回, and
// staff roster changes with a reason. Every route is staff only.
import type { FastifyInstance } from 'fastify';
import { registrationReadRoutes } from './registration-read-routes';
import { registrationWriteRoutes } from './registration-write-routes';

export async function adminRegistrationsRoutes(app: FastifyInstance): Promise<void> {
  await app.register(registrationReadRoutes);
  await app.register(registrationWriteRoutes);
}
