// The console's notices and news (src/features/admin/content), under /api/admin/notices and
// /api/admin/news.
import type { FastifyInstance } from 'fastify';
import { newsRoutes } from './news-routes';
import { noticeRoutes } from './notice-routes';

export async function adminContentRoutes(app: FastifyInstance): Promise<void> {
  await noticeRoutes(app);
  await newsRoutes(app);
}
