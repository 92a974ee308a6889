// The console's writes of a download's own fields: create (a draft) and save (the status stays),
// with the file from an upload copied into the item so the public file route serves it byte for
// byte (server/domain/life-cycle/draft-writes.ts does the audited write).
// server/routes/admin/downloads/download-write-routes.ts serves them.
import type { FastifyInstance } from 'fastify';
import type { Updateable } from 'kysely';
import { KEEP_FILE, type DownloadBody } from '../../../src/contract/admin-downloads';
import { auditTarget, type Trx } from '../../audit/audited-write';
import type { Database } from '../../db/schema';
import { BusinessError, ErrorCode } from '../../http/business-error';
import { draftWrites, type DraftContext } from '../life-cycle/draft-writes';
import { findAdminDownload } from './download-admin-queries';
import { DOWNLOADS_MESSAGES as M } from './download-messages';

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

/**
 * The row's columns: a new item takes its file from the upload and is not published yet; a saved
 * one keeps its file unless given another (KEEP_FILE). `file_name` is there when a file is stored.
 */
async function columnsOf(
  body: DownloadBody,
  { trx, creating }: DraftContext,
): Promise<Updateable<Database['downloads']>> {
  const own = { name: body.name, category: body.category };
  if (creating) return { ...own, ...(await uploadedFile(trx, body.uploadId)), published_at: '' };
  return body.uploadId === KEEP_FILE
    ? own
    : { ...own, ...(await uploadedFile(trx, body.uploadId)) };
}

/** The audit log's target of a download, read as the console reads it. */
export const downloadTarget = auditTarget('download', findAdminDownload, M.download);

export const downloadWrites = (app: FastifyInstance) =>
  draftWrites(app, {
    table: 'downloads',
    action: 'download',
    target: downloadTarget,
    columns: columnsOf,
    summary: {
      create: (body, columns) => M.audit.create(body.name, columns.file_name ?? ''),
      update: (body, columns) =>
        columns.file_name === undefined
          ? M.audit.update(body.name)
          : M.audit.replace(body.name, columns.file_name),
    },
  });
