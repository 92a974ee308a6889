// Coach and judge certificates: granting, changing and revoking them, each with its audit row in
// the same transaction. The query centre (/query/coach, /query/judge) reads the certificates table
// directly, so a change shows there at once. A level must be a CERTIFICATE_TYPE value and a number
// is unique within its kind. Each answers the holder's id, whose page the console shows next.
import type { FastifyInstance } from 'fastify';
import type { CertificateBody } from '../../../src/contract/admin-people';
import type { AuthUser } from '../../auth/auth-user';
import type { Trx } from '../../audit/audited-write';
import { recordStaffWrite } from '../../audit/record-staff-write';
import { lovNames } from '../../db/lov-queries';
import { BusinessError, ErrorCode, notFound } from '../../http/business-error';
import { KIND_NAMES, MSG } from './people-messages';

async function checkCertificate(trx: Trx, body: CertificateBody, exceptId?: number) {
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
  valid_until: body.validUntil ?? null,
});

async function targetCertificate(trx: Trx, id: number) {
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

export function certificateWrites(app: FastifyInstance) {
  return {
    grant: (staff: AuthUser, userId: number, body: CertificateBody) =>
      app.db.transaction().execute(async (trx) => {
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
        return user.id;
      }),

    change: (staff: AuthUser, id: number, body: CertificateBody) =>
      app.db.transaction().execute(async (trx) => {
        const { certificate: before, userName } = await targetCertificate(trx, id);
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
      }),

    revoke: (staff: AuthUser, id: number) =>
      app.db.transaction().execute(async (trx) => {
        const { certificate: before, userName } = await targetCertificate(trx, id);
        await trx.deleteFrom('certificates').where('id', '=', before.id).execute();
        await recordStaffWrite(trx, staff, app.now(), {
          action: 'certificate.revoke',
          targetType: 'certificate',
          targetId: before.id,
          summary: `吊销${KIND_NAMES[before.kind]}证书：${userName}（${before.number}）`,
          before,
        });
        return before.user_id;
      }),
  };
}
