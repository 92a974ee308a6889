// POST /api/volunteer/login: the scoring app's own login, open only to volunteers and staff.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loadCurrentUser } from '../../auth/current-user';
import { verifyPassword } from '../../auth/password';
import { hitRateLimit } from '../../auth/rate-limit';
import { issueTicket } from '../../auth/tickets';
import { BusinessError } from '../../http/business-error';
import { ok } from '../../http/envelope';
import type { LoginResult } from '../../../src/contract/account';
import { volunteerLoginBody } from '../../../src/contract/volunteer';
import { MSG } from './volunteer-messages';

const LOGIN_LIMIT = 10;
const LOGIN_WINDOW_MS = 10 * 60 * 1000;

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
      const { phone, password } = request.body;
      await hitRateLimit(app.db, `volunteer-login:${phone}`, LOGIN_LIMIT, LOGIN_WINDOW_MS, {
        now: app.now(),
        message: MSG.loginTooOften,
      });
      const user = await app.db
        .selectFrom('users')
        .selectAll()
        .where('phone', '=', phone)
        .executeTakeFirst();
      if (!user || !(await verifyPassword(password, user.password_hash))) {
        throw new BusinessError(MSG.wrongCredentials);
      }
      if (user.type !== 'volunteer' && user.type !== 'staff') {
        throw new BusinessError(MSG.notAScorer);
      }
      const current = await loadCurrentUser(app.db, user.id);
      if (!current) throw new BusinessError(MSG.wrongCredentials);
      const result: LoginResult = {
        ticket: await issueTicket(app.db, user.id, app.now()),
        user: current,
      };
      return ok(result);
    },
  );
};
