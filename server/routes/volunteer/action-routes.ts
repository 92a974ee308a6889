// The single scoring calls of the original client. Each one is the batch's action of that type,
// so both paths run the same code.
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../auth/require-user';
import { signedIn } from '../../auth/route-auth';
import { ok } from '../../http/envelope';
import {
  deleteScoreBody,
  gameActionBody,
  saveNameBody,
  saveScoreBody,
  timeoutBody,
  type BatchAction,
} from '../../../src/contract/volunteer';
import { deviceStampOf } from './device-stamp';
import { applyVolunteerAction } from './record-action';

const tags = ['记分'];
const config = signedIn('volunteer', 'staff');

export const volunteerActionRoutes: FastifyPluginAsyncZod = async (app) => {
  const apply = async (request: FastifyRequest, action: BatchAction) => {
    const user = await requireUser(request, 'volunteer', 'staff');
    return ok(
      await applyVolunteerAction(
        app.db,
        user,
        action,
        deviceStampOf(request, action, true),
        app.now(),
      ),
    );
  };

  app.post(
    '/volunteer/begin',
    { config, schema: { body: gameActionBody, summary: '开始比赛（按操作编号幂等）', tags } },
    (request) => apply(request, { ...request.body, type: 'begin' }),
  );
  app.post(
    '/volunteer/finished',
    { config, schema: { body: gameActionBody, summary: '结束比赛（按操作编号幂等）', tags } },
    (request) => apply(request, { ...request.body, type: 'finish' }),
  );
  app.post(
    '/volunteer/save/score',
    {
      config,
      schema: { body: saveScoreBody, summary: '记录一次得分（可带得分和助攻队员）', tags },
    },
    (request) => apply(request, { ...request.body, type: 'score' }),
  );
  app.delete(
    '/volunteer/delete/score',
    {
      config,
      schema: { body: deleteScoreBody, summary: '撤销一次得分（id 为要撤销的得分编号）', tags },
    },
    (request) => apply(request, { ...request.body, type: 'deleteScore' }),
  );
  app.post(
    '/volunteer/save/name',
    {
      config,
      schema: { body: saveNameBody, summary: '修改或新增本场比赛名单中的队员姓名和背号', tags },
    },
    (request) => apply(request, { ...request.body, type: 'saveName' }),
  );
  app.post(
    '/volunteer/timeout',
    {
      config,
      schema: { body: timeoutBody, summary: '记录一队的一次暂停（每半场有次数上限）', tags },
    },
    (request) => apply(request, { ...request.body, type: 'timeout' }),
  );
};
