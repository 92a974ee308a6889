// The query centre's calls (src/features/query): clubs and one club's roster, certified coaches
// and judges, and players. No public answer carries a phone.
import { defineRoute } from './define-route';

const tags = ['查询中心'];
const schemas = () => Promise.all([import('../content-people'), import('../content-portal')]);

export const queryApi = {
  clubs: defineRoute({
    method: 'GET',
    path: '/api/clubs',
    summary: '俱乐部查询（组别、城市、名称）',
    tags,
    schemas: () =>
      schemas().then(([c]) => ({ query: c.clubListQuery, response: c.clubPageSchema })),
  }),
  club: defineRoute({
    method: 'GET',
    path: '/api/clubs/:id',
    summary: '俱乐部详情与在册队员（不含电话）',
    tags,
    schemas: () =>
      schemas().then(([c, portal]) => ({
        params: portal.recordIdParam,
        response: c.clubDetailSchema,
      })),
  }),
  masters: defineRoute({
    method: 'GET',
    path: '/api/master/search',
    summary: '持证教练员与裁判员查询',
    tags,
    schemas: () =>
      schemas().then(([c]) => ({ query: c.masterSearchQuery, response: c.masterPageSchema })),
  }),
  players: defineRoute({
    method: 'GET',
    path: '/api/user/search',
    summary: '球员查询（手机号脱敏）',
    tags,
    schemas: () =>
      schemas().then(([c]) => ({
        query: c.playerSearchQuery,
        response: c.playerSearchPageSchema,
      })),
  }),
};
