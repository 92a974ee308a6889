// The console's schedule (src/features/admin/schedule): one competition's games with the entries
// and volunteers its forms choose from, adding, moving and re-assigning a game, cancelling and
// restoring it, and a pool's round robin. None of them touches a game's recorded events or score.
// One entry written out per route, alike in shape on purpose (define-route.ts, RouteGroup).
import type { RouteGroup, SchemaLoad } from './define-route';

const tags = ['管理后台：赛程'];
const schemas = (load: SchemaLoad) => Promise.all([load('admin-schedule'), load('common')]);

export const adminScheduleApi = {
  schedule: {
    method: 'GET',
    path: '/api/admin/schedule/competitions/:id',
    summary: '赛事的赛程（全部比赛、已通过的参赛队和可选的记分员）',
    tags,
    schemas: async (load) => {
      const [s, c] = await schemas(load);
      return { params: c.idParam, response: s.competitionScheduleSchema };
    },
  },
  create: {
    method: 'POST',
    path: '/api/admin/schedule/competitions/:id/games',
    summary: '添加比赛（两支已通过的参赛队，名单随之带入）',
    tags,
    schemas: async (load) => {
      const [s, c] = await schemas(load);
      return { params: c.idParam, body: s.createGameBody, response: s.adminGameSchema };
    },
  },
  roundRobin: {
    method: 'POST',
    path: '/api/admin/schedule/competitions/:id/round-robin',
    summary: '生成一个分组的单循环赛',
    tags,
    schemas: async (load) => {
      const [s, c] = await schemas(load);
      return { params: c.idParam, body: s.roundRobinBody, response: s.roundRobinResultSchema };
    },
  },
  update: {
    method: 'POST',
    path: '/api/admin/schedule/games/:id',
    summary: '修改比赛（时间、场地、记分员、分组轮次；未开始时可改规则）',
    tags,
    schemas: async (load) => {
      const [s, c] = await schemas(load);
      return { params: c.idParam, body: s.updateGameBody, response: s.adminGameSchema };
    },
  },
  cancel: {
    method: 'POST',
    path: '/api/admin/schedule/games/:id/cancel',
    summary: '取消比赛（须填原因；已记录的得分不变）',
    tags,
    schemas: async (load) => {
      const [s, c] = await schemas(load);
      return { params: c.idParam, body: s.cancelGameBody, response: s.adminGameSchema };
    },
  },
  restore: {
    method: 'POST',
    path: '/api/admin/schedule/games/:id/restore',
    summary: '恢复已取消的比赛',
    tags,
    schemas: async (load) => {
      const [s, c] = await schemas(load);
      return { params: c.idParam, response: s.adminGameSchema };
    },
  },
} satisfies RouteGroup;
