// Which callers a route admits, declared with the route (`config: signedIn('staff')`) and checked by
// the ticket hook in onRequest, before the body is read or validated: a caller without a valid
// ticket is told to sign in, whatever it sent, and learns nothing of the route's fields.
import type { UserType } from '../db/schema';
import { forbidden, notLoggedIn } from '../http/business-error';
import type { AuthUser } from './auth-user';

export interface RouteAuth {
  /** The user types admitted; empty admits every signed-in user. */
  types: readonly UserType[];
  /** What a signed-in caller of another type is told; by default 没有权限执行此操作. */
  refusal?: string;
}

/** Route config for a route that needs a signed-in caller, of one of `types` when given. */
export const signedIn = (...types: UserType[]): { auth: RouteAuth } => ({ auth: { types } });

/** Throws the business error the route's declaration gives `user`, if any. */
export function admit(user: AuthUser | null, auth: RouteAuth): void {
  if (!user) throw notLoggedIn();
  if (auth.types.length > 0 && !auth.types.includes(user.type)) throw forbidden(auth.refusal);
}
