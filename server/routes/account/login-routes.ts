// Signing in and out: password login, SMS-code login, check codes, the current user, logout.
// No answer tells a stranger whether a phone is registered: password failures share one message
// and one cost, and a code request answers the same for every phone.
import type { FastifyInstance } from 'fastify';
import { accountApi } from '../../../src/contract/api/account';
import { limitCodeCheck } from '../../auth/attempt-limits';
import { claimCodeSlot, consumeCheckCode, sendCheckCode } from '../../auth/check-codes';
import { ACCOUNT_DISABLED, passwordUserId } from '../../auth/password-sign-in';
import { hitRateLimit } from '../../auth/rate-limit';
import { requireUser } from '../../auth/require-user';
import { signedIn } from '../../auth/route-auth';
import { TICKET_HEADER } from '../../auth/ticket-hook';
import { revokeTicket } from '../../auth/tickets';
import { BusinessError } from '../../http/business-error';
import { ok } from '../../http/envelope';
import { serve } from '../../http/serve-route';
import { accountByPhone } from '../../domain/accounts/account-store';
import { MSG } from '../../domain/accounts/account-messages';
import { maskPhone } from '../../domain/clubs-and-people/mask-phone';
import { signedInUser, signIn } from './sign-in';

const HOUR = 60 * 60 * 1000;
export const CODE_REQUESTS_PER_IP = 20;

export async function loginRoutes(app: FastifyInstance): Promise<void> {
  await serve(app, accountApi.passwordLogin, {
    handler: async (request) => {
      const userId = await passwordUserId(app, request, request.body);
      return ok(await signIn(app, userId), MSG.loginOk);
    },
  });

  await serve(app, accountApi.codeLogin, {
    handler: async (request) => {
      const { phone, code } = request.body;
      await limitCodeCheck(app.db, { phone, ip: request.ip, now: app.now() });
      await consumeCheckCode(app.db, phone, 'login', code, app.now());
      const user = await accountByPhone(app.db, phone);
      // Login codes only go to registered phones; this is for an account deleted meanwhile.
      if (!user) throw new BusinessError(MSG.phoneNotRegistered);
      if (user.disabled === 1) throw new BusinessError(ACCOUNT_DISABLED);
      return ok(await signIn(app, user.id), MSG.loginOk);
    },
  });

  await serve(app, accountApi.sendCheckCode, {
    handler: async (request) => {
      const { phone, scene } = request.query;
      const now = app.now();
      await hitRateLimit(app.db, `code-ip:${request.ip}`, CODE_REQUESTS_PER_IP, HOUR, { now });
      // Counted for every phone, sent or not, so the 60 s rule does not tell them apart either.
      await claimCodeSlot(app.db, phone, now);
      const registered = await accountByPhone(app.db, phone);
      // A registration code goes to any phone: whether it is taken is told only to whoever
      // proves they hold it. Login and reset codes go only where they can be used.
      if (scene === 'register' || registered) {
        // A provider's refusal or fault goes to the log, and the answer stays the same: telling
        // the caller would tell them the phone is registered. They may ask again after 60 s.
        await sendCheckCode(app.db, app.sms, phone, scene, now).catch((error: unknown) =>
          request.log.error(
            { phone: maskPhone(phone), scene, reason: (error as Error).message },
            'check code not sent',
          ),
        );
      }
      return ok(null, MSG.codeSent);
    },
  });

  await serve(app, accountApi.userInfo, {
    config: signedIn(),
    handler: async (request) => {
      const caller = requireUser(request);
      return ok(await signedInUser(app, caller.id));
    },
  });

  await serve(app, accountApi.logout, {
    config: signedIn(),
    handler: async (request) => {
      requireUser(request);
      const ticket = request.headers[TICKET_HEADER];
      if (typeof ticket === 'string') await revokeTicket(app.db, ticket);
      return ok(null, MSG.logoutOk);
    },
  });
}
