// The one password check behind every login that takes a password (the portal's and the scoring
// app's): counted against the same limits, the same work for a registered and an unknown phone,
// and the same refusal for every failure.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { UserType } from '../db/schema';
import { BusinessError } from '../http/business-error';
import { limitPasswordCheck } from './attempt-limits';
import { checkPassword } from './password';

export const WRONG_CREDENTIALS = '手机号或密码错误';
/** Told only to whoever proved the account's password or code, so it reveals nothing more. */
export const ACCOUNT_DISABLED = '该账号已停用，请联系协会工作人员';

export interface PasswordSignIn {
  phone: string;
  password: string;
  /** Only these user types may sign in here; any other fails like a wrong password. */
  types?: readonly UserType[];
}

/** The id of the user the phone and password sign in, or the business error that refuses them. */
export async function passwordUserId(
  app: FastifyInstance,
  request: FastifyRequest,
  { phone, password, types }: PasswordSignIn,
): Promise<number> {
  await limitPasswordCheck(app.db, { phone, ip: request.ip, now: app.now() });
  const user = await app.db
    .selectFrom('users')
    .select(['id', 'type', 'password_hash', 'disabled'])
    .where('phone', '=', phone)
    .executeTakeFirst();
  const matches = await checkPassword(password, user?.password_hash);
  if (!user || !matches || (types && !types.includes(user.type))) {
    throw new BusinessError(WRONG_CREDENTIALS);
  }
  if (user.disabled === 1) throw new BusinessError(ACCOUNT_DISABLED);
  return user.id;
}
