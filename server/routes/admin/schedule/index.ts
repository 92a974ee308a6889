// The console's schedule (src/features/admin/schedule), under /api/admin/schedule.
import type { FastifyInstance } from 'fastify';
import { gameWriteRoutes } from './game-write-routes';
import { gridRoutes } from './grid-routes';
import { roundRobinRoute } from './round-robin-route';
import { scheduleReadRoutes } from './schedule-read-routes';

export async function adminScheduleRoutes(app: FastifyInstance): Promise<void> {
  await scheduleReadRoutes(app);
  await gameWriteRoutes(app);
  await roundRobinRoute(app);
  await gridRoutes(app);
}
