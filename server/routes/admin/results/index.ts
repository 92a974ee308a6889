// The console's results of competitions (src/features/admin/results), under /api/admin/results.
import type { FastifyInstance } from 'fastify';
import { resultsReadRoutes } from './results-read-routes';
import { resultsWriteRoutes } from './results-write-routes';

export async function adminResultsRoutes(app: FastifyInstance): Promise<void> {
  await resultsReadRoutes(app);
  await resultsWriteRoutes(app);
}
