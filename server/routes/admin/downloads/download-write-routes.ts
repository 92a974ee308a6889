// The console's writes of downloads: create (a draft) and edit (the status stays) with the file
// from an upload (server/domain/downloads/download-writes.ts); publish now or at a time, withdraw,
// pin. Each through auditedWrite: the change and its audit row in one transaction, then the
// visitors' caches told.
import type { FastifyInstance } from 'fastify';
import { adminDownloadsApi } from '../../../../src/contract/api/admin-downloads';
import { serveKindWrites } from '../life-cycle/life-cycle-routes';
import { downloadTarget, downloadWrites } from '../../../domain/downloads/download-writes';
import { DOWNLOADS_MESSAGES as M } from '../../../domain/downloads/download-messages';

export async function downloadWriteRoutes(app: FastifyInstance): Promise<void> {
  const kind = {
    table: 'downloads' as const,
    action: 'download',
    target: downloadTarget,
    name: (row: { name: string }) => row.name,
    messages: M,
  };
  await serveKindWrites(app, downloadWrites(app), kind, adminDownloadsApi);
}
