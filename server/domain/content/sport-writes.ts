// The console's writes of a sport page's own fields: create (a draft) and save
// (server/domain/life-cycle/draft-writes.ts does the audited write).
// server/routes/admin/pages/sport-routes.ts serves them.
import type { FastifyInstance } from 'fastify';
import type { SportBody } from '../../../src/contract/admin-pages';
import { sanitizeHtml } from '../../../src/contract/sanitize-html';
import { auditTarget } from '../../audit/audited-write';
import { draftWrites } from '../life-cycle/draft-writes';
import { findAdminSport } from './sport-admin-queries';
import { PAGES_MESSAGES as M } from './pages-messages';

const columnsOf = (body: SportBody) => ({
  name: body.name,
  summary: body.summary,
  content: sanitizeHtml(body.content),
  image: body.image === '' ? null : body.image,
  sort: body.sort,
});

/** The audit log's target of a sport page, read as the console reads it. */
export const sportTarget = auditTarget('sport_category', findAdminSport, M.sport);

export const sportWrites = (app: FastifyInstance) =>
  draftWrites(app, {
    table: 'sport_categories',
    action: 'sport',
    target: sportTarget,
    columns: columnsOf,
    summary: {
      create: (body: SportBody) => M.audit.sportCreate(body.name),
      update: (body: SportBody) => M.audit.sportUpdate(body.name),
    },
  });
