// The console's writes of downloads: create (a draft) and edit (the status stays) with the file
// from an upload, copied into the item so the public file route serves it byte for byte; publish
// now or at a time, withdraw, pin. Each through auditedWrite: the change and its audit row in one
// transaction, then the visitors' caches told.
import type { FastifyInstance } from 'fastify';
import { KEEP_FILE, type DownloadBody } from '../../../../src/contract/admin-downloads';
import { adminDownloadsApi } from '../../../../src/contract/api/admin-downloads';
import type { AuthUser } from '../../../auth/auth-user';
import { requireUser } from '../../../auth/require-user';
import { signedIn } from '../../../auth/route-auth';
import { BusinessError, ErrorCode, notFound } from '../../../http/business-error';
import { ok } from '../../../http/envelope';
import { serve } from '../../../http/serve-route';
import { auditedWrite, type ChangeDone, type Trx } from '../../../audit/audited-write';
import { stamp } from '../../../domain/life-cycle/life-cycle';
import { serveLifeCycle, servePin } from '../life-cycle/life-cycle-routes';
import { findAdminDownload } from '../../../domain/downloads/download-admin-queries';
import { DOWNLOADS_MESSAGES as M } from './downloads-messages';

const uploadRefusal = (message: string) =>
  new BusinessError(message, ErrorCode.validation, [{ path: 'uploadId', message }]);

/** The upload's file as a download's columns. */
async function uploadedFile(trx: Trx, uploadId: number) {
  if (uploadId === KEEP_FILE) throw uploadRefusal(M.uploadRequired);
  const upload = await trx
    .selectFrom('uploads')
    .select(['file_name', 'mime', 'size', 'data'])
    .where('id', '=', uploadId)
    .executeTakeFirst();
  if (!upload) throw uploadRefusal(M.uploadMissing);
  return { file_name: upload.file_name, mime: upload.mime, size: upload.size, data: upload.data };
}

const columnsOf = (body: DownloadBody) => ({ name: body.name, category: body.category });

async function existing(trx: Trx, id: number) {
  const before = await findAdminDownload(trx, id);
  if (!before) throw notFound(M.download);
  return before;
}

export async function downloadWriteRoutes(app: FastifyInstance): Promise<void> {
  const config = signedIn('staff');
  const target = { type: 'download', read: existing };
  const write = (user: AuthUser, change: (trx: Trx) => Promise<ChangeDone>) =>
    auditedWrite(app, user, target, change);

  await serve(app, adminDownloadsApi.create, {
    config,
    handler: async (request) => {
      const user = requireUser(request);
      const { body } = request;
      const saved = await write(user, async (trx) => {
        const file = await uploadedFile(trx, body.uploadId);
        const row = await trx
          .insertInto('downloads')
          .values({
            ...columnsOf(body),
            ...file,
            status: 'draft',
            published_at: '',
            ...stamp(user, app.now()),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        const summary = M.audit.create(body.name, file.file_name);
        return { id: row.id, audit: { action: 'download.create', summary } };
      });
      return ok(saved, M.saved);
    },
  });

  await serve(app, adminDownloadsApi.update, {
    config,
    handler: async (request) => {
      const user = requireUser(request);
      const { id } = request.params;
      const { body } = request;
      const saved = await write(user, async (trx) => {
        const before = await existing(trx, id);
        const file = body.uploadId === KEEP_FILE ? null : await uploadedFile(trx, body.uploadId);
        await trx
          .updateTable('downloads')
          .set({ ...columnsOf(body), ...file, ...stamp(user, app.now()) })
          .where('id', '=', id)
          .execute();
        const summary = file
          ? M.audit.replace(body.name, file.file_name)
          : M.audit.update(body.name);
        return { id, audit: { action: 'download.update', summary, before } };
      });
      return ok(saved, M.saved);
    },
  });

  const kind = {
    table: 'downloads' as const,
    action: 'download',
    target,
    name: (row: { name: string }) => row.name,
    messages: M,
  };
  await serveLifeCycle(app, kind, {
    publish: adminDownloadsApi.publish,
    withdraw: adminDownloadsApi.withdraw,
  });
  await servePin(app, kind, adminDownloadsApi.pin);
}
