// 站点设置 (docs/console.md): the site's configuration, banners, cooperators, quick links and lists
// of values. Every write clears the public answers that show them, so /home has them at once.
import type { FastifyInstance } from 'fastify';
import { bannerRoutes } from './banner-routes';
import { cooperatorRoutes } from './cooperator-routes';
import { lovRoutes } from './lov-routes';
import { settingsRoutes } from './settings-routes';

export async function adminSiteRoutes(app: FastifyInstance): Promise<void> {
  await settingsRoutes(app);
  await bannerRoutes(app);
  await cooperatorRoutes(app);
  await lovRoutes(app);
}
