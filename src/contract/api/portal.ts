// The portal's public content (src/features/portal): the home page in one read, the site-wide
// search, notices, news, cooperators and the sport's disciplines; and the two reads every page
// makes, the site configuration and the lists of values. The entries a first load needs are in
// portal-first-load.ts, which the first load imports instead of this file.
import { defineRoute } from './define-route';
import { portalFirstLoadApi } from './portal-first-load';

const home = () => import('../content-home');
const content = () => import('../content-portal');

export const portalApi = {
  ...portalFirstLoadApi,
  search: defineRoute({
    method: 'GET',
    path: '/api/index/search/:keyword',
    summary: '全站搜索',
    tags: ['首页'],
    schemas: () => home().then((c) => ({ params: c.searchParams, response: c.searchResultSchema })),
  }),
  notices: defineRoute({
    method: 'GET',
    path: '/api/notices',
    summary: '公告列表（可按分类）',
    tags: ['门户内容'],
    schemas: () =>
      content().then((c) => ({ query: c.noticeListQuery, response: c.noticePageSchema })),
  }),
  notice: defineRoute({
    method: 'GET',
    path: '/api/notices/:id',
    summary: '公告详情',
    tags: ['门户内容'],
    schemas: () =>
      content().then((c) => ({ params: c.recordIdParam, response: c.noticeDetailSchema })),
  }),
  news: defineRoute({
    method: 'GET',
    path: '/api/news',
    summary: '新闻列表（可按分类，含官方公告）',
    tags: ['门户内容'],
    schemas: () => content().then((c) => ({ query: c.newsListQuery, response: c.newsPageSchema })),
  }),
  newsItem: defineRoute({
    method: 'GET',
    path: '/api/news/:id',
    summary: '新闻详情',
    tags: ['门户内容'],
    schemas: () =>
      content().then((c) => ({ params: c.recordIdParam, response: c.newsDetailSchema })),
  }),
  cooperators: defineRoute({
    method: 'GET',
    path: '/api/cooperators',
    summary: '合作单位（按类型排序）',
    tags: ['门户内容'],
    schemas: () => content().then((c) => ({ response: c.cooperatorListSchema })),
  }),
  sportCategories: defineRoute({
    method: 'GET',
    path: '/api/sport/categories',
    summary: '飞盘项目列表',
    tags: ['飞盘项目'],
    schemas: () => content().then((c) => ({ response: c.sportCategoryListSchema })),
  }),
  sportCategory: defineRoute({
    method: 'GET',
    path: '/api/sport/categories/:id',
    summary: '飞盘项目介绍',
    tags: ['飞盘项目'],
    schemas: () =>
      content().then((c) => ({ params: c.recordIdParam, response: c.sportCategoryDetailSchema })),
  }),
};
