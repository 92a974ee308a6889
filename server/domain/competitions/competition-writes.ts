// The console's writes of a competition: create (a draft) and save after checking the lists of
// values and the uploads it names (server/domain/life-cycle/draft-writes.ts does the audited
// write), and deleting a draft nobody entered. server/routes/admin/competitions serves them.
import type { FastifyInstance } from 'fastify';
import type { CompetitionBody } from '../../../src/contract/admin-competitions';
import { sanitizeHtml } from '../../../src/contract/sanitize-html';
import type { AuthUser } from '../../auth/auth-user';
import type { Trx } from '../../audit/audited-write';
import { recordStaffWrite } from '../../audit/record-staff-write';
import { localDateString } from '../../db/local-date';
import { lovNames } from '../../db/lov-queries';
import { toCount } from '../../db/query-helpers';
import { BusinessError, ErrorCode, notFound } from '../../http/business-error';
import { draftWrites } from '../life-cycle/draft-writes';
import { findAdminCompetition } from './competition-admin-queries';
import { documentsJson } from './competition-documents';
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

export function competitionWrites(app: FastifyInstance) {
  const today = () => localDateString(new Date(app.now()));
  const existing = async (trx: Trx, id: number) => {
    const before = await findAdminCompetition(trx, id, today());
    if (!before) throw notFound(M.competition);
    return before;
  };
  /** The audit log's target of a competition, read as the console reads it. */
  const target = { type: 'competition', read: existing };
  return {
    target,
    ...draftWrites(app, {
      table: 'competitions',
      action: 'competition',
      target,
      columns: columnsOf,
      check: checkReferences,
      summary: {
        create: (body: CompetitionBody) => M.audit.create(body.name),
        update: (body: CompetitionBody) => M.audit.update(body.name),
      },
    }),

    /** Only a draft nobody entered and with no game goes; anything else is withdrawn instead. */
    async remove(user: AuthUser, id: number): Promise<void> {
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
    },
  };
}
