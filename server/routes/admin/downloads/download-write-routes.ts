// The console's writes of downloads: create (a draft) and edit (the status stays) with the file
// from an upload (server/domain/downloads/download-writes.ts); publish now or at a time, withdraw,
// pin. Each through auditedWrite: the change and its audit row in one transaction, then the
// visitors' caches told.
import type { FastifyInstance } from 'fastify';
import { adminDownloadsApi } from '../../../../src/contract/api/admin-downloads';
import { serveDraftWrites, serveLifeCycle, servePin } from '../life-cycle/life-cycle-routes';
import { downloadTarget, downloadWrites } from '../../../domain/downloads/download-writes';
import { DOWNLOADS_MESSAGES as M } from '../../../domain/downloads/download-messages';

export async function downloadWriteRoutes(app: FastifyInstance): Promise<void> {
  await serveDraftWrites(
    app,
    downloadWrites(app),
    { create: adminDownloadsApi.create, update: adminDownloadsApi.update },
    M.saved,
  );

  const kind = {
    table: 'downloads' as const,
    action: 'download',
    target: downloadTarget,
    name: (row: { name: string }) => row.name,
    messages: M,
  };
  await serveLifeCycle(app, kind, {
    publish: adminDownloadsApi.publish,
    withdraw: adminDownloadsApi.withdraw,
  });
  await servePin(app, kind, adminDownloadsApi.pin);
}
