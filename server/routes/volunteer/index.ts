// The scoring calls (docs/scoring-model.md), registered under /api by buildApp.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { volunteerActionRoutes } from './action-routes';
import { volunteerBatchRoute } from './batch-route';
import { volunteerLoginRoute } from './login-route';
import { volunteerReadRoutes } from './read-routes';

export const volunteerRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(volunteerLoginRoute);
  await app.register(volunteerReadRoutes);
  await app.register(volunteerActionRoutes);
  await app.register(volunteerBatchRoute);
};
