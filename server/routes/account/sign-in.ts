import type { FastifyInstance } from 'fastify';
import type { CurrentUser, LoginResult } from '../../../src/contract/account';
import { loadCurrentUser } from '../../auth/current-user';
import { issueTicket } from '../../auth/tickets';
import { notFound, notLoggedIn } from '../../http/business-error';
import { MSG } from '../../domain/accounts/account-messages';

/** A new ticket and the user it signs in: the answer of every login and of registration. */
export async function signIn(app: FastifyInstance, userId: number): Promise<LoginResult> {
  const user = await loadCurrentUser(app.db, userId);
  if (!user) throw notFound(MSG.userNotFound);
  return { ticket: await issueTicket(app.db, userId, app.now()), user };
}

/** The signed-in caller as the account calls answer them; an account gone since is signed out. */
export async function signedInUser(app: FastifyInstance, userId: number): Promise<CurrentUser> {
  const user = await loadCurrentUser(app.db, userId);
  if (!user) throw notLoggedIn();
  return user;
}
