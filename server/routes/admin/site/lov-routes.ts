// 数据字典 and 快捷链接: the lists of values the pages read through /api/lovConfig/lov/getByTypes.
import type { FastifyInstance } from 'fastify';
import { adminSiteApi } from '../../../../src/contract/api/admin-site';
import { signedIn } from '../../../auth/route-auth';
import { requireUser } from '../../../auth/require-user';
import { recordStaffWrite } from '../../../audit/record-staff-write';
import { ok } from '../../../http/envelope';
import { serve } from '../../../http/serve-route';
import { readLovEntries, replaceLovEntries } from '../../../domain/content/lov-entries';
import { SITE_MESSAGES as M } from '../../../domain/content/site-messages';

const LINK_TYPE = 'GLOBAL_IMAGE_LINK';

const asLinks = (entries: Awaited<ReturnType<typeof readLovEntries>>) =>
  entries.map((entry) => ({ id: entry.id, name: entry.name, url: entry.value }));

export async function lovRoutes(app: FastifyInstance): Promise<void> {
  const config = signedIn('staff');

  await serve(app, adminSiteApi.lovs, {
    config,
    handler: async (request) => {
      const { type } = request.query;
      return ok({ type, list: await readLovEntries(app.db, type) });
    },
  });

  await serve(app, adminSiteApi.saveLovs, {
    config,
    handler: async (request) => {
      const user = requireUser(request);
      const { type, list } = request.body;
      const saved = await app.db.transaction().execute(async (trx) => {
        const before = await readLovEntries(trx, type);
        await replaceLovEntries(trx, type, list, { what: '数据字典', repeated: M.repeatedValue });
        const after = await readLovEntries(trx, type);
        await recordStaffWrite(trx, user, app.now(), {
          action: 'site.lovs',
          targetType: 'lov',
          targetId: type,
          summary: M.audit.lovs(type, list.length),
          before,
          after,
        });
        return after;
      });
      return ok({ type, list: saved });
    },
  });

  await serve(app, adminSiteApi.links, {
    config,
    handler: async () => ok({ list: asLinks(await readLovEntries(app.db, LINK_TYPE)) }),
  });

  await serve(app, adminSiteApi.saveLinks, {
    config,
    handler: async (request) => {
      const user = requireUser(request);
      const { list } = request.body;
      const entries = list.map((link) => ({ id: link.id, value: link.url, name: link.name }));
      const saved = await app.db.transaction().execute(async (trx) => {
        const before = asLinks(await readLovEntries(trx, LINK_TYPE));
        await replaceLovEntries(trx, LINK_TYPE, entries, {
          what: '快捷链接',
          repeated: M.repeatedLink,
        });
        const after = asLinks(await readLovEntries(trx, LINK_TYPE));
        await recordStaffWrite(trx, user, app.now(), {
          action: 'site.links',
          targetType: 'lov',
          targetId: LINK_TYPE,
          summary: M.audit.links(list.length),
          before,
          after,
        });
        return after;
      });
      return ok({ list: saved });
    },
  });
}
