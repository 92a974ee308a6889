// Registration and password reset, both proven by an SMS check code. The code is checked first
// and answers alike for every phone; only its holder learns whether the phone is registered.
import type { FastifyInstance } from 'fastify';
import { accountApi } from '../../../src/contract/api/account';
import { limitCodeCheck } from '../../auth/attempt-limits';
import { consumeCheckCode } from '../../auth/check-codes';
import { hashPassword } from '../../auth/password';
import { revokeAllTickets } from '../../auth/tickets';
import { BusinessError, ErrorCode } from '../../http/business-error';
import { ok } from '../../http/envelope';
import { serve } from '../../http/serve-route';
import { MSG } from './account-messages';
import { signIn } from './sign-in';

export async function registerRoutes(app: FastifyInstance): Promise<void> {
  await serve(app, accountApi.register, {
    handler: async (request) => {
      const body = request.body;
      await limitCodeCheck(app.db, { phone: body.phone, ip: request.ip, now: app.now() });
      await consumeCheckCode(app.db, body.phone, 'register', body.code, app.now());
      const taken = await app.db
        .selectFrom('users')
        .select('id')
        .where('phone', '=', body.phone)
        .executeTakeFirst();
      if (taken) throw new BusinessError(MSG.phoneTaken, ErrorCode.conflict);

      const at = new Date(app.now()).toISOString();
      const passwordHash = await hashPassword(body.password);
      const created = await app.db
        .insertInto('users')
        .values({
          phone: body.phone,
          password_hash: passwordHash,
          name: body.name,
          type: body.type,
          gender: body.gender,
          birth_year: null,
          city: body.city,
          avatar: null,
          intro: null,
          created_at: at,
          updated_at: at,
        })
        .onConflict((conflict) => conflict.column('phone').doNothing())
        .returning('id')
        .executeTakeFirst();
      // Another request registered the same phone between our check and our insert.
      if (!created) throw new BusinessError(MSG.phoneTaken, ErrorCode.conflict);
      return ok(await signIn(app, created.id), MSG.registered);
    },
  });

  await serve(app, accountApi.resetPassword, {
    handler: async (request) => {
      const { phone, code, password } = request.body;
      await limitCodeCheck(app.db, { phone, ip: request.ip, now: app.now() });
      // Reset codes are only ever sent to registered phones, so an unknown phone fails here with
      // the same message as an expired code.
      await consumeCheckCode(app.db, phone, 'reset', code, app.now());
      const user = await app.db
        .selectFrom('users')
        .select('id')
        .where('phone', '=', phone)
        .executeTakeFirstOrThrow();
      await app.db
        .updateTable('users')
        .set({
          password_hash: await hashPassword(password),
          updated_at: new Date(app.now()).toISOString(),
        })
        .where('id', '=', user.id)
        .execute();
      await revokeAllTickets(app.db, user.id);
      return ok(null, MSG.passwordReset);
    },
  });
}
