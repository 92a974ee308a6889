// 首页横幅: the `banners` key of site_config, read and saved whole in the order shown on /home.
import type { FastifyInstance } from 'fastify';
import { adminSiteApi } from '../../../../src/contract/api/admin-site';
import { signedIn } from '../../../auth/route-auth';
import { requireUser } from '../../../auth/require-user';
import { recordStaffWrite } from '../../../audit/record-staff-write';
import { ok } from '../../../http/envelope';
import { serve } from '../../../http/serve-route';
import { readBanners } from '../../../domain/content/site-config-queries';
import { writeSiteValue } from '../../../domain/content/site-config-store';
import { SITE_MESSAGES as M } from '../../../domain/content/site-messages';

export async function bannerRoutes(app: FastifyInstance): Promise<void> {
  const config = signedIn('staff');

  await serve(app, adminSiteApi.banners, {
    config,
    handler: async () => ok({ list: await readBanners(app.db) }),
  });

  await serve(app, adminSiteApi.saveBanners, {
    config,
    handler: async (request) => {
      const user = requireUser(request);
      const { list } = request.body;
      const saved = await app.db.transaction().execute(async (trx) => {
        const before = await readBanners(trx);
        await writeSiteValue(trx, 'banners', list);
        await recordStaffWrite(trx, user, app.now(), {
          action: 'site.banners',
          targetType: 'site_config',
          targetId: 'banners',
          summary: M.audit.banners(list.length),
          before,
          after: list,
        });
        return readBanners(trx);
      });
      return ok({ list: saved });
    },
  });
}
