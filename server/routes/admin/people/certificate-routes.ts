// Coach and judge certificates: granting, changing and revoking them
// (server/domain/clubs-and-people/certificate-writes.ts); each answers the holder's page.
import type { FastifyInstance } from 'fastify';
import { adminPeopleApi } from '../../../../src/contract/api/admin-people';
import { requireUser } from '../../../auth/require-user';
import { signedIn } from '../../../auth/route-auth';
import { found } from '../../../http/business-error';
import { ok } from '../../../http/envelope';
import { serve } from '../../../http/serve-route';
import { certificateWrites } from '../../../domain/clubs-and-people/certificate-writes';
import { findMemberDetail } from '../../../domain/clubs-and-people/member-queries';
import { MSG } from '../../../domain/clubs-and-people/people-messages';

const staffOnly = signedIn('staff');

export async function adminCertificateRoutes(app: FastifyInstance): Promise<void> {
  const writes = certificateWrites(app);
  const answer = async (userId: number, message: string) =>
    ok(found(await findMemberDetail(app.db, userId), MSG.member), message);

  await serve(app, adminPeopleApi.grantCertificate, {
    config: staffOnly,
    handler: async (request) => {
      const staff = requireUser(request, 'staff');
      const userId = await writes.grant(staff, request.params.id, request.body);
      return answer(userId, MSG.certificateGranted);
    },
  });

  await serve(app, adminPeopleApi.changeCertificate, {
    config: staffOnly,
    handler: async (request) => {
      const staff = requireUser(request, 'staff');
      const userId = await writes.change(staff, request.params.id, request.body);
      return answer(userId, MSG.certificateChanged);
    },
  });

  await serve(app, adminPeopleApi.revokeCertificate, {
    config: staffOnly,
    handler: async (request) => {
      const userId = await writes.revoke(requireUser(request, 'staff'), request.params.id);
      return answer(userId, MSG.certificateRevoked);
    },
  });
}
