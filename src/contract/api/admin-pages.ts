// The console's pages (src/features/admin/pages): the sport's disciplines with their life cycle,
// and the about / join / contact text with a draft kept apart from what visitors see.
// One entry written out per route, alike in shape on purpose (define-route.ts, RouteGroup).
import type { RouteGroup, SchemaLoad } from './define-route';

const tags = ['管理后台：页面'];
const schemas = (load: SchemaLoad) =>
  Promise.all([load('admin-pages'), load('admin-life-cycle'), load('common')]);

export const adminPagesApi = {
  sportList: {
    method: 'GET',
    path: '/api/admin/pages/sport',
    summary: '飞盘运动页面列表（按名称搜索，按状态筛选）',
    tags,
    schemas: async (load) => {
      const [p] = await schemas(load);
      return { query: p.adminSportListQuery, response: p.adminSportPageSchema };
    },
  },
  sportDetail: {
    method: 'GET',
    path: '/api/admin/pages/sport/:id',
    summary: '飞盘运动页面详情（编辑用）',
    tags,
    schemas: async (load) => {
      const [p, , c] = await schemas(load);
      return { params: c.idParam, response: p.adminSportSchema };
    },
  },
  sportCreate: {
    method: 'POST',
    path: '/api/admin/pages/sport',
    summary: '新建飞盘运动页面（草稿）',
    tags,
    schemas: async (load) => {
      const [p] = await schemas(load);
      return { body: p.sportBody, response: p.adminSportSchema };
    },
  },
  sportUpdate: {
    method: 'POST',
    path: '/api/admin/pages/sport/:id',
    summary: '修改飞盘运动页面（状态不变）',
    tags,
    schemas: async (load) => {
      const [p, , c] = await schemas(load);
      return { params: c.idParam, body: p.sportBody, response: p.adminSportSchema };
    },
  },
  sportPublish: {
    method: 'POST',
    path: '/api/admin/pages/sport/:id/publish',
    summary: '发布飞盘运动页面（立即或定时）',
    tags,
    schemas: async (load) => {
      const [p, l, c] = await schemas(load);
      return { params: c.idParam, body: l.publishBody, response: p.adminSportSchema };
    },
  },
  sportWithdraw: {
    method: 'POST',
    path: '/api/admin/pages/sport/:id/withdraw',
    summary: '撤回已发布的飞盘运动页面',
    tags,
    schemas: async (load) => {
      const [p, , c] = await schemas(load);
      return { params: c.idParam, response: p.adminSportSchema };
    },
  },
  aboutList: {
    method: 'GET',
    path: '/api/admin/pages/about',
    summary: '关于我们、加入我们、联系我们：已发布的正文与草稿',
    tags,
    schemas: async (load) => {
      const [p] = await schemas(load);
      return { response: p.adminAboutPageListSchema };
    },
  },
  aboutSaveDraft: {
    method: 'POST',
    path: '/api/admin/pages/about/:key/draft',
    summary: '保存草稿（访客看到的正文不变）',
    tags,
    schemas: async (load) => {
      const [p] = await schemas(load);
      const a = await load('about-pages');
      return {
        params: a.aboutPageParams,
        body: p.aboutContentBody,
        response: p.adminAboutPageSchema,
      };
    },
  },
  aboutPublish: {
    method: 'POST',
    path: '/api/admin/pages/about/:key/publish',
    summary: '发布正文（替换访客看到的正文并清除草稿）',
    tags,
    schemas: async (load) => {
      const [p] = await schemas(load);
      const a = await load('about-pages');
      return {
        params: a.aboutPageParams,
        body: p.aboutContentBody,
        response: p.adminAboutPageSchema,
      };
    },
  },
} satisfies RouteGroup;
