// The console's writes of competitions: create (a draft), edit (the status stays), publish now or
// at a time, withdraw, pin, and delete a draft nobody entered; each with its audit row in the same
// transaction, and visitors' caches told after it commits (auditedWrite).
import type { FastifyInstance } from 'fastify';
import type { CompetitionBody } from '../../../../src/contract/admin-competitions';
import { adminCompetitionsApi } from '../../../../src/contract/api/admin-competitions';
import { sanitizeHtml } from '../../../../src/contract/sanitize-html';
import type { AuthUser } from '../../../auth/auth-user';
import { recordStaffWrite } from '../../../audit/record-staff-write';
import { requireUser } from '../../../auth/require-user';
import { signedIn } from '../../../auth/route-auth';
import { localDateString } from '../../../db/local-date';
import { lovNames } from '../../../db/lov-queries';
import { toCount } from '../../../db/query-helpers';
import { BusinessError, ErrorCode, notFound } from '../../../http/business-error';
import { ok } from '../../../http/envelope';
import { serve } from '../../../http/serve-route';
import { documentsJson } from '../../../domain/competitions/competition-documents';
import { auditedWrite, type ChangeDone, type Trx } from '../life-cycle/audited-write';
import { stamp } from '../life-cycle/life-cycle';
import { serveLifeCycle, servePin } from '../life-cycle/life-cycle-routes';
import { findAdminCompetition } from './competition-admin-queries';
import { COMPETITIONS_MESSAGES as M } from './competitions-messages';

/** The row's columns from the editor's body: empty texts stored as null, the HTML cut down. */
const columnsOf = (body: CompetitionBody) => {
  const mixed = body.division === 'MIX';
  return {
    name: body.name,
    level: body.level,
    scope: body.scope,
    division: body.division,
    start_date: body.startDate,
    end_date: body.endDate,
    city: body.city,
    venue: body.venue || null,
    registration_opens: body.registrationOpens || null,
    registration_closes: body.registrationCloses || null,
    min_roster: body.minRoster,
    max_roster: body.maxRoster,
    // Only a mixed roster counts each gender; the division itself decides the others.
    min_male: mixed ? body.minMale : 0,
    min_female: mixed ? body.minFemale : 0,
    fee: body.fee || null,
    documents: documentsJson(body.documents),
    phase: body.phase || null,
    forfeit_points: body.forfeitPoints,
    spirit_deadline: body.spiritDeadline || null,
    cover: body.cover || null,
    description: body.description === '' ? null : sanitizeHtml(body.description),
  };
};

const fieldRefusal = (path: string, message: string) =>
  new BusinessError(message, ErrorCode.validation, [{ path, message }]);

/** What the list of values and the uploads must hold for the body to be stored. */
async function checkReferences(trx: Trx, body: CompetitionBody): Promise<void> {
  const levels = await lovNames(trx, 'COMPETITION_LEVEL');
  if (!levels.has(body.level)) throw fieldRefusal('level', M.unknownLevel);
  const ids = [...new Set(body.documents.map((document) => document.uploadId))];
  if (ids.length === 0) return;
  const found = await trx.selectFrom('uploads').select('id').where('id', 'in', ids).execute();
  if (found.length !== ids.length) throw fieldRefusal('documents', M.unknownUpload);
}

export async function competitionWriteRoutes(app: FastifyInstance): Promise<void> {
  const config = signedIn('staff');
  const today = () => localDateString(new Date(app.now()));

  const existing = async (trx: Trx, id: number) => {
    const before = await findAdminCompetition(trx, id, today());
    if (!before) throw notFound(M.competition);
    return before;
  };
  const target = { type: 'competition', read: existing };
  const write = (user: AuthUser, change: (trx: Trx) => Promise<ChangeDone>) =>
    auditedWrite(app, user, target, change);

  await serve(app, adminCompetitionsApi.create, {
    config,
    handler: async (request) => {
      const user = requireUser(request);
      const saved = await write(user, async (trx) => {
        await checkReferences(trx, request.body);
        const row = await trx
          .insertInto('competitions')
          .values({ ...columnsOf(request.body), status: 'draft', ...stamp(user, app.now()) })
          .returning('id')
          .executeTakeFirstOrThrow();
        return {
          id: row.id,
          audit: { action: 'competition.create', summary: M.audit.create(request.body.name) },
        };
      });
      return ok(saved, M.saved);
    },
  });

  await serve(app, adminCompetitionsApi.update, {
    config,
    handler: async (request) => {
      const user = requireUser(request);
      const { id } = request.params;
      const saved = await write(user, async (trx) => {
        const before = await existing(trx, id);
        await checkReferences(trx, request.body);
        await trx
          .updateTable('competitions')
          .set({ ...columnsOf(request.body), ...stamp(user, app.now()) })
          .where('id', '=', id)
          .execute();
        return {
          id,
          audit: {
            action: 'competition.update',
            summary: M.audit.update(request.body.name),
            before,
          },
        };
      });
      return ok(saved, M.saved);
    },
  });

  const kind = {
    table: 'competitions' as const,
    action: 'competition',
    target,
    name: (row: { name: string }) => row.name,
    messages: M,
  };
  await serveLifeCycle(app, kind, {
    publish: adminCompetitionsApi.publish,
    withdraw: adminCompetitionsApi.withdraw,
  });
  await servePin(app, kind, adminCompetitionsApi.pin);

  await serve(app, adminCompetitionsApi.remove, {
    config,
    handler: async (request) => {
      const user = requireUser(request);
      const { id } = request.params;
      await app.db.transaction().execute(async (trx) => {
        const before = await existing(trx, id);
        // Once published it may sit in a visitor's cache or a club's plans: it is withdrawn instead.
        if (before.status !== 'draft') throw new BusinessError(M.notDraft);
        if (before.entries > 0) throw new BusinessError(M.hasEntries(before.entries));
        if (before.games > 0) throw new BusinessError(M.hasGames(before.games));
        const deleted = await trx
          .deleteFrom('competitions')
          .where('id', '=', id)
          .where('status', '=', 'draft')
          // Read again in the delete: an entry or a game added meanwhile keeps the row.
          .where(({ not, exists, selectFrom }) =>
            not(exists(selectFrom('registrations').select('id').where('competition_id', '=', id))),
          )
          .where(({ not, exists, selectFrom }) =>
            not(exists(selectFrom('games').select('id').where('competition_id', '=', id))),
          )
          .executeTakeFirst();
        if (toCount(deleted.numDeletedRows) !== 1) throw new BusinessError(M.changedMeanwhile);
        await recordStaffWrite(trx, user, app.now(), {
          action: 'competition.delete',
          targetType: 'competition',
          targetId: id,
          summary: M.audit.remove(before.name),
          before,
        });
      });
      return ok({ id }, M.deleted);
    },
  });
}
