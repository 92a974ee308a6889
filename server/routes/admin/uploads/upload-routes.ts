// POST /api/admin/uploads: a staff member's image or file, the raw bytes with the name in the query
// (docs/console.md, "Uploads"). Only this plugin reads application/octet-stream, and only up to the
// largest upload; every other route keeps the app's 1 MB JSON and form bodies.
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { uploadsApi } from '../../../../src/contract/api/admin-uploads';
import { routePath } from '../../../../src/contract/api/route-path';
import { signedIn } from '../../../auth/route-auth';
import { requireUser } from '../../../auth/require-user';
import { ok } from '../../../http/envelope';
import { serve } from '../../../http/serve-route';
import { storeUpload } from '../../../domain/uploads/upload-store';
import { UPLOAD_BODY_LIMIT, limitUploadBody } from './upload-body-limit';
import { uploadType } from './upload-type';

export async function uploadRoutes(app: FastifyInstance): Promise<void> {
  app.addContentTypeParser(
    'application/octet-stream',
    { parseAs: 'buffer', bodyLimit: UPLOAD_BODY_LIMIT },
    (_request, body, done) => done(null, body),
  );
  app.addHook('preParsing', limitUploadBody);

  await serve(app, uploadsApi.upload, {
    config: signedIn('staff'),
    handler: async (request) => {
      const user = requireUser(request, 'staff');
      const { fileName, kind } = request.query;
      // The body schema let through only non-empty bytes; on the server they are a Buffer.
      const bytes = request.body as Buffer;
      const mime = await uploadType(bytes, fileName, kind);
      const row = {
        sha256: createHash('sha256').update(bytes).digest('hex'),
        file_name: fileName,
        mime,
        size: bytes.length,
        created_at: new Date(app.now()).toISOString(),
        created_by: user.id,
      };
      const summary = `上传${kind === 'image' ? '图片' : '文件'}：${fileName}`;
      const id = await storeUpload(app.db, user, app.now(), row, bytes, summary);
      return ok({
        id,
        url: routePath(uploadsApi.file, { id }),
        fileName,
        mime,
        size: bytes.length,
      });
    },
  });
}
