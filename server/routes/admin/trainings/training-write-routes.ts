// The console's writes of training courses: create (a draft), edit (the status stays), publish now
// or at a time, withdraw, pin; each through auditedWrite (its audit row in the same transaction).
import type { FastifyInstance } from 'fastify';
import { adminTrainingsApi } from '../../../../src/contract/api/admin-trainings';
import { serveKindWrites } from '../life-cycle/life-cycle-routes';
import { trainingTarget, trainingWrites } from '../../../domain/trainings/training-writes';
import { TRAININGS_MESSAGES as M } from '../../../domain/trainings/trainings-messages';

export async function trainingWriteRoutes(app: FastifyInstance): Promise<void> {
  const kind = {
    table: 'trainings' as const,
    action: 'training',
    target: trainingTarget,
    name: (row: { title: string }) => row.title,
    messages: M,
  };
  await serveKindWrites(app, trainingWrites(app), kind, adminTrainingsApi);
}
