// The membership season in the console (docs/membership.md): one route file per part of the season.
import type { FastifyInstance } from 'fastify';
import { adminMembershipEligibilityRoutes } from './eligibility-routes';
import { adminImportRoutes } from './import-routes';
import { adminPaymentRoutes } from './payment-routes';
import { adminSeasonRoutes } from './season-routes';

export async function adminMembershipRoutes(app: FastifyInstance): Promise<void> {
  await app.register(adminSeasonRoutes);
  await app.register(adminPaymentRoutes);
  await app.register(adminImportRoutes);
  await app.register(adminMembershipEligibilityRoutes);
}
