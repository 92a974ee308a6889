// The console's writes of training courses: create (a draft), edit (the status stays), publish now
// or at a time, withdraw, pin; each through auditedWrite (its audit row in the same transaction).
import type { FastifyInstance } from 'fastify';
import { adminTrainingsApi } from '../../../../src/contract/api/admin-trainings';
import type { TrainingBody } from '../../../../src/contract/admin-trainings';
import { sanitizeHtml } from '../../../../src/contract/sanitize-html';
import type { AuthUser } from '../../../auth/auth-user';
import { requireUser } from '../../../auth/require-user';
import { signedIn } from '../../../auth/route-auth';
import { lovNames } from '../../../db/lov-queries';
import { BusinessError, ErrorCode, notFound } from '../../../http/business-error';
import { ok } from '../../../http/envelope';
import { serve } from '../../../http/serve-route';
import { auditedWrite, type ChangeDone, type Trx } from '../../../audit/audited-write';
import { stamp } from '../../../domain/life-cycle/life-cycle';
import { serveLifeCycle, servePin } from '../life-cycle/life-cycle-routes';
import { findAdminTraining } from '../../../domain/trainings/training-admin-queries';
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

async function existing(trx: Trx, id: number) {
  const before = await findAdminTraining(trx, id);
  if (!before) throw notFound(M.training);
  return before;
}

export async function trainingWriteRoutes(app: FastifyInstance): Promise<void> {
  const config = signedIn('staff');

  const target = { type: 'training', read: existing };
  const write = (user: AuthUser, change: (trx: Trx) => Promise<ChangeDone>) =>
    auditedWrite(app, user, target, change);

  await serve(app, adminTrainingsApi.create, {
    config,
    handler: async (request) => {
      const user = requireUser(request);
      const saved = await write(user, async (trx) => {
        await checkLevel(trx, request.body.level);
        const row = await trx
          .insertInto('trainings')
          .values({ ...columnsOf(request.body), status: 'draft', ...stamp(user, app.now()) })
          .returning('id')
          .executeTakeFirstOrThrow();
        return {
          id: row.id,
          audit: { action: 'training.create', summary: M.audit.create(request.body.title) },
        };
      });
      return ok(saved, M.saved);
    },
  });

  await serve(app, adminTrainingsApi.update, {
    config,
    handler: async (request) => {
      const user = requireUser(request);
      const { id } = request.params;
      const saved = await write(user, async (trx) => {
        const before = await existing(trx, id);
        await checkLevel(trx, request.body.level);
        await trx
          .updateTable('trainings')
          .set({ ...columnsOf(request.body), ...stamp(user, app.now()) })
          .where('id', '=', id)
          .execute();
        return {
          id,
          audit: { action: 'training.update', summary: M.audit.update(request.body.title), before },
        };
      });
      return ok(saved, M.saved);
    },
  });

  const kind = {
    table: 'trainings' as const,
    action: 'training',
    target,
    name: (row: { title: string }) => row.title,
    messages: M,
  };
  await serveLifeCycle(app, kind, {
    publish: adminTrainingsApi.publish,
    withdraw: adminTrainingsApi.withdraw,
  });
  await servePin(app, kind, adminTrainingsApi.pin);
}
