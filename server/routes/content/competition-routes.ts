import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { recordIdParam } from '../../../src/contract/content-portal';
import {
  competitionListQuery,
  competitionTeamParams,
} from '../../../src/contract/content-competition';
import { ok } from '../../http/envelope';
import { notFound } from '../../http/business-error';
import { localDateString } from '../../db/local-date';
import {
  findCompetitionDetail,
  findRegistrationRoster,
  listCompetitions,
} from './competition-queries';
import { findGameDetail } from './game-queries';

export const competitionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/competitions',
    {
      schema: {
        querystring: competitionListQuery,
        summary: '赛事列表（按年份、级别、范围、状态筛选）',
        tags: ['赛事'],
      },
    },
    async (request) => {
      const { level, ...rest } = request.query;
      return ok(
        await listCompetitions(
          app.db,
          { ...rest, level: level || undefined },
          localDateString(new Date(app.now())),
        ),
      );
    },
  );
  app.get(
    '/competitions/:id',
    {
      schema: {
        params: recordIdParam,
        summary: '赛事详情：参赛队、赛程、积分榜、得分与助攻榜',
        tags: ['赛事'],
      },
    },
    async (request) => {
      const competition = await findCompetitionDetail(
        app.db,
        request.params.id,
        localDateString(new Date(app.now())),
      );
      if (!competition) throw notFound('赛事');
      return ok(competition);
    },
  );
  app.get(
    '/competitions/:id/teams/:clubId',
    { schema: { params: competitionTeamParams, summary: '参赛队报名名单', tags: ['赛事'] } },
    async (request) => {
      const roster = await findRegistrationRoster(app.db, request.params.id, request.params.clubId);
      if (!roster) throw notFound('报名');
      return ok(roster);
    },
  );
  app.get(
    '/games/:id',
    { schema: { params: recordIdParam, summary: '比赛详情：双方名单与逐分记录', tags: ['赛事'] } },
    async (request) => {
      const game = await findGameDetail(app.db, request.params.id);
      if (!game) throw notFound('比赛');
      return ok(game);
    },
  );
};
