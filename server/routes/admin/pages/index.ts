// The console's pages (src/features/admin/pages) under /api/admin/pages: the sport's pages and
// the about / join / contact text.
import type { FastifyInstance } from 'fastify';
import { aboutRoutes } from './about-routes';
import { sportRoutes } from './sport-routes';

export async function adminPagesRoutes(app: FastifyInstance): Promise<void> {
  await sportRoutes(app);
  await aboutRoutes(app);
}
