// Clubs, certified coaches and judges (/master/search) and players (/user/search).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { recordIdParam } from '../../../src/contract/content-portal';
import {
  clubListQuery,
  masterSearchQuery,
  playerSearchQuery,
} from '../../../src/contract/content-people';
import { ok } from '../../http/envelope';
import { notFound } from '../../http/business-error';
import { findClubDetail, listClubs } from './club-queries';
import { searchMasters, searchPlayers } from './people-queries';

export const peopleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/clubs',
    {
      schema: {
        querystring: clubListQuery,
        summary: '俱乐部查询（组别、城市、名称）',
        tags: ['查询中心'],
      },
    },
    async (request) => ok(await listClubs(app.db, request.query)),
  );
  app.get(
    '/clubs/:id',
    {
      schema: {
        params: recordIdParam,
        summary: '俱乐部详情与在册队员（不含电话）',
        tags: ['查询中心'],
      },
    },
    async (request) => {
      const club = await findClubDetail(app.db, request.params.id);
      if (!club) throw notFound('俱乐部');
      return ok(club);
    },
  );
  app.get(
    '/master/search',
    {
      schema: {
        querystring: masterSearchQuery,
        summary: '持证教练员与裁判员查询',
        tags: ['查询中心'],
      },
    },
    async (request) => ok(await searchMasters(app.db, request.query)),
  );
  app.get(
    '/user/search',
    {
      schema: {
        querystring: playerSearchQuery,
        summary: '球员查询（手机号脱敏）',
        tags: ['查询中心'],
      },
    },
    async (request) => ok(await searchPlayers(app.db, request.query)),
  );
};
