// 会员与俱乐部 in the console (src/features/admin/people): club registrations, members and their
// certificates, staff and volunteer accounts. Every route is staff only.
import type { FastifyInstance } from 'fastify';
import { adminAccountRoutes } from './account-routes';
import { adminCertificateRoutes } from './certificate-routes';
import { adminClubRoutes } from './club-routes';
import { adminMemberRoutes } from './member-routes';

export async function adminPeopleRoutes(app: FastifyInstance): Promise<void> {
  await app.register(adminClubRoutes);
  await app.register(adminMemberRoutes);
  await app.register(adminCertificateRoutes);
  await app.register(adminAccountRoutes);
}
