// The console's schedule (src/features/admin/schedule): one competition's games with the entries
// and volunteers its forms choose from, adding, moving and re-assigning a game, cancelling and
// restoring it, a pool's round robin, and the grid (its settings, moving games, 雨天顺延). None of
// them touches a game's recorded events or score.
// One entry written out per route, alike in shape on purpose (define-route.ts, RouteGroup).
import type { RouteGroup, SchemaLoad } from './define-route';

const tags = ['管理后台：赛程'];
const schemas = (load: SchemaLoad) => Promise.all([load('admin-schedule'), load('common')]);
const gridSchemas = (load: SchemaLoad) => Promise.all([load('schedule-grid'), load('common')]);

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
  grid: {
    method: 'GET',
    path: '/api/admin/schedule/competitions/:id/grid',
    summary: '赛程表格（按场地和时段，含冲突检查所需的信息）',
    tags,
    schemas: async (load) => {
      const [g, c] = await gridSchemas(load);
      return { params: c.idParam, response: g.scheduleGridSchema };
    },
  },
  gridSettings: {
    method: 'POST',
    path: '/api/admin/schedule/competitions/:id/grid/settings',
    summary: '修改每场时长和最短休息',
    tags,
    schemas: async (load) => {
      const [g, c] = await gridSchemas(load);
      return { params: c.idParam, body: g.gridSettingsBody, response: g.gridSettingsBody };
    },
  },
  move: {
    method: 'POST',
    path: '/api/admin/schedule/competitions/:id/grid/move',
    summary: '移动比赛到其他时段或场地（有冲突则全部不保存）',
    tags,
    schemas: async (load) => {
      const [g, c] = await gridSchemas(load);
      return { params: c.idParam, body: g.moveGamesBody, response: g.gridChangeSchema };
    },
  },
  shiftPreview: {
    method: 'GET',
    path: '/api/admin/schedule/competitions/:id/grid/shift-preview',
    summary: '雨天顺延预览：列出将移动的比赛和冲突，不保存',
    tags,
    schemas: async (load) => {
      const [g, c] = await gridSchemas(load);
      return { params: c.idParam, query: g.shiftPreviewQuery, response: g.gridChangeSchema };
    },
  },
  shift: {
    method: 'POST',
    path: '/api/admin/schedule/competitions/:id/grid/shift',
    summary: '雨天顺延：把一段时段内未开始的比赛整体推后',
    tags,
    schemas: async (load) => {
      const [g, c] = await gridSchemas(load);
      return { params: c.idParam, body: g.shiftGamesBody, response: g.gridChangeSchema };
    },
  },
} satisfies RouteGroup;
