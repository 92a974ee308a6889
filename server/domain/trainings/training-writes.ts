// The console's writes of a training course's own fields: create (a draft) and save, after
// checking its level is one of the list of values (server/domain/life-cycle/draft-writes.ts does
// the audited write). server/routes/admin/trainings/training-write-routes.ts serves them.
import type { FastifyInstance } from 'fastify';
import type { TrainingBody } from '../../../src/contract/admin-trainings';
import { sanitizeHtml } from '../../../src/contract/sanitize-html';
import { auditTarget, type Trx } from '../../audit/audited-write';
import { lovNames } from '../../db/lov-queries';
import { BusinessError, ErrorCode } from '../../http/business-error';
import { draftWrites } from '../life-cycle/draft-writes';
import { findAdminTraining } from './training-admin-queries';
import { TRAININGS_MESSAGES as M } from './trainings-messages';

/** The row's columns from the editor's body, the body's HTML cut down to the allowlist. */
const columnsOf = (body: TrainingBody) => ({
  title: body.title,
  kind: body.kind,
  level: body.level,
  city: body.city,
  place: body.place,
  start_date: body.startDate,
  end_date: body.endDate,
  fee: body.fee,
  capacity: body.capacity,
  signup_deadline: body.signupDeadline,
  signup: body.signup,
  content: sanitizeHtml(body.content),
});

async function checkLevel(trx: Trx, level: string): Promise<void> {
  const levels = await lovNames(trx, 'CERTIFICATE_TYPE');
  if (!levels.has(level)) {
    throw new BusinessError(M.unknownLevel, ErrorCode.validation, [
      { path: 'level', message: M.unknownLevel },
    ]);
  }
}

/** The audit log's target of a training, read as the console reads it. */
export const trainingTarget = auditTarget('training', findAdminTraining, M.training);

export const trainingWrites = (app: FastifyInstance) =>
  draftWrites(app, {
    table: 'trainings',
    action: 'training',
    target: trainingTarget,
    columns: columnsOf,
    check: (trx, body: TrainingBody) => checkLevel(trx, body.level),
    summary: {
      create: (body) => M.audit.create(body.title),
      update: (body) => M.audit.update(body.title),
    },
  });
