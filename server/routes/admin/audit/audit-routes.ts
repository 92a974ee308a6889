// 操作记录 (docs/console.md): staff read audit_log — a filtered list, one row with its records, and
// the values the filters offer (server/domain/audit/audit-log-queries.ts). No route here or
// anywhere edits or deletes a row; rows come only from recordStaffWrite, in the transaction of the
// write they record.
import type { FastifyInstance } from 'fastify';
import { adminAuditApi } from '../../../../src/contract/api/admin-audit';
import { requireUser } from '../../../auth/require-user';
import { signedIn } from '../../../auth/route-auth';
import { found } from '../../../http/business-error';
import { ok } from '../../../http/envelope';
import { serve } from '../../../http/serve-route';
import {
  auditLogOptions,
  findAuditEntry,
  listAuditLog,
} from '../../../domain/audit/audit-log-queries';

const staffOnly = signedIn('staff');

export async function adminAuditRoutes(app: FastifyInstance): Promise<void> {
  await serve(app, adminAuditApi.list, {
    config: staffOnly,
    handler: async (request) => {
      requireUser(request);
      return ok(await listAuditLog(app.db, request.query));
    },
  });

  await serve(app, adminAuditApi.options, {
    config: staffOnly,
    handler: async (request) => {
      requireUser(request);
      return ok(await auditLogOptions(app.db));
    },
  });

  await serve(app, adminAuditApi.detail, {
    config: staffOnly,
    handler: async (request) => {
      requireUser(request);
      return ok(found(await findAuditEntry(app.db, request.params.id), '操作记录'));
    },
  });
}
