// Registration and password reset, both proven by an SMS check code. The code is checked first
// and answers alike for every phone; only its holder learns whether the phone is registered.
import type { FastifyInstance } from 'fastify';
import { accountApi } from '../../../src/contract/api/account';
import { limitCodeCheck } from '../../auth/attempt-limits';
import { consumeCheckCode } from '../../auth/check-codes';
import { BusinessError, ErrorCode } from '../../http/business-error';
import { ok } from '../../http/envelope';
import { serve } from '../../http/serve-route';
import { accountByPhone, createAccount, resetPassword } from '../../domain/accounts/account-store';
import { MSG } from '../../domain/accounts/account-messages';
import { signIn } from './sign-in';

export async function registerRoutes(app: FastifyInstance): Promise<void> {
  await serve(app, accountApi.register, {
    handler: async (request) => {
      const body = request.body;
      await limitCodeCheck(app.db, { phone: body.phone, ip: request.ip, now: app.now() });
      await consumeCheckCode(app.db, body.phone, 'register', body.code, app.now());
      if (await accountByPhone(app.db, body.phone)) {
        throw new BusinessError(MSG.phoneTaken, ErrorCode.conflict);
      }
      const created = await createAccount(app.db, body, new Date(app.now()).toISOString());
      // Another request registered the same phone between our check and our insert.
      if (created === undefined) throw new BusinessError(MSG.phoneTaken, ErrorCode.conflict);
      return ok(await signIn(app, created), MSG.registered);
    },
  });

  await serve(app, accountApi.resetPassword, {
    handler: async (request) => {
      const { phone, code, password } = request.body;
      await limitCodeCheck(app.db, { phone, ip: request.ip, now: app.now() });
      // Reset codes are only ever sent to registered phones, so an unknown phone fails here with
      // the same message as an expired code.
      await consumeCheckCode(app.db, phone, 'reset', code, app.now());
      await resetPassword(app.db, phone, password, new Date(app.now()).toISOString());
      return ok(null, MSG.passwordReset);
    },
  });
}
