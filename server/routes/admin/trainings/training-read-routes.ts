// The console's reads of training courses: the list, one course, and the people signed up.
import type { FastifyInstance } from 'fastify';
import { adminTrainingsApi } from '../../../../src/contract/api/admin-trainings';
import { signedIn } from '../../../auth/route-auth';
import { found } from '../../../http/business-error';
import { ok } from '../../../http/envelope';
import { serve } from '../../../http/serve-route';
import { serveConsoleReads } from '../life-cycle/console-reads-routes';
import {
  findAdminTraining,
  findTrainingHeading,
  listAdminTrainings,
  listSignups,
} from '../../../domain/trainings/training-admin-queries';
import { TRAININGS_MESSAGES as M } from '../../../domain/trainings/trainings-messages';

export async function trainingReadRoutes(app: FastifyInstance): Promise<void> {
  await serveConsoleReads(app, adminTrainingsApi, {
    list: listAdminTrainings,
    find: findAdminTraining,
    what: M.training,
  });

  await serve(app, adminTrainingsApi.signups, {
    config: signedIn('staff'),
    handler: async (request) => {
      const training = found(await findTrainingHeading(app.db, request.params.id), M.training);
      return ok(await listSignups(app.db, training));
    },
  });
}
