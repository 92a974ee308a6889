// The console's reads of downloads: the list and one item, whatever its status.
import type { FastifyInstance } from 'fastify';
import { adminDownloadsApi } from '../../../../src/contract/api/admin-downloads';
import { serveConsoleReads } from '../life-cycle/console-reads-routes';
import {
  findAdminDownload,
  listAdminDownloads,
} from '../../../domain/downloads/download-admin-queries';
import { DOWNLOADS_MESSAGES as M } from '../../../domain/downloads/download-messages';

export async function downloadReadRoutes(app: FastifyInstance): Promise<void> {
  await serveConsoleReads(app, adminDownloadsApi, {
    list: listAdminDownloads,
    find: findAdminDownload,
    what: M.download,
  });
}
