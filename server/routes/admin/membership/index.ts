// The membership season in the console (docs/membership.md): one plugin per part of the season.
import type { FastifyInstance } from 'fastify';
import { adminImportRoutes } from './import-routes';

export async function adminMembershipRoutes(app: FastifyInstance): Promise<void> {
  await app.register(adminImportRoutes);
}
