// POST /api/volunteer/login: the scoring app's own login, open only to volunteers and staff. It
// shares the portal's password check: the same limits per address and phone, and one refusal
// for every failure, a right password of another account type included.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loadCurrentUser } from '../../auth/current-user';
import { passwordUserId, WRONG_CREDENTIALS } from '../../auth/password-sign-in';
import { issueTicket } from '../../auth/tickets';
import { BusinessError } from '../../http/business-error';
import { ok } from '../../http/envelope';
import type { LoginResult } from '../../../src/contract/account';
import { volunteerLoginBody } from '../../../src/contract/volunteer';

export const volunteerLoginRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/volunteer/login',
    {
      schema: {
        body: volunteerLoginBody,
        summary: '记分志愿者登录（志愿者和工作人员）',
        tags: ['记分'],
      },
    },
    async (request) => {
      const userId = await passwordUserId(app, request, {
        ...request.body,
        types: ['volunteer', 'staff'],
      });
      const current = await loadCurrentUser(app.db, userId);
      if (!current) throw new BusinessError(WRONG_CREDENTIALS);
      const result: LoginResult = {
        ticket: await issueTicket(app.db, userId, app.now()),
        user: current,
      };
      return ok(result);
    },
  );
};
