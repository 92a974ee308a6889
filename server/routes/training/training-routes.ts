// Coach and judge courses (src/features/training): the list and one course. The sign-up calls
// are in training-signup-routes.ts.
import type { FastifyInstance } from 'fastify';
import { trainingApi } from '../../../src/contract/api/training';
import { ok } from '../../http/envelope';
import { notFound } from '../../http/business-error';
import { serve } from '../../http/serve-route';
import { nowIso } from '../../http/now-iso';
import { findTraining, listTrainings } from '../../domain/trainings/training-queries';
import { trainingSignupRoutes } from './training-signup-routes';

export async function trainingRoutes(app: FastifyInstance): Promise<void> {
  await serve(app, trainingApi.list, {
    handler: async (request) => ok(await listTrainings(app.db, nowIso(app), request.query)),
  });
  await serve(app, trainingApi.detail, {
    handler: async (request) => {
      const training = await findTraining(app.db, nowIso(app), request.params.id);
      if (!training) throw notFound('培训');
      return ok(training);
    },
  });
  await trainingSignupRoutes(app);
}
