// A player's record, the season leaders, and hiding one's record (docs/records.md).
// One entry written out per route, alike in shape on purpose (define-route.ts, RouteGroup).
import type { RouteGroup } from './define-route';

const tags = ['球员战绩'];

export const playerRecordsApi = {
  record: {
    method: 'GET',
    path: '/api/records/players/:id',
    summary: '球员的历届赛事战绩（本人隐藏时公众只见空表，工作人员可见）',
    tags,
    schemas: async (load) => {
      const [r, c] = await Promise.all([load('player-records'), load('common')]);
      return { params: c.idParam, response: r.playerRecordSchema };
    },
  },
  leaders: {
    method: 'GET',
    path: '/api/records/leaders',
    summary: '赛季各组别的得分、助攻与正负值榜（须达到最少场次）',
    tags,
    schemas: async (load) => {
      const r = await load('player-records');
      return { query: r.seasonLeadersQuery, response: r.seasonLeadersSchema };
    },
  },
  privacy: {
    method: 'POST',
    path: '/api/records/privacy',
    summary: '隐藏或公开本人的战绩',
    tags,
    schemas: async (load) => {
      const r = await load('player-records');
      return { body: r.recordPrivacyBody, response: r.recordPrivacySchema };
    },
  },
} satisfies RouteGroup;
