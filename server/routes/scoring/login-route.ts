// POST /api/volunteer/login: the scoring app's own login, open only to volunteers and staff. It
// shares the portal's password check: the same limits per address and phone, and one refusal
// for every failure, a right password of another account type included.
import type { FastifyInstance } from 'fastify';
import { scoringApi } from '../../../src/contract/api/scoring';
import { loadCurrentUser } from '../../auth/current-user';
import { passwordUserId, WRONG_CREDENTIALS } from '../../auth/password-sign-in';
import { issueTicket } from '../../auth/tickets';
import { BusinessError } from '../../http/business-error';
import { ok } from '../../http/envelope';
import { serve } from '../../http/serve-route';
import type { LoginResult } from '../../../src/contract/account';

export async function scoringLoginRoute(app: FastifyInstance): Promise<void> {
  await serve(app, scoringApi.login, {
    handler: async (request) => {
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
  });
}
