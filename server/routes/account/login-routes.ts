// Signing in and out: password login, SMS-code login, check codes, the current user, logout.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf } from '../../../src/contract/common';
import {
  codeLoginBody,
  currentUserSchema,
  loginResultSchema,
  passwordLoginBody,
  sendCheckCodeQuery,
} from '../../../src/contract/account';
import { claimCodeSlot, consumeCheckCode, sendCheckCode } from '../../auth/check-codes';
import { loadCurrentUser } from '../../auth/current-user';
import { verifyPassword } from '../../auth/password';
import { hitRateLimit } from '../../auth/rate-limit';
import { requireUser } from '../../auth/require-user';
import { signedIn } from '../../auth/route-auth';
import { TICKET_HEADER } from '../../auth/ticket-hook';
import { revokeTicket } from '../../auth/tickets';
import { BusinessError, ErrorCode, notLoggedIn } from '../../http/business-error';
import { ok } from '../../http/envelope';
import { MSG } from './account-messages';
import { signIn } from './sign-in';

const TEN_MINUTES = 10 * 60 * 1000;
const HOUR = 60 * 60 * 1000;
/** Per phone: enough for typos, far too few to guess a password or a code. */
export const LOGIN_LIMIT_PER_PHONE = 10;
/** Per address: a club's shared Wi-Fi may hold many honest players. */
export const LOGIN_LIMIT_PER_IP = 100;
export const CODE_REQUESTS_PER_IP = 20;

const tags = ['账号'];

export const loginRoutes: FastifyPluginAsyncZod = async (app) => {
  async function limitLogin(phone: string, ip: string) {
    const now = app.now();
    const message = MSG.loginTooOften;
    await hitRateLimit(app.db, `login-phone:${phone}`, LOGIN_LIMIT_PER_PHONE, TEN_MINUTES, {
      now,
      message,
    });
    await hitRateLimit(app.db, `login-ip:${ip}`, LOGIN_LIMIT_PER_IP, TEN_MINUTES, { now, message });
  }

  app.post(
    '/user/pwLogin',
    {
      schema: {
        summary: '密码登录',
        tags,
        body: passwordLoginBody,
        response: { 200: envelopeOf(loginResultSchema) },
      },
    },
    async (request) => {
      const { phone, password } = request.body;
      await limitLogin(phone, request.ip);
      const user = await app.db
        .selectFrom('users')
        .select(['id', 'password_hash'])
        .where('phone', '=', phone)
        .executeTakeFirst();
      if (!user || !(await verifyPassword(password, user.password_hash))) {
        throw new BusinessError(MSG.wrongCredentials);
      }
      return ok(await signIn(app, user.id), MSG.loginOk);
    },
  );

  app.post(
    '/user/ccLogin',
    {
      schema: {
        summary: '短信验证码登录',
        tags,
        body: codeLoginBody,
        response: { 200: envelopeOf(loginResultSchema) },
      },
    },
    async (request) => {
      const { phone, code } = request.body;
      await limitLogin(phone, request.ip);
      await consumeCheckCode(app.db, phone, 'login', code, app.now());
      const user = await app.db
        .selectFrom('users')
        .select('id')
        .where('phone', '=', phone)
        .executeTakeFirst();
      if (!user) throw new BusinessError(MSG.phoneNotRegistered);
      return ok(await signIn(app, user.id), MSG.loginOk);
    },
  );

  app.get(
    '/user/sendCheckCode',
    {
      schema: {
        summary: '发送短信验证码（登录、注册、找回密码）',
        tags,
        querystring: sendCheckCodeQuery,
      },
    },
    async (request) => {
      const { phone, scene } = request.query;
      const now = app.now();
      await hitRateLimit(app.db, `code-ip:${request.ip}`, CODE_REQUESTS_PER_IP, HOUR, { now });
      const registered = await app.db
        .selectFrom('users')
        .select('id')
        .where('phone', '=', phone)
        .executeTakeFirst();
      if (scene === 'register' && registered)
        throw new BusinessError(MSG.phoneTaken, ErrorCode.conflict);
      if (scene === 'login' && !registered) throw new BusinessError(MSG.phoneNotRegistered);
      await claimCodeSlot(app.db, phone, now);
      // Reset answers the same for any phone, and only sends to a registered one.
      if (scene !== 'reset' || registered) await sendCheckCode(app.db, app.sms, phone, scene, now);
      return ok(null, MSG.codeSent);
    },
  );

  app.get(
    '/user/getUserInfo',
    {
      config: signedIn(),
      schema: { summary: '当前登录用户', tags, response: { 200: envelopeOf(currentUserSchema) } },
    },
    async (request) => {
      const caller = requireUser(request);
      const user = await loadCurrentUser(app.db, caller.id);
      if (!user) throw notLoggedIn();
      return ok(user);
    },
  );

  app.post(
    '/user/logout',
    { config: signedIn(), schema: { summary: '退出登录', tags } },
    async (request) => {
      requireUser(request);
      const ticket = request.headers[TICKET_HEADER];
      if (typeof ticket === 'string') await revokeTicket(app.db, ticket);
      return ok(null, MSG.logoutOk);
    },
  );
};
