// POST /api/user/changePassword: the signed-in user sets a new password, proving the current one.
// It is how a password staff reset (users.must_change_password) gets replaced: a successful change
// clears the flag. Every other session of the account ends; this one stays signed in.
import type { FastifyInstance } from 'fastify';
import { accountApi } from '../../../src/contract/api/account';
import { limitPasswordCheck } from '../../auth/attempt-limits';
import { checkPassword } from '../../auth/password';
import { requireUser } from '../../auth/require-user';
import { signedIn } from '../../auth/route-auth';
import { TICKET_HEADER } from '../../auth/ticket-hook';
import { BusinessError } from '../../http/business-error';
import { ok } from '../../http/envelope';
import { serve } from '../../http/serve-route';
import { changeOwnPassword, passwordHashOf } from '../../domain/accounts/account-store';
import { MSG } from '../../domain/accounts/account-messages';
import { signedInUser } from './sign-in';

export async function passwordChangeRoute(app: FastifyInstance): Promise<void> {
  await serve(app, accountApi.changePassword, {
    config: signedIn(),
    handler: async (request) => {
      const caller = requireUser(request);
      const { oldPassword, password } = request.body;
      await limitPasswordCheck(app.db, { phone: caller.phone, ip: request.ip, now: app.now() });
      if (!(await checkPassword(oldPassword, await passwordHashOf(app.db, caller.id)))) {
        throw new BusinessError(MSG.wrongOldPassword);
      }
      const ticket = request.headers[TICKET_HEADER];
      const kept = typeof ticket === 'string' ? ticket : undefined;
      await changeOwnPassword(app.db, caller.id, password, kept, new Date(app.now()).toISOString());
      return ok(await signedInUser(app, caller.id), MSG.passwordChanged);
    },
  });
}
