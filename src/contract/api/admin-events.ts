// The console's events of several divisions (src/features/admin/events): list, read, create, edit
// and delete an event, and the competitions its editor may add as divisions.
import type { RouteGroup, SchemaLoad } from './define-route';

const tags = ['管理后台：赛事'];
const schemas = (load: SchemaLoad) => Promise.all([load('events'), load('common')]);

export const adminEventsApi = {
  list: {
    method: 'GET',
    path: '/api/admin/events',
    summary: '多组别赛事列表（按名称搜索）',
    tags,
    schemas: async (load) => {
      const [e] = await schemas(load);
      return { query: e.adminEventListQuery, response: e.adminEventPageSchema };
    },
  },
  choices: {
    method: 'GET',
    path: '/api/admin/events/choices',
    summary: '可加入赛事的组别：尚未属于任何赛事的赛事（及已属于某赛事的，注明所属）',
    tags,
    schemas: async (load) => {
      const [e] = await schemas(load);
      return { response: e.eventChoicesSchema };
    },
  },
  detail: {
    method: 'GET',
    path: '/api/admin/events/:id',
    summary: '多组别赛事详情（编辑用）',
    tags,
    schemas: async (load) => {
      const [e, common] = await schemas(load);
      return { params: common.idParam, response: e.adminEventSchema };
    },
  },
  create: {
    method: 'POST',
    path: '/api/admin/events',
    summary: '新建多组别赛事，并把所选赛事作为其组别',
    tags,
    schemas: async (load) => {
      const [e] = await schemas(load);
      return { body: e.eventBody, response: e.adminEventSchema };
    },
  },
  update: {
    method: 'POST',
    path: '/api/admin/events/:id',
    summary: '修改多组别赛事的名称与组别（移出的组别恢复为独立赛事）',
    tags,
    schemas: async (load) => {
      const [e, common] = await schemas(load);
      return { params: common.idParam, body: e.eventBody, response: e.adminEventSchema };
    },
  },
  remove: {
    method: 'POST',
    path: '/api/admin/events/:id/delete',
    summary: '删除多组别赛事（各组别恢复为独立赛事，比赛与报名不变）',
    tags,
    schemas: async (load) => {
      const [e, common] = await schemas(load);
      return { params: common.idParam, response: e.deletedEventSchema };
    },
  },
} satisfies RouteGroup;
