import type { FastifyRequest } from 'fastify';
import type { UserType } from '../db/schema';
import { forbidden, notLoggedIn } from '../http/business-error';
import type { AuthUser } from './auth-user';

/**
 * The caller, or a business error: body code 401 for a visitor, forbidden when `types` is given
 * and the caller's type is not among them.
 */
export function requireUser(request: FastifyRequest, ...types: UserType[]): AuthUser {
  const user = request.user;
  if (!user) throw notLoggedIn();
  if (types.length > 0 && !types.includes(user.type)) throw forbidden();
  return user;
}
