// The account calls (docs/api-conventions.md), registered under /api by buildApp.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loginRoutes } from './login-routes';
import { membershipRoutes } from './membership-routes';
import { profileRoutes } from './profile-routes';
import { registerRoutes } from './register-routes';

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(loginRoutes);
  await app.register(registerRoutes);
  await app.register(profileRoutes);
  await app.register(membershipRoutes);
};
