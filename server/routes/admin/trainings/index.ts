// The console's training courses (src/features/admin/trainings), under /api/admin/trainings.
import type { FastifyInstance } from 'fastify';
import { trainingReadRoutes } from './training-read-routes';
import { trainingWriteRoutes } from './training-write-routes';

export async function adminTrainingsRoutes(app: FastifyInstance): Promise<void> {
  await trainingReadRoutes(app);
  await trainingWriteRoutes(app);
}
