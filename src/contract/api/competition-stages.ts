// The console's championship format (issue #35, docs/competitions.md "Stages and progression"):
// the format page's answer, saving a format built from a template, removing it before any game
// begins, the rule set, a last-resort result, the next Swiss round, and staff's decision on a
// correction that would change a game already begun. The preview needs no call: the page runs
// build-format.ts itself.
// One entry written out per route, alike in shape on purpose (define-route.ts, RouteGroup).
import type { RouteGroup, SchemaLoad } from './define-route';

const tags = ['管理后台：赛制'];
const schemas = (load: SchemaLoad) => Promise.all([load('competition-stages'), load('common')]);

export const competitionStagesApi = {
  stages: {
    method: 'GET',
    path: '/api/admin/competitions/:id/stages',
    summary: '赛事的赛制：各阶段、比赛与占位、最终名次、待处理的决胜与更正冲突',
    tags,
    schemas: async (load) => {
      const [s, c] = await schemas(load);
      return { params: c.idParam, response: s.consoleStagesSchema };
    },
  },
  createFormat: {
    method: 'POST',
    path: '/api/admin/competitions/:id/format',
    summary: '保存赛制：按模板与种子顺序生成全部阶段与比赛（含占位）',
    description:
      '种子顺序为已通过参赛队的俱乐部编号，1号种子在前；每一轮从 firstStart 起占一个时段，比赛依次排在各场地上。赛事已有赛制时拒绝。',
    tags,
    schemas: async (load) => {
      const [s, c] = await schemas(load);
      return { params: c.idParam, body: s.createFormatBody, response: s.consoleStagesSchema };
    },
  },
  deleteFormat: {
    method: 'POST',
    path: '/api/admin/competitions/:id/format/delete',
    summary: '删除赛制及其全部比赛（仅在没有任何比赛开始之前）',
    tags,
    schemas: async (load) => {
      const [s, c] = await schemas(load);
      return { params: c.idParam, body: s.deleteFormatBody, response: s.consoleStagesSchema };
    },
  },
  tieBreakRules: {
    method: 'POST',
    path: '/api/admin/competitions/:id/tie-break-rules',
    summary: '设置排名规则（WFDF 或 USA Ultimate），并按新规则重新填入晋级队伍',
    tags,
    schemas: async (load) => {
      const [s, c] = await schemas(load);
      return { params: c.idParam, body: s.tieBreakRulesBody, response: s.consoleStagesSchema };
    },
  },
  tieDecision: {
    method: 'POST',
    path: '/api/admin/competitions/:id/tie-decisions',
    summary: '记录场边决胜（掷远或猜面）的结果，解除只能场边决胜的平局',
    tags,
    schemas: async (load) => {
      const [s, c] = await schemas(load);
      return { params: c.idParam, body: s.tieDecisionBody, response: s.consoleStagesSchema };
    },
  },
  swissRound: {
    method: 'POST',
    path: '/api/admin/competitions/:id/swiss-rounds',
    summary: '生成瑞士轮的下一轮（上一轮全部结束后）',
    tags,
    schemas: async (load) => {
      const [s, c] = await schemas(load);
      return { params: c.idParam, body: s.swissRoundBody, response: s.consoleStagesSchema };
    },
  },
  decideConflict: {
    method: 'POST',
    path: '/api/admin/stage-conflicts/:id/decide',
    summary: '处理更正冲突：已开始的比赛是否采用更正后的队伍',
    tags,
    schemas: async (load) => {
      const [s, c] = await schemas(load);
      return { params: c.idParam, body: s.decideConflictBody, response: s.consoleStagesSchema };
    },
  },
} satisfies RouteGroup;
