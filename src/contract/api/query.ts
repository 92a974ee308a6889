// The query centre's calls (src/features/query): clubs and one club's roster, certified coaches
// and judges, and players. No public answer carries a phone.
// One entry written out per route, alike in shape on purpose (define-route.ts, RouteGroup).
import type { RouteGroup, SchemaLoad } from './define-route';

const tags = ['查询中心'];
const schemas = (load: SchemaLoad) => Promise.all([load('content-people'), load('content-portal')]);

export const queryApi = {
  clubs: {
    method: 'GET',
    path: '/api/clubs',
    summary: '俱乐部查询（组别、城市、名称）',
    tags,
    schemas: async (load) => {
      const [c] = await schemas(load);
      return { query: c.clubListQuery, response: c.clubPageSchema };
    },
  },
  club: {
    method: 'GET',
    path: '/api/clubs/:id',
    summary: '俱乐部详情与在册队员（不含电话）',
    tags,
    schemas: async (load) => {
      const [c, portal] = await schemas(load);
      return {
        params: portal.recordIdParam,
        response: c.clubDetailSchema,
      };
    },
  },
  masters: {
    method: 'GET',
    path: '/api/master/search',
    summary: '持证教练员与裁判员查询',
    tags,
    schemas: async (load) => {
      const [c] = await schemas(load);
      return { query: c.masterSearchQuery, response: c.masterPageSchema };
    },
  },
  players: {
    method: 'GET',
    path: '/api/user/search',
    summary: '球员查询（手机号脱敏）',
    tags,
    schemas: async (load) => {
      const [c] = await schemas(load);
      return {
        query: c.playerSearchQuery,
        response: c.playerSearchPageSchema,
      };
    },
  },
} satisfies RouteGroup;
