// Notices, news, sport categories and cooperators: plain paginated public reads.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  recordIdParam,
  newsListQuery,
  noticeListQuery,
} from '../../../src/contract/content-portal';
import { ok } from '../../http/envelope';
import { notFound } from '../../http/business-error';
import { findNews, listNews } from './news-queries';
import { findNotice, listNotices } from './notice-queries';
import { listCooperators } from './cooperator-queries';

export const portalRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/notices',
    {
      schema: { querystring: noticeListQuery, summary: '公告列表（可按分类）', tags: ['门户内容'] },
    },
    async (request) => ok(await listNotices(app.db, request.query)),
  );
  app.get(
    '/notices/:id',
    { schema: { params: recordIdParam, summary: '公告详情', tags: ['门户内容'] } },
    async (request) => {
      const notice = await findNotice(app.db, request.params.id);
      if (!notice) throw notFound('公告');
      return ok(notice);
    },
  );

  app.get(
    '/news',
    {
      schema: {
        querystring: newsListQuery,
        summary: '新闻列表（可按分类，含官方公告）',
        tags: ['门户内容'],
      },
    },
    async (request) => ok(await listNews(app.db, request.query)),
  );
  app.get(
    '/news/:id',
    { schema: { params: recordIdParam, summary: '新闻详情', tags: ['门户内容'] } },
    async (request) => {
      const news = await findNews(app.db, request.params.id);
      if (!news) throw notFound('新闻');
      return ok(news);
    },
  );

  app.get(
    '/cooperators',
    { schema: { summary: '合作单位（按类型排序）', tags: ['门户内容'] } },
    async () => ok(await listCooperators(app.db)),
  );
};
