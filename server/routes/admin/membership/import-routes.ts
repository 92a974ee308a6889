// POST /api/admin/membership/imports/preview and …/commit: a list's file as raw bytes, the list
// and the file's name in the query (docs/membership.md, "Importing lists"). Only this plugin reads
// application/octet-stream up to the import's limit; the work is in
// server/domain/membership/import/list-import.ts. Each answer says where its time went in a
// Server-Timing header (read, check, and the write transaction's time), which
// `npm run bench:import` prints: the figures the import's bound is judged by.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { IMPORT_BYTE_LIMIT } from '../../../../src/contract/admin-membership-import';
import { adminMembershipImportApi } from '../../../../src/contract/api/admin-membership-import';
import { requireUser } from '../../../auth/require-user';
import { signedIn } from '../../../auth/route-auth';
import { listImport, type ImportTiming } from '../../../domain/membership/import/list-import';
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

function tellTiming(reply: FastifyReply, timing: ImportTiming): void {
  const metrics = Object.entries(timing).flatMap(([name, ms]: [string, number | undefined]) =>
    ms === undefined ? [] : [`${name};dur=${ms.toFixed(1)}`],
  );
  reply.header('server-timing', metrics.join(', '));
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
    handler: async (request, reply) => {
      requireUser(request, 'staff');
      const { preview, timing } = await imports.preview(request.query.list, request.body as Buffer);
      tellTiming(reply, timing);
      return ok(preview);
    },
  });

  await serve(app, adminMembershipImportApi.commit, {
    config: staffOnly,
    handler: async (request, reply) => {
      const staff = requireUser(request, 'staff');
      const { list, fileName } = request.query;
      const { result, timing } = await imports.commit(
        staff,
        list,
        fileName,
        request.body as Buffer,
      );
      tellTiming(reply, timing);
      return ok(result, `已导入 ${result.created} 行`);
    },
  });
}
