// The competitions' calls (src/features/match): the list, one competition with its schedule,
// standings and leaders, one team's registered roster, one game point by point, and the stream
// of a competition's live scores.
// One entry written out per route, alike in shape on purpose (define-route.ts, RouteGroup).
import type { RouteGroup, SchemaLoad } from './define-route';

const tags = ['赛事'];
const schemas = (load: SchemaLoad) =>
  Promise.all([load('content-competition'), load('content-portal')]);

export const matchApi = {
  list: {
    method: 'GET',
    path: '/api/competitions',
    summary: '赛事列表（按年份、级别、范围、状态筛选）',
    tags,
    schemas: async (load) => {
      const [c] = await schemas(load);
      return {
        query: c.competitionListQuery,
        response: c.competitionPageSchema,
      };
    },
  },
  detail: {
    method: 'GET',
    path: '/api/competitions/:id',
    summary: '赛事详情：参赛队、赛程、积分榜、得分与助攻榜、赛制（阶段、对阵、最终名次）',
    tags,
    schemas: async (load) => {
      const [[, portal], answer] = await Promise.all([schemas(load), load('competition-answer')]);
      return {
        params: portal.recordIdParam,
        response: answer.competitionAnswerSchema,
      };
    },
  },
  teamRoster: {
    method: 'GET',
    path: '/api/competitions/:id/teams/:clubId',
    summary: '参赛队报名名单',
    tags,
    schemas: async (load) => {
      const [c] = await schemas(load);
      return {
        params: c.competitionTeamParams,
        response: c.registrationRosterSchema,
      };
    },
  },
  game: {
    method: 'GET',
    path: '/api/games/:id',
    summary: '比赛详情：双方名单与逐分记录',
    tags,
    schemas: async (load) => {
      const [c, portal] = await schemas(load);
      return {
        params: portal.recordIdParam,
        response: c.gameDetailSchema,
      };
    },
  },
  live: {
    method: 'GET',
    path: '/api/live/competitions/:id',
    summary: '赛事实时比分推送（Server-Sent Events）',
    description:
      '连接后先推送本赛事全部比赛的当前比分（games 事件），此后每有比分、状态变化即推送变化的比赛；工作人员修改内容时推送 content 事件，页面稍后重新读取赛事详情。每 25 秒一行注释保持连接。',
    tags,
    stream: true,
    schemas: async (load) => {
      const [c, portal] = await schemas(load);
      return {
        params: portal.recordIdParam,
        response: c.liveGamesEventSchema,
      };
    },
  },
  spirit: {
    method: 'GET',
    path: '/api/competitions/:id/spirit',
    summary: '精神分排名：各队在已结束比赛中收到的各项平均分与总分',
    tags,
    schemas: async (load) => {
      const [spirit, [, portal]] = await Promise.all([load('spirit'), schemas(load)]);
      return { params: portal.recordIdParam, response: spirit.spiritStandingsSchema };
    },
  },
} satisfies RouteGroup;
