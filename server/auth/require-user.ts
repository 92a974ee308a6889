import type { FastifyRequest } from 'fastify';
import type { UserType } from '../db/schema';
import { forbidden, notLoggedIn } from '../http/business-error';
import type { AuthUser } from './auth-user';

/**
 * The caller, typed for the handler. A protected route declares who may call it
 * (`config: signedIn(...)`, route-auth.ts), so the ticket hook has refused anyone else before the
 * input was read; this check repeats it for handlers that need the user. It throws body code 401
 * for a visitor, and forbidden when `types` is given and the caller's type is not among them.
 */
export function requireUser(request: FastifyRequest, ...types: UserType[]): AuthUser {
  const user = request.user;
  if (!user) throw notLoggedIn();
  if (types.length > 0 && !types.includes(user.type)) throw forbidden();
  return user;
}
