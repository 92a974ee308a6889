// The portal's public content (src/features/portal): the home page in one read, the site-wide
// search, notices, news, cooperators and the sport's disciplines; the site configuration and the
// lists of values. The entries a first load needs are in portal-first-load.ts, which the first
// load imports instead of this file.
// One entry written out per route, alike in shape on purpose (define-route.ts, RouteGroup).
import type { RouteGroup, SchemaLoad } from './define-route';
import { portalFirstLoadApi } from './portal-first-load';

const home = (load: SchemaLoad) => load('content-home');
const content = (load: SchemaLoad) => load('content-portal');

export const portalApi = {
  ...portalFirstLoadApi,
  search: {
    method: 'GET',
    path: '/api/index/search/:keyword',
    summary: '全站搜索',
    tags: ['首页'],
    schemas: async (load) => {
      const c = await home(load);
      return { params: c.searchParams, response: c.searchResultSchema };
    },
  },
  notices: {
    method: 'GET',
    path: '/api/notices',
    summary: '公告列表（可按分类）',
    tags: ['门户内容'],
    schemas: async (load) => {
      const c = await content(load);
      return { query: c.noticeListQuery, response: c.noticePageSchema };
    },
  },
  notice: {
    method: 'GET',
    path: '/api/notices/:id',
    summary: '公告详情',
    tags: ['门户内容'],
    schemas: async (load) => {
      const c = await content(load);
      return { params: c.recordIdParam, response: c.noticeDetailSchema };
    },
  },
  news: {
    method: 'GET',
    path: '/api/news',
    summary: '新闻列表（可按分类，含官方公告）',
    tags: ['门户内容'],
    schemas: async (load) => {
      const c = await content(load);
      return { query: c.newsListQuery, response: c.newsPageSchema };
    },
  },
  newsItem: {
    method: 'GET',
    path: '/api/news/:id',
    summary: '新闻详情',
    tags: ['门户内容'],
    schemas: async (load) => {
      const c = await content(load);
      return { params: c.recordIdParam, response: c.newsDetailSchema };
    },
  },
  cooperators: {
    method: 'GET',
    path: '/api/cooperators',
    summary: '合作单位（按类型排序）',
    tags: ['门户内容'],
    schemas: async (load) => {
      const c = await content(load);
      return { response: c.cooperatorListSchema };
    },
  },
  sportCategories: {
    method: 'GET',
    path: '/api/sport/categories',
    summary: '飞盘项目列表',
    tags: ['飞盘项目'],
    schemas: async (load) => {
      const c = await content(load);
      return { response: c.sportCategoryListSchema };
    },
  },
  sportCategory: {
    method: 'GET',
    path: '/api/sport/categories/:id',
    summary: '飞盘项目介绍',
    tags: ['飞盘项目'],
    schemas: async (load) => {
      const c = await content(load);
      return { params: c.recordIdParam, response: c.sportCategoryDetailSchema };
    },
  },
  aboutPage: {
    method: 'GET',
    path: '/api/site/pages/:key',
    summary: '关于我们、加入我们、联系我们的正文（未发布时为空）',
    tags: ['关于我们'],
    schemas: async (load) => {
      const c = await load('about-pages');
      return { params: c.aboutPageParams, response: c.aboutPageSchema };
    },
  },
} satisfies RouteGroup;
