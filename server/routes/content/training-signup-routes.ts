// Signing up for a coach or judge training: the caller's sign-up for one course,
// signing up and withdrawing, and the member's own list for the user centre.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../auth/require-user';
import { signedIn } from '../../auth/route-auth';
import { localDateString } from '../../db/local-date';
import { ok } from '../../http/envelope';
import { envelopeOf } from '../../../src/contract/common';
import { recordIdParam } from '../../../src/contract/content-portal';
import {
  mySignupSchema,
  myTrainingSchema,
  SIGNUP_USER_TYPES,
} from '../../../src/contract/training-signup';
import { mySignup, myTrainings, signUp, withdraw, type SignupClock } from './training-signups';
import { SIGNUP_MESSAGES as M } from './training-signup-messages';

const tags = ['培训'];
const mySignupAnswer = { 200: envelopeOf(mySignupSchema) };

export const trainingSignupRoutes: FastifyPluginAsyncZod = async (app) => {
  const clock = (): SignupClock => {
    const now = new Date(app.now());
    return { at: now.toISOString(), today: localDateString(now) };
  };

  app.get(
    '/trainings/:id/signup',
    {
      config: signedIn(),
      schema: {
        params: recordIdParam,
        summary: '我对该培训的报名（含剩余名额）',
        tags,
        response: mySignupAnswer,
      },
    },
    async (request) => {
      const user = requireUser(request);
      return ok(await mySignup(app.db, request.params.id, user.id));
    },
  );

  app.post(
    '/trainings/:id/signup',
    {
      config: { auth: { types: SIGNUP_USER_TYPES, refusal: M.onlyMembers } },
      schema: {
        params: recordIdParam,
        summary: '报名培训（球员和俱乐部联系人；撤销后可再次报名）',
        tags,
        response: mySignupAnswer,
      },
    },
    async (request) => {
      const user = requireUser(request, ...SIGNUP_USER_TYPES);
      await signUp(app.db, request.params.id, user.id, clock());
      return ok(await mySignup(app.db, request.params.id, user.id), M.signedUp);
    },
  );

  app.post(
    '/trainings/:id/withdraw',
    {
      config: signedIn(),
      schema: {
        params: recordIdParam,
        summary: '取消培训报名（培训开始前）',
        tags,
        response: mySignupAnswer,
      },
    },
    async (request) => {
      const user = requireUser(request);
      await withdraw(app.db, request.params.id, user.id, clock());
      return ok(await mySignup(app.db, request.params.id, user.id), M.withdrawn);
    },
  );

  app.get(
    '/user/trainings',
    {
      config: signedIn(),
      schema: {
        summary: '我报名的培训（含已取消的）',
        tags,
        response: { 200: envelopeOf(myTrainingSchema.array()) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      return ok(await myTrainings(app.db, user.id));
    },
  );
};
