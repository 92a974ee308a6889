// The membership season's calls for members and club contacts (docs/membership.md): one route
// file per part of the season.
import type { FastifyInstance } from 'fastify';
import { membershipEligibilityRoutes } from './eligibility-routes';
import { membershipPaymentRoutes } from './payment-routes';
import { seasonRoutes } from './season-routes';

export async function membershipRoutes(app: FastifyInstance): Promise<void> {
  await app.register(seasonRoutes);
  await app.register(membershipPaymentRoutes);
  await app.register(membershipEligibilityRoutes);
}
