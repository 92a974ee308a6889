// The console's competitions (src/features/admin/competitions): list, read, create and edit a
// competition, its life cycle (publish now or at a time, withdraw, pin) and deleting a draft.
// One entry written out per route, alike in shape on purpose (define-route.ts, RouteGroup).
import type { RouteGroup, SchemaLoad } from './define-route';

const tags = ['管理后台：赛事'];
const schemas = (load: SchemaLoad) =>
  Promise.all([load('admin-competitions'), load('admin-life-cycle'), load('common')]);

export const adminCompetitionsApi = {
  list: {
    method: 'GET',
    path: '/api/admin/competitions',
    summary: '赛事列表（按名称、城市搜索，按状态、阶段和年份筛选）',
    tags,
    schemas: async (load) => {
      const [c] = await schemas(load);
      return { query: c.adminCompetitionListQuery, response: c.adminCompetitionPageSchema };
    },
  },
  detail: {
    method: 'GET',
    path: '/api/admin/competitions/:id',
    summary: '赛事详情（编辑用）',
    tags,
    schemas: async (load) => {
      const [c, , common] = await schemas(load);
      return { params: common.idParam, response: c.adminCompetitionSchema };
    },
  },
  create: {
    method: 'POST',
    path: '/api/admin/competitions',
    summary: '新建赛事（草稿）',
    tags,
    schemas: async (load) => {
      const [c] = await schemas(load);
      return { body: c.competitionBody, response: c.adminCompetitionSchema };
    },
  },
  update: {
    method: 'POST',
    path: '/api/admin/competitions/:id',
    summary: '修改赛事（状态不变）',
    tags,
    schemas: async (load) => {
      const [c, , common] = await schemas(load);
      return {
        params: common.idParam,
        body: c.competitionBody,
        response: c.adminCompetitionSchema,
      };
    },
  },
  publish: {
    method: 'POST',
    path: '/api/admin/competitions/:id/publish',
    summary: '发布赛事（立即或定时）',
    tags,
    schemas: async (load) => {
      const [c, l, common] = await schemas(load);
      return { params: common.idParam, body: l.publishBody, response: c.adminCompetitionSchema };
    },
  },
  withdraw: {
    method: 'POST',
    path: '/api/admin/competitions/:id/withdraw',
    summary: '撤回已发布的赛事',
    tags,
    schemas: async (load) => {
      const [c, , common] = await schemas(load);
      return { params: common.idParam, response: c.adminCompetitionSchema };
    },
  },
  pin: {
    method: 'POST',
    path: '/api/admin/competitions/:id/pin',
    summary: '置顶或取消置顶赛事',
    tags,
    schemas: async (load) => {
      const [c, l, common] = await schemas(load);
      return { params: common.idParam, body: l.pinBody, response: c.adminCompetitionSchema };
    },
  },
  remove: {
    method: 'POST',
    path: '/api/admin/competitions/:id/delete',
    summary: '删除赛事（仅限没有报名和比赛的草稿）',
    tags,
    schemas: async (load) => {
      const [c, , common] = await schemas(load);
      return { params: common.idParam, response: c.deletedCompetitionSchema };
    },
  },
  spiritMissing: {
    method: 'GET',
    path: '/api/admin/competitions/:id/spirit-missing',
    summary: '精神分未提交：已结束的比赛中尚未给出精神分的队伍',
    tags,
    schemas: async (load) => {
      const [spirit, [, , common]] = await Promise.all([load('spirit'), schemas(load)]);
      return { params: common.idParam, response: spirit.spiritMissingSchema };
    },
  },
} satisfies RouteGroup;
