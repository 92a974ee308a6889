// The console's notices and news (src/features/admin/content): list, read, create and edit an
// item, its life cycle (publish now or at a time, withdraw, pin) and deleting a draft.
// One entry written out per route, alike in shape on purpose (define-route.ts, RouteGroup).
import type { RouteGroup, SchemaLoad } from './define-route';

const tags = ['管理后台：内容'];
const schemas = (load: SchemaLoad) =>
  Promise.all([load('admin-content'), load('admin-life-cycle'), load('common')]);

export const adminNoticesApi = {
  list: {
    method: 'GET',
    path: '/api/admin/notices',
    summary: '通知列表（按标题搜索，按栏目和状态筛选）',
    tags,
    schemas: async (load) => {
      const [a] = await schemas(load);
      return { query: a.adminNoticeListQuery, response: a.adminNoticePageSchema };
    },
  },
  detail: {
    method: 'GET',
    path: '/api/admin/notices/:id',
    summary: '通知详情（编辑用，含草稿）',
    tags,
    schemas: async (load) => {
      const [a, , c] = await schemas(load);
      return { params: c.idParam, response: a.adminNoticeSchema };
    },
  },
  create: {
    method: 'POST',
    path: '/api/admin/notices',
    summary: '新建通知（草稿）',
    tags,
    schemas: async (load) => {
      const [a] = await schemas(load);
      return { body: a.noticeBody, response: a.adminNoticeSchema };
    },
  },
  update: {
    method: 'POST',
    path: '/api/admin/notices/:id',
    summary: '保存通知（状态不变）',
    tags,
    schemas: async (load) => {
      const [a, , c] = await schemas(load);
      return { params: c.idParam, body: a.noticeBody, response: a.adminNoticeSchema };
    },
  },
  publish: {
    method: 'POST',
    path: '/api/admin/notices/:id/publish',
    summary: '发布通知（立即或定时）',
    tags,
    schemas: async (load) => {
      const [a, l, c] = await schemas(load);
      return { params: c.idParam, body: l.publishBody, response: a.adminNoticeSchema };
    },
  },
  withdraw: {
    method: 'POST',
    path: '/api/admin/notices/:id/withdraw',
    summary: '撤回已发布的通知',
    tags,
    schemas: async (load) => {
      const [a, , c] = await schemas(load);
      return { params: c.idParam, response: a.adminNoticeSchema };
    },
  },
  pin: {
    method: 'POST',
    path: '/api/admin/notices/:id/pin',
    summary: '置顶或取消置顶通知',
    tags,
    schemas: async (load) => {
      const [a, l, c] = await schemas(load);
      return { params: c.idParam, body: l.pinBody, response: a.adminNoticeSchema };
    },
  },
  remove: {
    method: 'POST',
    path: '/api/admin/notices/:id/delete',
    summary: '删除通知草稿（已发布过的只能撤回）',
    tags,
    schemas: async (load) => {
      const [a, , c] = await schemas(load);
      return { params: c.idParam, response: a.deletedItemSchema };
    },
  },
} satisfies RouteGroup;

export const adminNewsApi = {
  list: {
    method: 'GET',
    path: '/api/admin/news',
    summary: '新闻列表（按标题搜索，按栏目和状态筛选）',
    tags,
    schemas: async (load) => {
      const [a] = await schemas(load);
      return { query: a.adminNewsListQuery, response: a.adminNewsPageSchema };
    },
  },
  detail: {
    method: 'GET',
    path: '/api/admin/news/:id',
    summary: '新闻详情（编辑用，含草稿）',
    tags,
    schemas: async (load) => {
      const [a, , c] = await schemas(load);
      return { params: c.idParam, response: a.adminNewsSchema };
    },
  },
  create: {
    method: 'POST',
    path: '/api/admin/news',
    summary: '新建新闻（草稿）',
    tags,
    schemas: async (load) => {
      const [a] = await schemas(load);
      return { body: a.newsBody, response: a.adminNewsSchema };
    },
  },
  update: {
    method: 'POST',
    path: '/api/admin/news/:id',
    summary: '保存新闻（状态不变）',
    tags,
    schemas: async (load) => {
      const [a, , c] = await schemas(load);
      return { params: c.idParam, body: a.newsBody, response: a.adminNewsSchema };
    },
  },
  publish: {
    method: 'POST',
    path: '/api/admin/news/:id/publish',
    summary: '发布新闻（立即或定时）',
    tags,
    schemas: async (load) => {
      const [a, l, c] = await schemas(load);
      return { params: c.idParam, body: l.publishBody, response: a.adminNewsSchema };
    },
  },
  withdraw: {
    method: 'POST',
    path: '/api/admin/news/:id/withdraw',
    summary: '撤回已发布的新闻',
    tags,
    schemas: async (load) => {
      const [a, , c] = await schemas(load);
      return { params: c.idParam, response: a.adminNewsSchema };
    },
  },
  pin: {
    method: 'POST',
    path: '/api/admin/news/:id/pin',
    summary: '置顶或取消置顶新闻',
    tags,
    schemas: async (load) => {
      const [a, l, c] = await schemas(load);
      return { params: c.idParam, body: l.pinBody, response: a.adminNewsSchema };
    },
  },
  remove: {
    method: 'POST',
    path: '/api/admin/news/:id/delete',
    summary: '删除新闻草稿（已发布过的只能撤回）',
    tags,
    schemas: async (load) => {
      const [a, , c] = await schemas(load);
      return { params: c.idParam, response: a.deletedItemSchema };
    },
  },
} satisfies RouteGroup;
