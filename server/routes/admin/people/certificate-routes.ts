// Coach and judge certificates: granting, changing and revoking them. The query centre
// (/query/coach, /query/judge) reads the certificates table directly, so a change shows there at
// once. A level must be a CERTIFICATE_TYPE value and a number is unique within its kind.
import type { FastifyInstance } from 'fastify';
import type { Transaction } from 'kysely';
import type { CertificateBody } from '../../../../src/contract/admin-people';
import { adminPeopleApi } from '../../../../src/contract/api/admin-people';
import { recordStaffWrite } from '../../../audit/record-staff-write';
import { requireUser } from '../../../auth/require-user';
import { signedIn } from '../../../auth/route-auth';
import type { Database } from '../../../db/schema';
import { lovNames } from '../../../db/lov-queries';
import { BusinessError, ErrorCode, notFound } from '../../../http/business-error';
import { ok } from '../../../http/envelope';
import { serve } from '../../../http/serve-route';
import { findMemberDetail } from '../../../domain/clubs-and-people/member-queries';
import { KIND_NAMES, MSG } from '../../../domain/clubs-and-people/people-messages';

const staffOnly = signedIn('staff');

async function checkCertificate(
  trx: Transaction<Database>,
  body: CertificateBody,
  exceptId?: number,
): Promise<void> {
  const levels = await lovNames(trx, 'CERTIFICATE_TYPE');
  if (!levels.has(body.level)) throw new BusinessError(MSG.levelUnknown);
  const taken = await trx
    .selectFrom('certificates')
    .select('id')
    .where('kind', '=', body.kind)
    .where('number', '=', body.number)
    .$if(exceptId !== undefined, (qb) => qb.where('id', '!=', exceptId as number))
    .executeTakeFirst();
  if (taken) throw new BusinessError(MSG.numberTaken(body.number), ErrorCode.conflict);
}

const toColumns = (body: CertificateBody) => ({
  kind: body.kind,
  level: body.level,
  number: body.number,
  issued_on: body.issuedOn,
});

async function targetCertificate(trx: Transaction<Database>, id: number) {
  const row = await trx
    .selectFrom('certificates')
    .innerJoin('users', 'users.id', 'certificates.user_id')
    .selectAll('certificates')
    .select('users.name as user_name')
    .where('certificates.id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound(MSG.certificate);
  const { user_name: userName, ...certificate } = row;
  return { certificate, userName };
}

export async function adminCertificateRoutes(app: FastifyInstance): Promise<void> {
  const answer = async (userId: number, message: string) => {
    const detail = await findMemberDetail(app.db, userId);
    if (!detail) throw notFound(MSG.member);
    return ok(detail, message);
  };

  await serve(app, adminPeopleApi.grantCertificate, {
    config: staffOnly,
    handler: async (request) => {
      const staff = requireUser(request, 'staff');
      const body = request.body;
      const userId = request.params.id;
      await app.db.transaction().execute(async (trx) => {
        const user = await trx
          .selectFrom('users')
          .select(['id', 'name'])
          .where('id', '=', userId)
          .executeTakeFirst();
        if (!user) throw notFound(MSG.member);
        await checkCertificate(trx, body);
        const created = await trx
          .insertInto('certificates')
          .values({ user_id: user.id, ...toColumns(body) })
          .returningAll()
          .executeTakeFirstOrThrow();
        await recordStaffWrite(trx, staff, app.now(), {
          action: 'certificate.grant',
          targetType: 'certificate',
          targetId: created.id,
          summary: `授予${KIND_NAMES[body.kind]}证书：${user.name}（${body.number}）`,
          after: created,
        });
      });
      return answer(userId, MSG.certificateGranted);
    },
  });

  await serve(app, adminPeopleApi.changeCertificate, {
    config: staffOnly,
    handler: async (request) => {
      const staff = requireUser(request, 'staff');
      const body = request.body;
      const userId = await app.db.transaction().execute(async (trx) => {
        const { certificate: before, userName } = await targetCertificate(trx, request.params.id);
        await checkCertificate(trx, body, before.id);
        const after = await trx
          .updateTable('certificates')
          .set(toColumns(body))
          .where('id', '=', before.id)
          .returningAll()
          .executeTakeFirstOrThrow();
        await recordStaffWrite(trx, staff, app.now(), {
          action: 'certificate.change',
          targetType: 'certificate',
          targetId: before.id,
          summary: `修改${KIND_NAMES[body.kind]}证书：${userName}（${body.number}）`,
          before,
          after,
        });
        return before.user_id;
      });
      return answer(userId, MSG.certificateChanged);
    },
  });

  await serve(app, adminPeopleApi.revokeCertificate, {
    config: staffOnly,
    handler: async (request) => {
      const staff = requireUser(request, 'staff');
      const userId = await app.db.transaction().execute(async (trx) => {
        const { certificate: before, userName } = await targetCertificate(trx, request.params.id);
        await trx.deleteFrom('certificates').where('id', '=', before.id).execute();
        await recordStaffWrite(trx, staff, app.now(), {
          action: 'certificate.revoke',
          targetType: 'certificate',
          targetId: before.id,
          summary: `吊销${KIND_NAMES[before.kind]}证书：${userName}（${before.number}）`,
          before,
        });
        return before.user_id;
      });
      return answer(userId, MSG.certificateRevoked);
    },
  });
}
