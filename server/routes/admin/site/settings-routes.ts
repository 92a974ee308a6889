// 基本信息 and 联系方式: the keys of site_config the header, the footer and the about page read.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { adminSiteApi } from '../../../../src/contract/api/admin-site';
import type { SiteSettings } from '../../../../src/contract/admin-site';
import type { Database } from '../../../db/schema';
import { signedIn } from '../../../auth/route-auth';
import { requireUser } from '../../../auth/require-user';
import { recordStaffWrite } from '../../../audit/record-staff-write';
import { ok } from '../../../http/envelope';
import { serve } from '../../../http/serve-route';
import { readSiteConfig } from '../../../domain/content/site-config-queries';
import { writeSiteValue } from '../../../domain/content/site-config-store';
import { SITE_MESSAGES as M } from '../../../domain/content/site-messages';

/** The console edits the header's logo, the first of the list; its text is the site's name. */
export async function readSettings(db: Kysely<Database>): Promise<SiteSettings> {
  const config = await readSiteConfig(db);
  return {
    name: config.name,
    logo: config.logos[0]?.url ?? '',
    slogan: config.slogan,
    icp: config.icp,
    contact: config.contact,
  };
}

export async function settingsRoutes(app: FastifyInstance): Promise<void> {
  const config = signedIn('staff');

  await serve(app, adminSiteApi.settings, {
    config,
    handler: async () => ok(await readSettings(app.db)),
  });

  await serve(app, adminSiteApi.saveBasic, {
    config,
    handler: async (request) => {
      const user = requireUser(request);
      const { name, logo, slogan, icp } = request.body;
      const saved = await app.db.transaction().execute(async (trx) => {
        const before = await readSiteConfig(trx);
        // Further logos of the list stay as they were: only the header's one is edited here.
        const logos =
          logo === '' ? [] : [{ url: logo, alt: M.logoAlt(name) }, ...before.logos.slice(1)];
        await writeSiteValue(trx, 'name', name);
        await writeSiteValue(trx, 'logos', logos);
        await writeSiteValue(trx, 'slogan', slogan);
        await writeSiteValue(trx, 'icp', icp);
        const pick = (c: typeof before) => ({
          name: c.name,
          logos: c.logos,
          slogan: c.slogan,
          icp: c.icp,
        });
        await recordStaffWrite(trx, user, app.now(), {
          action: 'site.basic',
          targetType: 'site_config',
          summary: M.audit.basic(name),
          before: pick(before),
          after: { name, logos, slogan, icp },
        });
        return readSettings(trx);
      });
      return ok(saved);
    },
  });

  await serve(app, adminSiteApi.saveContact, {
    config,
    handler: async (request) => {
      const user = requireUser(request);
      const saved = await app.db.transaction().execute(async (trx) => {
        const before = await readSiteConfig(trx);
        await writeSiteValue(trx, 'contact', request.body);
        await recordStaffWrite(trx, user, app.now(), {
          action: 'site.contact',
          targetType: 'site_config',
          summary: M.audit.contact,
          before: before.contact,
          after: request.body,
        });
        return readSettings(trx);
      });
      return ok(saved);
    },
  });
}
