// The console's 报名 calls (src/features/admin/registrations): a competition's entries, one entry
// with its roster and history, 通过 / 驳回, and staff changing a roster with a reason. Staff only.
// One entry written out per route, alike in shape on purpose (define-route.ts, RouteGroup).
import type { RouteGroup, SchemaLoad } from './define-route';

const tags = ['管理后台：赛事报名'];
const schemas = (load: SchemaLoad) => Promise.all([load('admin-registrations'), load('common')]);

export const adminRegistrationsApi = {
  list: {
    method: 'GET',
    path: '/api/admin/competitions/:id/registrations',
    summary: '一项赛事的报名（待审核在前；可按状态筛选）',
    tags,
    schemas: async (load) => {
      const [r, c] = await schemas(load);
      return {
        params: c.idParam,
        query: r.adminRegistrationListQuery,
        response: r.adminRegistrationPageSchema,
      };
    },
  },
  detail: {
    method: 'GET',
    path: '/api/admin/registrations/:id',
    summary: '一次报名：参赛名单、不符合的名单规则和变更记录',
    tags,
    schemas: async (load) => {
      const [r, c] = await schemas(load);
      return { params: c.idParam, response: r.adminRegistrationDetailSchema };
    },
  },
  candidates: {
    method: 'GET',
    path: '/api/admin/registrations/:id/candidates',
    summary: '可加入名单的本俱乐部在队球员（按姓名或手机号搜索）',
    tags,
    schemas: async (load) => {
      const [r, c] = await schemas(load);
      return {
        params: c.idParam,
        query: r.rosterCandidatesQuery,
        response: r.rosterCandidatesSchema,
      };
    },
  },
  approve: {
    method: 'POST',
    path: '/api/admin/registrations/:id/approve',
    summary: '通过报名（名单须符合赛事的名单规则）',
    tags,
    schemas: async (load) => {
      const [r, c] = await schemas(load);
      return { params: c.idParam, response: r.adminRegistrationDetailSchema };
    },
  },
  reject: {
    method: 'POST',
    path: '/api/admin/registrations/:id/reject',
    summary: '驳回报名（须填写原因，俱乐部联系人可见）',
    tags,
    schemas: async (load) => {
      const [r, c] = await schemas(load);
      return {
        params: c.idParam,
        body: r.rejectRegistrationBody,
        response: r.adminRegistrationDetailSchema,
      };
    },
  },
  addPlayer: {
    method: 'POST',
    path: '/api/admin/registrations/:id/players/add',
    summary: '工作人员为名单添加球员（须填写原因，记入操作记录）',
    tags,
    schemas: async (load) => {
      const [r, c] = await schemas(load);
      return {
        params: c.idParam,
        body: r.addRosterPlayerBody,
        response: r.adminRegistrationDetailSchema,
      };
    },
  },
  removePlayer: {
    method: 'POST',
    path: '/api/admin/registrations/:id/players/remove',
    summary: '工作人员从名单移除球员（须填写原因，记入操作记录）',
    tags,
    schemas: async (load) => {
      const [r, c] = await schemas(load);
      return {
        params: c.idParam,
        body: r.removeRosterPlayerBody,
        response: r.adminRegistrationDetailSchema,
      };
    },
  },
} satisfies RouteGroup;
