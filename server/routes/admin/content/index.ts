// The console's notices and news (src/features/admin/content), under /api/admin/notices and
// /api/admin/news: one set of routes (article-routes.ts) served for each kind.
import type { FastifyInstance } from 'fastify';
import { adminNewsApi, adminNoticesApi } from '../../../../src/contract/api/admin-content';
import {
  findAdminNews,
  findAdminNotice,
  listAdminNews,
  listAdminNotices,
} from '../../../domain/content/content-admin-queries';
import { NEWS_MESSAGES, NOTICE_MESSAGES } from '../../../domain/content/content-messages';
import { serveArticles } from './article-routes';

export async function adminContentRoutes(app: FastifyInstance): Promise<void> {
  await serveArticles(
    app,
    {
      table: 'notices',
      type: 'notice',
      messages: NOTICE_MESSAGES,
      find: findAdminNotice,
      list: listAdminNotices,
    },
    adminNoticesApi,
  );
  await serveArticles(
    app,
    {
      table: 'news',
      type: 'news',
      messages: NEWS_MESSAGES,
      find: findAdminNews,
      list: listAdminNews,
    },
    adminNewsApi,
  );
}
