// Signing up for a coach or judge training: the caller's sign-up for one course,
// signing up and withdrawing, and the member's own list for the user centre.
import type { FastifyInstance } from 'fastify';
import { trainingApi } from '../../../src/contract/api/training';
import { requireUser } from '../../auth/require-user';
import { signedIn } from '../../auth/route-auth';
import { localDateString } from '../../db/local-date';
import { ok } from '../../http/envelope';
import { serve } from '../../http/serve-route';
import { SIGNUP_USER_TYPES } from '../../../src/contract/training-signup';
import {
  mySignup,
  myTrainings,
  signUp,
  withdraw,
  type SignupClock,
} from '../../domain/trainings/training-signups';
import { SIGNUP_MESSAGES as M } from '../../domain/trainings/training-signup-messages';

export async function trainingSignupRoutes(app: FastifyInstance): Promise<void> {
  const clock = (): SignupClock => {
    const now = new Date(app.now());
    return { at: now.toISOString(), today: localDateString(now) };
  };

  await serve(app, trainingApi.mySignup, {
    config: signedIn(),
    handler: async (request) => {
      const user = requireUser(request);
      return ok(await mySignup(app.db, request.params.id, user.id));
    },
  });

  await serve(app, trainingApi.signUp, {
    config: { auth: { types: SIGNUP_USER_TYPES, refusal: M.onlyMembers } },
    handler: async (request) => {
      const user = requireUser(request, ...SIGNUP_USER_TYPES);
      await signUp(app.db, request.params.id, user.id, clock());
      return ok(await mySignup(app.db, request.params.id, user.id), M.signedUp);
    },
  });

  await serve(app, trainingApi.withdraw, {
    config: signedIn(),
    handler: async (request) => {
      const user = requireUser(request);
      await withdraw(app.db, request.params.id, user.id, clock());
      return ok(await mySignup(app.db, request.params.id, user.id), M.withdrawn);
    },
  });

  await serve(app, trainingApi.mine, {
    config: signedIn(),
    handler: async (request) => {
      const user = requireUser(request);
      return ok(await myTrainings(app.db, user.id));
    },
  });
}
