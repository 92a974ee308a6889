// The console's eligibility and transfer calls (docs/membership.md): a competition's eligibility
// with its flags, its rule, exceptions, the audited insurance export, and staff deciding
// transfers. The work is in server/domain/membership/{identity,eligibility,transfers}.
import type { FastifyInstance } from 'fastify';
import { membershipEligibilityApi as api } from '../../../../src/contract/api/membership-eligibility';
import { requireUser } from '../../../auth/require-user';
import { signedIn } from '../../../auth/route-auth';
import { localDateString } from '../../../db/local-date';
import { contentDisposition } from '../../../http/content-disposition';
import { ok } from '../../../http/envelope';
import { serve } from '../../../http/serve-route';
import { competitionEligibility } from '../../../domain/membership/eligibility/competition-eligibility';
import {
  grantException,
  setEligibilityRules,
} from '../../../domain/membership/eligibility/eligibility-writes';
import { MSG as ELIGIBILITY } from '../../../domain/membership/eligibility/eligibility-messages';
import { insuranceExport } from '../../../domain/membership/identity/insurance-export';
import { listTransfers } from '../../../domain/membership/transfers/transfer-queries';
import { transferDecisions } from '../../../domain/membership/transfers/transfer-writes';
import { MSG } from '../../../domain/membership/transfers/transfer-messages';
import { serveStaffWrite } from '../staff-write-route';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export async function adminMembershipEligibilityRoutes(app: FastifyInstance): Promise<void> {
  const today = () => localDateString(new Date(app.now()));
  const decisions = transferDecisions(app.db);

  await serve(app, api.adminTransfers, {
    config: signedIn('staff'),
    handler: async () => ok(await listTransfers(app.db, {})),
  });
  await serveStaffWrite(
    app,
    api.approveTransfer,
    (staff, id) => decisions.approve(staff, id, app.now()),
    MSG.approved,
  );
  await serveStaffWrite(
    app,
    api.rejectTransfer,
    (staff, id, { reason }) => decisions.reject(staff, id, reason, app.now()),
    MSG.rejected,
  );

  await serve(app, api.competitionEligibility, {
    config: signedIn('staff'),
    handler: async (request) =>
      ok(await competitionEligibility(app.db, request.params.id, today())),
  });
  await serveStaffWrite(
    app,
    api.eligibilityRules,
    (staff, id, body) => setEligibilityRules(app.db, staff, id, body, app.now(), today()),
    ELIGIBILITY.rulesSaved,
  );
  await serveStaffWrite(
    app,
    api.grantException,
    (staff, id, body) => grantException(app.db, staff, id, body, app.now(), today()),
    ELIGIBILITY.exceptionGranted,
  );

  await serve(app, api.insuranceExport, {
    config: signedIn('staff'),
    handler: async (request, reply) => {
      const staff = requireUser(request, 'staff');
      const file = await insuranceExport(
        app.db,
        app.idNumbers,
        staff,
        request.params.id,
        app.now(),
      );
      return reply
        .type(XLSX)
        .header('content-disposition', contentDisposition(file.fileName))
        .header('cache-control', 'no-store')
        .header('content-length', file.bytes.length)
        .send(file.bytes);
    },
  });
}
