// 系统 (docs/console.md): staff read the backups' state, the server's own schedule and the files
// kept in BACKUP_DIR, and the SMS and emails that failed or wait to be retried. Taking and
// restoring backups are commands on the server (npm run backup, npm run restore), not calls.
import type { FastifyInstance } from 'fastify';
import { adminSystemApi } from '../../../../src/contract/api/admin-system';
import { requireUser } from '../../../auth/require-user';
import { signedIn } from '../../../auth/route-auth';
import { ok } from '../../../http/envelope';
import { serve } from '../../../http/serve-route';
import type { KeptBackup } from '../../../backup/backup-files';
import { listDeliveryProblems } from '../../../delivery/delivery-problems';

export async function adminSystemRoutes(app: FastifyInstance): Promise<void> {
  await serve(app, adminSystemApi.status, {
    config: signedIn('staff'),
    handler: async (request) => {
      requireUser(request);
      const { settings } = app.backups;
      let kept: KeptBackup[] = [];
      let listError: string | null = null;
      try {
        kept = await app.backups.kept();
      } catch (error) {
        listError = `无法读取备份目录：${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`;
      }
      return ok({
        backups: { ...settings, last: app.backups.last(), kept, listError },
        deliveries: await listDeliveryProblems(app.db),
      });
    },
  });
}
