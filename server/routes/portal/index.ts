// The server half of the portal's pages (src/features/portal): the home page, search, notices,
// news, cooperators and the sport's disciplines, and the site configuration and lists of values
// every page reads.
import type { FastifyInstance } from 'fastify';
import { aboutPageRoutes } from './about-page-routes';
import { articleRoutes } from './article-routes';
import { homeRoutes } from './home-routes';
import { sportRoutes } from './sport-routes';

export async function portalRoutes(app: FastifyInstance): Promise<void> {
  await homeRoutes(app);
  await articleRoutes(app);
  await sportRoutes(app);
  await aboutPageRoutes(app);
}
