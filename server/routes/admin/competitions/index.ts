// The console's competitions (src/features/admin/competitions), under /api/admin/competitions.
import type { FastifyInstance } from 'fastify';
import { competitionReadRoutes } from './competition-read-routes';
import { competitionWriteRoutes } from './competition-write-routes';

export async function adminCompetitionsRoutes(app: FastifyInstance): Promise<void> {
  await competitionReadRoutes(app);
  await competitionWriteRoutes(app);
}
