// 操作记录 (src/features/admin/audit): staff read the log of staff writes; nothing here writes.
// One entry written out per route, alike in shape on purpose (define-route.ts, RouteGroup).
import type { RouteGroup, SchemaLoad } from './define-route';

const tags = ['管理后台：操作记录'];
const schemas = (load: SchemaLoad) => Promise.all([load('admin-audit'), load('common')]);

export const adminAuditApi = {
  list: {
    method: 'GET',
    path: '/api/admin/audit',
    summary: '操作记录列表（搜索、操作、对象类型、操作人、日期）',
    tags,
    schemas: async (load) => {
      const [a] = await schemas(load);
      return { query: a.auditListQuery, response: a.auditPageSchema };
    },
  },
  options: {
    method: 'GET',
    path: '/api/admin/audit/options',
    summary: '操作记录的筛选项（已有的操作、对象类型和操作人）',
    tags,
    schemas: async (load) => {
      const [a] = await schemas(load);
      return { response: a.auditOptionsSchema };
    },
  },
  detail: {
    method: 'GET',
    path: '/api/admin/audit/:id',
    summary: '一条操作记录及其修改前后的内容',
    tags,
    schemas: async (load) => {
      const [a, c] = await schemas(load);
      return { params: c.idParam, response: a.auditDetailSchema };
    },
  },
} satisfies RouteGroup;
