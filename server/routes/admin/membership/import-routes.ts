// POST /api/admin/membership/imports/preview and …/commit: a list's file as raw bytes, the list
// and the file's name in the query (docs/membership.md, "Importing lists"). Only this plugin reads
// application/octet-stream up to the import's limit; the work is in
// server/domain/membership/import/list-import.ts.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { IMPORT_BYTE_LIMIT } from '../../../../src/contract/admin-membership-import';
import { adminMembershipImportApi } from '../../../../src/contract/api/admin-membership-import';
import { requireUser } from '../../../auth/require-user';
import { signedIn } from '../../../auth/route-auth';
import { listImport } from '../../../domain/membership/import/list-import';
import { BusinessError, ErrorCode } from '../../../http/business-error';
import { ok } from '../../../http/envelope';
import { serve } from '../../../http/serve-route';

const staffOnly = signedIn('staff');
const tooLarge = `文件不能超过 ${IMPORT_BYTE_LIMIT / 1024 / 1024} MB，请拆成几个文件分别导入`;

/** A declared size over the limit is refused before the body is read. */
async function refuseLargeBody(request: FastifyRequest): Promise<void> {
  if (Number(request.headers['content-length']) > IMPORT_BYTE_LIMIT) {
    throw new BusinessError(tooLarge, ErrorCode.validation);
  }
}

export async function adminImportRoutes(app: FastifyInstance): Promise<void> {
  app.addContentTypeParser(
    'application/octet-stream',
    { parseAs: 'buffer', bodyLimit: IMPORT_BYTE_LIMIT },
    (_request, body, done) => done(null, body),
  );
  app.addHook('onRequest', refuseLargeBody);
  const imports = listImport(app);

  await serve(app, adminMembershipImportApi.preview, {
    config: staffOnly,
    handler: async (request) => {
      requireUser(request, 'staff');
      return ok(await imports.preview(request.query.list, request.body as Buffer));
    },
  });

  await serve(app, adminMembershipImportApi.commit, {
    config: staffOnly,
    handler: async (request) => {
      const staff = requireUser(request, 'staff');
      const { list, fileName } = request.query;
      const result = await imports.commit(staff, list, fileName, request.body as Buffer);
      return ok(result, `已导入 ${result.created} 行`);
    },
  });
}
