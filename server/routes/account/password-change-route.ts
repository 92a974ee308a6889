// POST /api/user/changePassword: the signed-in user sets a new password, proving the current one.
// It is how a password staff reset (users.must_change_password) gets replaced: a successful change
// clears the flag. Every other session of the account ends; this one stays signed in.
import type { FastifyInstance } from 'fastify';
import { accountApi } from '../../../src/contract/api/account';
import { limitPasswordCheck } from '../../auth/attempt-limits';
import { loadCurrentUser } from '../../auth/current-user';
import { checkPassword, hashPassword } from '../../auth/password';
import { requireUser } from '../../auth/require-user';
import { signedIn } from '../../auth/route-auth';
import { TICKET_HEADER } from '../../auth/ticket-hook';
import { hashTicket } from '../../auth/tickets';
import { BusinessError, notLoggedIn } from '../../http/business-error';
import { ok } from '../../http/envelope';
import { serve } from '../../http/serve-route';
import { MSG } from './account-messages';

export async function passwordChangeRoute(app: FastifyInstance): Promise<void> {
  await serve(app, accountApi.changePassword, {
    config: signedIn(),
    handler: async (request) => {
      const caller = requireUser(request);
      const { oldPassword, password } = request.body;
      await limitPasswordCheck(app.db, { phone: caller.phone, ip: request.ip, now: app.now() });
      const own = await app.db
        .selectFrom('users')
        .select('password_hash')
        .where('id', '=', caller.id)
        .executeTakeFirst();
      if (!(await checkPassword(oldPassword, own?.password_hash))) {
        throw new BusinessError(MSG.wrongOldPassword);
      }
      const passwordHash = await hashPassword(password);
      const ticket = request.headers[TICKET_HEADER];
      await app.db.transaction().execute(async (trx) => {
        await trx
          .updateTable('users')
          .set({
            password_hash: passwordHash,
            must_change_password: 0,
            updated_at: new Date(app.now()).toISOString(),
          })
          .where('id', '=', caller.id)
          .execute();
        await trx
          .deleteFrom('tickets')
          .where('user_id', '=', caller.id)
          .$if(typeof ticket === 'string', (qb) =>
            qb.where('token_hash', '!=', hashTicket(ticket as string)),
          )
          .execute();
      });
      const user = await loadCurrentUser(app.db, caller.id);
      if (!user) throw notLoggedIn();
      return ok(user, MSG.passwordChanged);
    },
  });
}
