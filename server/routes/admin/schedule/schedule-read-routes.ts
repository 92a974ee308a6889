// The schedule page's one read: the competition's games with what its forms choose from.
import type { FastifyInstance } from 'fastify';
import { adminScheduleApi } from '../../../../src/contract/api/admin-schedule';
import { signedIn } from '../../../auth/route-auth';
import { ok } from '../../../http/envelope';
import { serve } from '../../../http/serve-route';
import { readSchedule } from '../../../domain/games-and-scoring/schedule-queries';

export async function scheduleReadRoutes(app: FastifyInstance): Promise<void> {
  await serve(app, adminScheduleApi.schedule, {
    config: signedIn('staff'),
    handler: async (request) => ok(await readSchedule(app.db, request.params.id)),
  });
}
