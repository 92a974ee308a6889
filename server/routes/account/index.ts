// The server half of the account pages (src/features/account) and of the login forms' calls.
import type { FastifyInstance } from 'fastify';
import { loginRoutes } from './login-routes';
import { membershipRoutes } from './membership-routes';
import { passwordChangeRoute } from './password-change-route';
import { profileRoutes } from './profile-routes';
import { registerRoutes } from './register-routes';

export async function accountRoutes(app: FastifyInstance): Promise<void> {
  await app.register(loginRoutes);
  await app.register(passwordChangeRoute);
  await app.register(registerRoutes);
  await app.register(profileRoutes);
  await app.register(membershipRoutes);
}
