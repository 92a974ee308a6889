// The club records' calls (src/features/records, club-* and ranking-*): a club's history, two
// clubs head to head, the season ranking (public), and the ranking's rules (console).
import type { RouteGroup } from './define-route';

export const clubRecordsApi = {
  history: {
    method: 'GET',
    path: '/api/records/clubs/:id',
    summary: '俱乐部历史战绩：历届赛事名次、各赛季胜负与净胜分、精神分',
    tags: ['战绩'],
    schemas: async (load) => {
      const r = await load('club-records');
      return { params: r.clubHistoryParams, response: r.clubHistorySchema };
    },
  },
  headToHead: {
    method: 'GET',
    path: '/api/records/head-to-head',
    summary: '两家俱乐部的交锋记录',
    tags: ['战绩'],
    schemas: async (load) => {
      const r = await load('club-records');
      return { query: r.headToHeadQuery, response: r.headToHeadSchema };
    },
  },
  ranking: {
    method: 'GET',
    path: '/api/records/ranking',
    summary: '赛季排名：按组别与赛季，名次积分乘以赛事级别权重',
    tags: ['战绩'],
    schemas: async (load) => {
      const r = await load('club-records');
      return { query: r.seasonRankingQuery, response: r.seasonRankingSchema };
    },
  },
} satisfies RouteGroup;

export const adminRankingApi = {
  rules: {
    method: 'GET',
    path: '/api/admin/ranking-rules',
    summary: '赛季排名规则：各级别冠军积分与计入成绩数',
    tags: ['管理后台：赛季排名'],
    schemas: async (load) => {
      const r = await load('club-records');
      return { response: r.rankingRulesSchema };
    },
  },
  saveRules: {
    method: 'POST',
    path: '/api/admin/ranking-rules',
    summary: '修改赛季排名规则（记入审计日志）',
    tags: ['管理后台：赛季排名'],
    schemas: async (load) => {
      const r = await load('club-records');
      return { body: r.rankingRulesBody, response: r.rankingRulesSchema };
    },
  },
} satisfies RouteGroup;
