// The console's results of a competition (src/features/admin/results): standings and games,
// a finished game's corrections, forfeits, the exports and the game sheet (docs/competitions.md).
// One entry written out per route, alike in shape on purpose (define-route.ts, RouteGroup).
import type { RouteGroup, SchemaLoad } from './define-route';

const tags = ['管理后台：成绩'];
const schemas = (load: SchemaLoad) => Promise.all([load('admin-results'), load('common')]);

export const adminResultsApi = {
  competition: {
    method: 'GET',
    path: '/api/admin/results/competitions/:id',
    summary: '赛事成绩：各组积分榜与比赛结果',
    tags,
    schemas: async (load) => {
      const [r, c] = await schemas(load);
      return { params: c.idParam, response: r.competitionResultsSchema };
    },
  },
  game: {
    method: 'GET',
    path: '/api/admin/results/games/:id',
    summary: '一场比赛的结果：双方名单、计入的得分与更正记录（也用于打印记分表）',
    tags,
    schemas: async (load) => {
      const [r, c] = await schemas(load);
      return { params: c.idParam, response: r.gameResultSchema };
    },
  },
  addPoint: {
    method: 'POST',
    path: '/api/admin/results/games/:id/points',
    summary: '更正比分：为已结束的比赛加一分（记入比赛日志，须填原因）',
    tags,
    schemas: async (load) => {
      const [r, c] = await schemas(load);
      return { params: c.idParam, body: r.addPointBody, response: r.gameResultSchema };
    },
  },
  removePoint: {
    method: 'POST',
    path: '/api/admin/results/games/:id/points/remove',
    summary: '更正比分：删除已结束比赛的一个得分（记入比赛日志，须填原因）',
    tags,
    schemas: async (load) => {
      const [r, c] = await schemas(load);
      return { params: c.idParam, body: r.removePointBody, response: r.gameResultSchema };
    },
  },
  forfeit: {
    method: 'POST',
    path: '/api/admin/results/games/:id/forfeit',
    summary: '判一方弃权（另一方按赛事的弃权比分获胜）',
    tags,
    schemas: async (load) => {
      const [r, c] = await schemas(load);
      return { params: c.idParam, body: r.forfeitBody, response: r.gameResultSchema };
    },
  },
  unforfeit: {
    method: 'POST',
    path: '/api/admin/results/games/:id/unforfeit',
    summary: '撤销弃权',
    tags,
    schemas: async (load) => {
      const [r, c] = await schemas(load);
      return { params: c.idParam, body: r.unforfeitBody, response: r.gameResultSchema };
    },
  },
  exportRosters: {
    method: 'GET',
    path: '/api/admin/results/competitions/:id/export/rosters',
    summary: '导出名单：通过审核的各队名单（俱乐部、姓名、性别、号码）',
    tags,
    schemas: async (load) => {
      const [r, c] = await schemas(load);
      return { params: c.idParam, response: r.rosterExportSchema };
    },
  },
  exportSchedule: {
    method: 'GET',
    path: '/api/admin/results/competitions/:id/export/schedule',
    summary: '导出赛程与比分',
    tags,
    schemas: async (load) => {
      const [r, c] = await schemas(load);
      return { params: c.idParam, response: r.scheduleExportSchema };
    },
  },
  exportStats: {
    method: 'GET',
    path: '/api/admin/results/competitions/:id/export/stats',
    summary: '导出球员统计（得分、助攻）',
    tags,
    schemas: async (load) => {
      const [r, c] = await schemas(load);
      return { params: c.idParam, response: r.statsExportSchema };
    },
  },
} satisfies RouteGroup;
